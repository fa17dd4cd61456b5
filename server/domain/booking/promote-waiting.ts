import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { leaveOverlappingWaits, releasePlaces } from './overlap-release.ts';
import { noticeOrHold, type WaitingNotice } from './waiting-notices.ts';
import {
  CLASS_WAITING_RULE_COLUMNS,
  CLASS_WAITING_RULE_JOIN,
  placementOfFreedPlace,
  waitingRulesOf,
  type WaitingRuleRow,
} from './waiting-rules.ts';

/**
 * Waiting members whose online booking the club's strike rules block are passed over: a place they could not
 * have booked by a tap is not given to them by the queue either. They keep their place in the queue (the block
 * ends, and the queue is theirs again) and are told, once per class, that a place went to the next.
 * The block is read before the member rows are locked: a strike counted in that instant lets one promotion through.
 */
const NOT_BLOCKED = `NOT ($3::boolean AND EXISTS (
  SELECT 1 FROM member_strikes m WHERE m.user_id = g.user_id AND m.club_id = $4 AND m.blocks_until > $5))`;

/**
 * Gives the free places of a class to the first of its waiting list (queued_at, id), as many as are free, a
 * together-group only whole (server/db/functions/waiting_to_promote.sql: one too big lets smaller entries behind it go
 * first unless the club keeps strict order):
 * booked at once, or (offer mode, outside the last minutes before the start) offered, the place held as 'offered'
 * (counted in booked_count) until the member answers or the window ends. The rules are those of the class's type
 * where the club set some, else the club's. A member booked this way leaves their waiting places in classes that
 * overlap it. Call with the class row locked. Answers the members promoted or offered.
 */
export async function promoteWaiting(
  db: Db,
  tenant: TenantId,
  trainingId: number,
  sms: SmsProvider,
  now: Date,
): Promise<number[]> {
  const [k] = await db.query<
    WaitingRuleRow & { start_at: Date; free: number; club_id: number; strikes_enabled: boolean; strict: boolean }
  >(
    `SELECT t.start_at, t.max_places - t.booked_count AS free, c.id AS club_id, c.strikes_enabled,
       c.waiting_strict_order AS strict, ${CLASS_WAITING_RULE_COLUMNS}
     FROM trainings t JOIN clubs c ON c.id = t.club_id ${CLASS_WAITING_RULE_JOIN}
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
      `SELECT id, user_id FROM waiting_to_promote($1, $2, $3, $4, $5, $6)`,
      [trainingId, k.free, k.strict, k.strikes_enabled, k.club_id, now],
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
  const skipped = k.strikes_enabled ? await passedOver(db, trainingId, k.club_id, next, now) : [];
  const notices: WaitingNotice[] = [...skipped, ...userIds].map((userId) => ({
    userId,
    kind: skipped.includes(userId) ? 'skipped' : placement.kind === 'promote' ? 'promoted' : 'offered',
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

/**
 * The blocked members ahead in the queue of those just given a place, not yet told about this class (a notice
 * sent or held by quiet hours): each hears once that a place passed them by.
 */
async function passedOver(
  db: Db,
  trainingId: number,
  clubId: number,
  given: readonly { id: number }[],
  now: Date,
): Promise<number[]> {
  const rows = await db.query<{ user_id: number }>(
    `SELECT g.user_id FROM registrations g
     WHERE g.training_id = $1 AND g.status = 'waiting' AND NOT ${NOT_BLOCKED}
       AND (g.queued_at, g.id) < (SELECT p.queued_at, p.id FROM registrations p WHERE p.id = ANY($2::int[])
                                  ORDER BY p.queued_at DESC, p.id DESC LIMIT 1)
       AND NOT EXISTS (SELECT 1 FROM member_notices n
                       WHERE n.user_id = g.user_id AND n.training_id = $1 AND n.kind = 'skipped')
       AND NOT EXISTS (SELECT 1 FROM waiting_notices w
                       WHERE w.user_id = g.user_id AND w.training_id = $1 AND w.kind = 'skipped')
     ORDER BY g.queued_at, g.id`,
    [trainingId, given.map((g) => g.id), true, clubId, now],
  );
  return rows.map((r) => r.user_id);
}
