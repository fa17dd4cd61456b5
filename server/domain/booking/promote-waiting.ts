import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { leaveOverlappingWaits, releasePlaces } from './overlap-release.ts';
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
  const released: WaitingNotice[] = [];
  let next: { id: number; user_id: number }[] = [];
  // a few turns at most: each one takes out candidates who got an overlapping class meanwhile
  for (let turn = 0; turn < 5; turn += 1) {
    next = await db.query<{ id: number; user_id: number }>(
      `SELECT id, user_id FROM registrations WHERE training_id = $1 AND status = 'waiting' ORDER BY queued_at, id LIMIT $2`,
      [trainingId, k.free],
    );
    if (next.length === 0) return [];
    const gone = await claimCandidates(db, tenant, trainingId, next, sms, now);
    if (gone.length === 0) break;
    released.push(...gone);
    next = [];
  }
  if (next.length === 0) return [];
  const moved = await db.query<{ user_id: number }>(
    `UPDATE registrations SET status = $2, offer_expires_at = $3 WHERE id = ANY($1::int[]) RETURNING user_id`,
    [
      next.map((n) => n.id),
      placement.kind === 'promote' ? 'booked' : 'offered',
      placement.kind === 'offer' ? placement.expiresAt : null,
    ],
  );
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
  await noticeOrHold(db, tenant, rules, [...released, ...notices], sms, now);
  return userIds;
}

/**
 * Locks the candidates' member rows (in id order, after the class row, as book_place does) and answers the
 * notices of those among them who got an overlapping class in a transaction that found this class busy and
 * left their waiting place here to release (waiting_releases): they leave the queue now instead of moving up.
 * Waiting for the member row is what makes a promotion elsewhere that is still running finish first.
 */
async function claimCandidates(
  db: Db,
  tenant: TenantId,
  trainingId: number,
  candidates: readonly { id: number; user_id: number }[],
  sms: SmsProvider,
  now: Date,
): Promise<WaitingNotice[]> {
  const userIds = candidates.map((c) => c.user_id);
  await db.query(`SELECT id FROM users WHERE id = ANY($1::int[]) AND tenant = $2 ORDER BY id FOR NO KEY UPDATE`, [
    userIds,
    tenant,
  ]);
  const stale = await db.query<{ user_id: number; got_training_id: number }>(
    `DELETE FROM waiting_releases w WHERE w.training_id = $1 AND w.user_id = ANY($2::int[])
       AND EXISTS (SELECT 1 FROM registrations got
                   WHERE got.training_id = w.got_training_id AND got.user_id = w.user_id AND got.status = 'booked')
     RETURNING w.user_id, w.got_training_id`,
    [trainingId, userIds],
  );
  const notices: WaitingNotice[] = [];
  for (const s of stale) {
    const ids = candidates.filter((c) => c.user_id === s.user_id).map((c) => c.id);
    notices.push(...(await releasePlaces(db, tenant, ids, s.got_training_id, sms, now)));
  }
  return notices;
}
