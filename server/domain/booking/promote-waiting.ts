import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { noticeTexts } from '../sms/notice-text.ts';
import { displayName } from './registration-record.ts';
import { enqueuePushes } from '../push/enqueue.ts';

/**
 * Moves the first of the waiting list (queued_at, id) into free places, as many as are free.
 * Call with the class row locked. Each promoted member with a phone gets a notice.
 */
export async function promoteWaiting(
  db: Db,
  tenant: TenantId,
  trainingId: number,
  sms: SmsProvider,
  now: Date,
): Promise<number[]> {
  const promoted = await db.query<{ user_id: number }>(
    `WITH free AS (
       SELECT t.max_places - t.booked_count AS n
       FROM trainings t WHERE t.id = $1 AND t.tenant = $2 AND t.cancelled_at IS NULL
     ), nxt AS (
       SELECT id FROM registrations WHERE training_id = $1 AND status = 'waiting'
       ORDER BY queued_at, id LIMIT GREATEST(coalesce((SELECT n FROM free), 0), 0)
     )
     UPDATE registrations r SET status = 'booked' FROM nxt WHERE r.id = nxt.id RETURNING r.user_id`,
    [trainingId, tenant],
  );
  if (promoted.length === 0) return [];
  const userIds = promoted.map((p) => p.user_id);
  // the app tells them on their next visit, whether or not an SMS reaches them
  await db.query(
    `INSERT INTO member_notices (tenant, user_id, kind, training_id) SELECT $2, u, 'promoted', $3 FROM unnest($1::int[]) AS u`,
    [userIds, tenant, trainingId],
  );
  // and their devices with notifications on hear it at once, app open or not
  await enqueuePushes(
    db,
    tenant,
    'promoted',
    userIds.map((userId) => ({ userId, trainingId, role: 'member' as const })),
    now,
  );
  const rows = await db.query<{
    phone: string;
    person: string;
    name: string;
    name_prefix: string;
    start_at: Date;
    club_name: string;
    time_zone: string;
  }>(
    `SELECT u.phone, u.first_name || ' ' || u.last_name AS person, t.name, t.name_prefix, t.start_at, c.name AS club_name, c.time_zone
     FROM users u, trainings t JOIN clubs c ON c.id = t.club_id
     WHERE u.id = ANY($1::int[]) AND u.tenant = $2 AND t.id = $3`,
    [userIds, tenant, trainingId],
  );
  await sms.send(
    db,
    tenant,
    rows.map((r) => ({
      phone: r.phone,
      recipient: r.person,
      kind: 'promoted' as const,
      trainingId,
      text: noticeTexts.promoted({
        clubName: r.club_name,
        trainingName: displayName(r.name, r.name_prefix),
        start: r.start_at,
        timeZone: r.time_zone,
      }),
    })),
    now,
  );
  return userIds;
}
