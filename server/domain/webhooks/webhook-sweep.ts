import type { Db } from '../../db/db.ts';

/** Delivered and failed messages stay this long in the admin's deliveries list ("send again" works until then). */
export const WEBHOOK_DONE_KEEP_MS = 30 * 86_400_000;

/** Part of the periodic housekeeping: finished deliveries past keeping (pending ones always stay). */
export async function sweepWebhookDeliveries(db: Db, now: Date): Promise<number> {
  const done = await db.query(
    "DELETE FROM webhook_deliveries WHERE status <> 'pending' AND coalesce(last_attempt_at, created_at) < $1 RETURNING id",
    [new Date(now.getTime() - WEBHOOK_DONE_KEEP_MS)],
  );
  return done.length;
}
