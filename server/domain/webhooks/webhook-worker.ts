import type { Db } from '../../db/db.ts';
import { deliverDueWebhooks } from './delivery.ts';
import type { WebhookTransport } from './transport.ts';

/** How often the sender looks for due deliveries: an event reaches its receiver within this. */
export const WEBHOOK_POLL_MS = 1_000;

/**
 * The webhook sender of this process (as the push worker: server/domain/push/push-worker.ts): a run never
 * overlaps the previous one; a failed run (database away) is logged and tried again next time.
 */
export function startWebhookWorker(db: Db, now: () => Date, transport: WebhookTransport): () => void {
  let sending = false;
  const tick = async () => {
    if (sending) return;
    sending = true;
    try {
      await deliverDueWebhooks(db, now(), transport);
    } catch (error) {
      console.error('webhook delivery failed', error);
    } finally {
      sending = false;
    }
  };
  const timer = setInterval(() => void tick(), WEBHOOK_POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
