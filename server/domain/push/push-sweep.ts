import type { Db } from '../../db/db.ts';
import { deleteEndedSessionSubscriptions, deleteInactiveSubscriptions } from './subscriptions.ts';

/** Sent and given-up messages are kept this long (a reminder's dedupe needs them only until the class starts). */
export const PUSH_DONE_KEEP_MS = 3 * 86_400_000;

/** Part of the periodic housekeeping: subscriptions of inactive accounts and ended sessions, and finished messages past keeping. */
export async function sweepPush(db: Db, now: Date): Promise<{ subscriptions: number; messages: number }> {
  const subscriptions = (await deleteInactiveSubscriptions(db)) + (await deleteEndedSessionSubscriptions(db, now));
  const done = await db.query("DELETE FROM push_queue WHERE state <> 'pending' AND created_at < $1 RETURNING id", [
    new Date(now.getTime() - PUSH_DONE_KEEP_MS),
  ]);
  return { subscriptions, messages: done.length };
}
