import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { CancelBookingResponse } from '../../../src/api/contract/registration.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { ApiError } from '../api-error.ts';
import { isCancelingAllowed } from './booking-rules.ts';
import { promoteWaiting } from './promote-waiting.ts';
import { countLateCancel } from '../strikes/late-cancel.ts';

/**
 * Cancels the member's place (or leaves the waiting list, or gives up an offered place). A freed place goes
 * to the first in the waiting list under the same class lock (promote-waiting.ts), so no one can jump the queue.
 */
export async function cancelBooking(
  db: Db,
  tenant: TenantId,
  userId: number,
  trainingId: number,
  now: Date,
  sms: SmsProvider,
  /** a waiting or offered place of a together-group takes the group's other waiting and offered places along */
  options: { wholeGroup?: boolean } = {},
): Promise<CancelBookingResponse> {
  return db.transaction(async (tx) => {
    const [k] = await tx.query<{ start_at: Date; cancelled_at: Date | null; cancel_deadline_hours: number }>(
      `SELECT t.start_at, t.cancelled_at, c.cancel_deadline_hours
       FROM trainings t JOIN clubs c ON c.id = t.club_id
       WHERE t.id = $1 AND t.tenant = $2 FOR UPDATE OF t`,
      [trainingId, tenant],
    );
    if (!k) throw new ApiError(404, 'classNotFound');
    const [reg] = await tx.query<{ id: number; status: 'booked' | 'waiting' | 'offered'; together_id: number | null }>(
      `SELECT id, status, together_id FROM registrations
       WHERE training_id = $1 AND user_id = $2 AND status <> 'cancelled'`,
      [trainingId, userId],
    );
    if (!reg) throw new ApiError(404, 'itemNotFound');
    if (!isCancelingAllowed(reg.status, k.start_at, k.cancel_deadline_hours, k.cancelled_at !== null, now)) {
      throw new ApiError(409, 'cancelingNotAllowed');
    }
    const group = options.wholeGroup && reg.status !== 'booked' ? reg.together_id : null;
    await tx.query(
      `UPDATE registrations SET status = 'cancelled', cancelled_at = $2, offer_expires_at = NULL
       WHERE id = $1 OR (together_id = $3 AND training_id = $4 AND status IN ('waiting', 'offered'))`,
      [reg.id, now, group, trainingId],
    );
    if (reg.status === 'booked') await countLateCancel(tx, tenant, reg.id, now);
    // even a waiting place leaving can let places go: a smaller group now fits, or a strict queue's head left
    await promoteWaiting(tx, tenant, trainingId, sms, now);
    return { trainingId, registrationId: reg.id };
  });
}
