import type { Db } from '../../db/db.ts';
import { enqueueDueReminders } from './reminders.ts';
import { deliverDuePushes, type PushTransport } from './sender.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** How often the sender looks for due messages; a notice reaches the push service within this. */
export const PUSH_POLL_MS = 2_000;
/** Reminders are due on the minute (leads are whole hours). */
export const REMINDER_POLL_MS = 60_000;

/**
 * The periodic push work of this process, on the server's clock (server/clock.ts: a pinned test clock
 * drives reminders too): queue the due reminders every minute, send the due messages every 2 s. A run
 * never overlaps the previous one; a failed run (database away) is logged and tried again next time.
 */
export function startPushWorker(db: Db, now: () => Date, vapid: VapidKeys, transport: PushTransport): () => void {
  let sending = false;
  let lastReminders = 0;
  const tick = async () => {
    if (sending) return;
    sending = true;
    try {
      if (Date.now() - lastReminders >= REMINDER_POLL_MS) {
        lastReminders = Date.now();
        await enqueueDueReminders(db, now());
      }
      await deliverDuePushes(db, now(), vapid, transport);
    } catch (error) {
      console.error('push delivery failed', error);
    } finally {
      sending = false;
    }
  };
  const timer = setInterval(() => void tick(), PUSH_POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
