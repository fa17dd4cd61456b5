import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { OfferAnswer, OfferAnswerResponse } from '../../../src/api/contract/registration.ts';
import type { BookingBlockedRefusal } from '../../../src/api/contract/strikes.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { ApiError } from '../api-error.ts';
import { leaveOverlappingWaits } from './overlap-release.ts';
import { promoteWaiting } from './promote-waiting.ts';
import { deliverNotices } from './waiting-notices.ts';

/**
 * The member's answer to a place offered from the waiting list, within its window: accept books it (and
 * leaves their waiting places in classes overlapping it), decline passes it to the next in the queue. Under
 * the class lock, like every change of a class's places, so an answer and the window's end cannot both win.
 * A together-group (migration 230) has one offer: the answer for one of its people is the answer for all of them
 * (the guardian answers once for the family), so the group is booked whole or passes the places on whole.
 */
export async function answerOffer(
  db: Db,
  tenant: TenantId,
  userId: number,
  trainingId: number,
  answer: OfferAnswer,
  now: Date,
  sms: SmsProvider,
): Promise<OfferAnswerResponse> {
  const answered = await db.transaction(async (tx): Promise<OfferAnswerResponse | BookingBlockedRefusal> => {
    const [k] = await tx.query<{ id: number }>(`SELECT id FROM trainings WHERE id = $1 AND tenant = $2 FOR UPDATE`, [
      trainingId,
      tenant,
    ]);
    if (!k) throw new ApiError(404, 'classNotFound');
    const [reg] = await tx.query<{ id: number }>(
      `SELECT id FROM registrations
       WHERE training_id = $1 AND user_id = $2 AND status = 'offered' AND offer_expires_at > $3`,
      [trainingId, userId, now],
    );
    if (!reg) throw new ApiError(409, 'offerNotOpen');
    // the offer's people: the member, and the rest of their together-group offered with them
    const offered = await tx.query<{ id: number; user_id: number }>(
      `SELECT o.id, o.user_id FROM registrations r JOIN registrations o
         ON o.id = r.id OR (o.together_id = r.together_id AND o.training_id = r.training_id AND o.status = 'offered')
       WHERE r.id = $1 ORDER BY o.user_id`,
      [reg.id],
    );
    const ids = offered.map((o) => o.id);
    const userIds = offered.map((o) => o.user_id);
    // after the class, the members (the order book_place keeps): a promotion of theirs elsewhere that is still
    // running finishes first; if it got one an overlapping class and left this offer to release, it is not open
    await tx.query(`SELECT id FROM users WHERE id = ANY($1::int[]) AND tenant = $2 ORDER BY id FOR NO KEY UPDATE`, [
      userIds,
      tenant,
    ]);
    const [leaving] = await tx.query(
      `SELECT 1 FROM waiting_releases w JOIN registrations got
         ON got.training_id = w.got_training_id AND got.user_id = w.user_id AND got.status = 'booked'
       WHERE w.training_id = $1 AND w.user_id = ANY($2::int[])`,
      [trainingId, userIds],
    );
    if (leaving) throw new ApiError(409, 'offerNotOpen');
    if (answer.answer === 'decline') {
      await tx.query(
        `UPDATE registrations SET status = 'cancelled', cancelled_at = $2, offer_expires_at = NULL
         WHERE id = ANY($1::int[])`,
        [ids, now],
      );
      await promoteWaiting(tx, tenant, trainingId, sms, now);
      return { trainingId, registrationId: reg.id, status: 'cancelled' };
    }
    const [block] = await tx.query<{ until: Date | null; time_zone: string }>(
      `SELECT CASE WHEN c.strikes_enabled THEN (SELECT max(member_blocked_until(u, c.id, $3)) FROM unnest($2::int[]) u)
       END AS until, c.time_zone
       FROM trainings t JOIN clubs c ON c.id = t.club_id WHERE t.id = $1`,
      [trainingId, userIds, now],
    );
    if (block?.until) {
      await tx.query(`UPDATE registrations SET status = 'waiting', offer_expires_at = NULL WHERE id = ANY($1::int[])`, [
        ids,
      ]);
      await promoteWaiting(tx, tenant, trainingId, sms, now);
      return { blockedUntil: block.until.toISOString(), clubTimeZone: block.time_zone };
    }
    await tx.query(`UPDATE registrations SET status = 'booked', offer_expires_at = NULL WHERE id = ANY($1::int[])`, [
      ids,
    ]);
    // the member is in the app: no quiet hours for what their own tap did
    const released = await leaveOverlappingWaits(tx, tenant, trainingId, userIds, sms, now);
    await deliverNotices(tx, tenant, released, sms, now);
    return { trainingId, registrationId: reg.id, status: 'booked' };
  });
  // refused after the commit: the place passed on stays passed on
  if ('blockedUntil' in answered) throw new ApiError(409, 'bookingBlocked', { details: answered });
  return answered;
}
