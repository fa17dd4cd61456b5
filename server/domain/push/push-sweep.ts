import type { Db } from '../../db/db.ts';
import { deleteEndedSessionSubscriptions, deleteInactiveSubscriptions } from './subscriptions.ts';

/**
 * Part of the periodic housekeeping: subscriptions of inactive accounts and ended sessions. Finished messages
 * are kept as long as each club set (privacy/retention.ts).
 */
export async function sweepPush(db: Db, now: Date): Promise<{ subscriptions: number }> {
  const subscriptions = (await deleteInactiveSubscriptions(db, now)) + (await deleteEndedSessionSubscriptions(db, now));
  return { subscriptions };
}
