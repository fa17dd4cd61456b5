import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { leaveOverlappingWaits } from './overlap-release.ts';
import { noticeOrHold, type WaitingNotice } from './waiting-notices.ts';
import { placementOfFreedPlace, WAITING_RULE_COLUMNS, waitingRulesOf, type WaitingRuleRow } from './waiting-rules.ts';

/**
 * Gives the free places of a class to the first of its waiting list (queued_at, id), as many as are free:
 * booked at once, or (the club's offer mode, outside the last minutes before the start) offered, the place
 * held as 'offered' (counted in booked_count) until the member answers or the window ends. A member booked
 * this way leaves their waiting places in classes that overlap it. Call with the class row locked.
 * Answers the members promoted or offered.
 */
export async function promoteWaiting(
  db: Db,
  tenant: TenantId,
  trainingId: number,
  sms: SmsProvider,
  now: Date,
): Promise<number[]> {
  const [k] = await db.query<WaitingRuleRow & { start_at: Date; free: number }>(
    `SELECT t.start_at, t.max_places - t.booked_count AS free, ${WAITING_RULE_COLUMNS}
     FROM trainings t JOIN clubs c ON c.id = t.club_id
     WHERE t.id = $1 AND t.tenant = $2 AND t.cancelled_at IS NULL`,
    [trainingId, tenant],
  );
  if (!k || k.free <= 0) return [];
  const rules = waitingRulesOf(k);
  const placement = placementOfFreedPlace(rules, k.start_at, now);
  const moved = await db.query<{ user_id: number }>(
    `WITH nxt AS (
       SELECT id FROM registrations WHERE training_id = $1 AND status = 'waiting' ORDER BY queued_at, id LIMIT $2
     )
     UPDATE registrations r SET status = $3, offer_expires_at = $4 FROM nxt WHERE r.id = nxt.id RETURNING r.user_id`,
    [
      trainingId,
      k.free,
      placement.kind === 'promote' ? 'booked' : 'offered',
      placement.kind === 'offer' ? placement.expiresAt : null,
    ],
  );
  if (moved.length === 0) return [];
  const userIds = moved.map((m) => m.user_id);
  const notices: WaitingNotice[] = userIds.map((userId) => ({
    userId,
    kind: placement.kind === 'promote' ? 'promoted' : 'offered',
    trainingId,
    gotTrainingId: null,
  }));
  if (placement.kind === 'promote') {
    notices.push(...(await leaveOverlappingWaits(db, tenant, trainingId, userIds, sms, now)));
  }
  // the app shows the place at once; the member hears of it now, or when the club's quiet hours end
  await noticeOrHold(db, tenant, rules, notices, sms, now);
  return userIds;
}
