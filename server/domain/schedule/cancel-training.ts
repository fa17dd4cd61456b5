import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { MessagesSentResponse } from '../../../src/api/contract/admin.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { ApiError } from '../api-error.ts';
import { noticeClass } from './class-notices.ts';

async function lockClass(db: Db, tenant: TenantId, id: number): Promise<{ cancelled_at: Date | null }> {
  const [row] = await db.query<{ cancelled_at: Date | null }>(
    'SELECT cancelled_at FROM trainings WHERE id = $1 AND tenant = $2 FOR UPDATE',
    [id, tenant],
  );
  if (!row) throw new ApiError(404, 'classNotFound');
  return row;
}

/**
 * Marks the class cancelled; registrations stay so members see what happened to their class.
 * Cancelling twice changes nothing and sends nothing.
 */
export async function cancelTraining(db: Db, tenant: TenantId, id: number, notify: boolean, now: Date, sms: SmsProvider): Promise<MessagesSentResponse> {
  return db.transaction(async (tx) => {
    const k = await lockClass(tx, tenant, id);
    if (k.cancelled_at !== null) return { messagesSent: 0 };
    await tx.query('UPDATE trainings SET cancelled_at = $3 WHERE id = $1 AND tenant = $2', [id, tenant, now]);
    return { messagesSent: notify ? await noticeClass(tx, tenant, id, 'cancelled', sms, now) : 0 };
  });
}

/**
 * Deletes the class. The rule for a class with registrations: while it still has booked or waiting
 * clients and is not cancelled, deleting is refused (409 classHasRegistrations), so no client
 * loses a class without a word and no attendance history goes by accident: the admin cancels it
 * first (which sends the notice), then deletes it. Answers messagesSent 0, as it sends nothing.
 */
export async function deleteTraining(db: Db, tenant: TenantId, id: number): Promise<MessagesSentResponse> {
  return db.transaction(async (tx) => {
    const k = await lockClass(tx, tenant, id);
    if (k.cancelled_at === null) {
      const [active] = await tx.query("SELECT 1 FROM registrations WHERE training_id = $1 AND status <> 'cancelled' LIMIT 1", [id]);
      if (active) throw new ApiError(409, 'classHasRegistrations');
    }
    await tx.query('DELETE FROM trainings WHERE id = $1 AND tenant = $2', [id, tenant]);
    return { messagesSent: 0 };
  });
}
