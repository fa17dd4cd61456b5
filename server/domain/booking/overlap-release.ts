import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import type { WaitingNotice } from './waiting-notices.ts';
import { promoteWaiting } from './promote-waiting.ts';

/**
 * A member who got a place in `gotTrainingId` (promoted, or accepting an offer) leaves their waiting places
 * and open offers in other classes that overlap it in time: one person cannot be in two places at once, and
 * the next in those queues move up. A class row another transaction holds is not waited for (two promotions
 * crossing each other's classes would deadlock): its release is left to the waiting-list job. Call with the
 * got class locked; answers the notices to send (the caller sends them with its own).
 */
export async function leaveOverlappingWaits(
  db: Db,
  tenant: TenantId,
  gotTrainingId: number,
  userIds: readonly number[],
  sms: SmsProvider,
  now: Date,
): Promise<WaitingNotice[]> {
  const places = await db.query<{ id: number; user_id: number; training_id: number }>(
    `SELECT g.id, g.user_id, g.training_id
     FROM trainings k
     JOIN registrations g ON g.tenant = k.tenant AND g.user_id = ANY($3::int[]) AND g.status IN ('waiting', 'offered')
     JOIN trainings x ON x.id = g.training_id
     WHERE k.id = $1 AND k.tenant = $2 AND x.id <> k.id AND x.cancelled_at IS NULL
       AND x.start_at < k.end_at AND x.end_at > k.start_at AND x.end_at > $4`,
    [gotTrainingId, tenant, userIds, now],
  );
  if (places.length === 0) return [];
  const classIds = [...new Set(places.map((p) => p.training_id))];
  const locked = await db.query<{ id: number }>(
    `SELECT id FROM trainings WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE SKIP LOCKED`,
    [classIds],
  );
  const lockedIds = new Set(locked.map((l) => l.id));
  const later = places.filter((p) => !lockedIds.has(p.training_id));
  if (later.length > 0) {
    await db.query(
      `INSERT INTO waiting_releases (tenant, user_id, training_id, got_training_id)
       SELECT $1, u, t, $4 FROM unnest($2::int[], $3::int[]) AS r(u, t)`,
      [tenant, later.map((p) => p.user_id), later.map((p) => p.training_id), gotTrainingId],
    );
  }
  const now_ = places.filter((p) => lockedIds.has(p.training_id)).map((p) => p.id);
  return releasePlaces(db, tenant, now_, gotTrainingId, sms, now);
}

/**
 * Takes the given waiting places or offers off their lists (those still waiting or offered) and passes on a
 * freed offered place. Their class rows must be locked by the caller.
 */
export async function releasePlaces(
  db: Db,
  tenant: TenantId,
  registrationIds: readonly number[],
  gotTrainingId: number,
  sms: SmsProvider,
  now: Date,
): Promise<WaitingNotice[]> {
  if (registrationIds.length === 0) return [];
  const released = await db.query<{ user_id: number; training_id: number; was: string }>(
    `WITH old AS (
       SELECT id, status FROM registrations
       WHERE id = ANY($1::int[]) AND tenant = $2 AND status IN ('waiting', 'offered') FOR UPDATE
     )
     UPDATE registrations r SET status = 'cancelled', cancelled_at = $3, offer_expires_at = NULL
     FROM old WHERE r.id = old.id RETURNING r.user_id, r.training_id, old.status AS was`,
    [registrationIds, tenant, now],
  );
  const notices: WaitingNotice[] = released.map((r) => ({
    userId: r.user_id,
    kind: 'released',
    trainingId: r.training_id,
    gotTrainingId,
  }));
  const freed = [...new Set(released.filter((r) => r.was === 'offered').map((r) => r.training_id))];
  for (const trainingId of freed) await promoteWaiting(db, tenant, trainingId, sms, now);
  return notices;
}
