import { Webhook } from 'standardwebhooks';
import type { Db } from '../../db/db.ts';
import { RefusedAddressError } from '../outbound/public-address.ts';
import { retryDelayAfter } from './schedule.ts';
import type { WebhookAnswer, WebhookTransport } from './transport.ts';
import { WEBHOOK_TIMEOUT_MS } from './transport.ts';

/** A claimed delivery is another sender's again after this, should this one die mid-send (at least once). */
export const WEBHOOK_LEASE_MS = 6 * WEBHOOK_TIMEOUT_MS;
const BATCH = 20;

type Claimed = {
  id: string;
  webhook_id: string;
  payload: unknown;
  attempts: number;
  endpoint_id: number;
  url: string;
  secret: string;
};

/**
 * Takes the due deliveries of enabled endpoints: FOR UPDATE SKIP LOCKED lets any number of server processes
 * claim at once, each other rows; the claim (a try counted, the row leased) is committed before anything is
 * sent, so no lock is held during the network calls and a process killed mid-send leaves the row to another
 * once the lease ends (sent again, never lost: the receiver de-duplicates on webhook-id).
 */
async function claimDue(db: Db, now: Date, limit: number): Promise<Claimed[]> {
  return db.query<Claimed>(
    `WITH due AS (
       SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id AND e.enabled
       WHERE d.status = 'pending' AND d.next_attempt_at <= $1
       ORDER BY d.next_attempt_at, d.id LIMIT $2
       FOR UPDATE OF d SKIP LOCKED
     )
     UPDATE webhook_deliveries d SET attempts = d.attempts + 1, last_attempt_at = $1,
       next_attempt_at = $1::timestamptz + make_interval(secs => $3)
     FROM due, webhook_endpoints e
     WHERE d.id = due.id AND e.id = d.endpoint_id
     RETURNING d.id::text, d.webhook_id, d.payload, d.attempts, d.endpoint_id, e.url, e.secret`,
    [now, limit, WEBHOOK_LEASE_MS / 1000],
  );
}

export type WebhookReport = { sent: number; retried: number; failed: number; gone: number; refused: number };

/**
 * Sends every due delivery once: 2xx marks it sent; 410 turns its endpoint off (the receiver says it is gone
 * for good: TeamUp's and Standard Webhooks' rule); an address inside the server's network turns the endpoint
 * off too; anything else (no answer, 3xx, 4xx, 5xx) is tried again after the next delay, until the last.
 */
export async function deliverDueWebhooks(db: Db, now: Date, transport: WebhookTransport): Promise<WebhookReport> {
  const report: WebhookReport = { sent: 0, retried: 0, failed: 0, gone: 0, refused: 0 };
  for (;;) {
    const claimed = await claimDue(db, now, BATCH);
    await Promise.all(claimed.map((delivery) => deliverOne(db, now, transport, delivery, report)));
    if (claimed.length < BATCH) return report;
  }
}

async function deliverOne(db: Db, now: Date, transport: WebhookTransport, delivery: Claimed, report: WebhookReport) {
  const body = JSON.stringify(delivery.payload);
  // the receiver checks the signature's time against its own clock: the real time, not a test's pinned one
  const signedAt = new Date();
  let answer: WebhookAnswer;
  try {
    const signature = new Webhook(delivery.secret).sign(delivery.webhook_id, signedAt, body);
    answer = await transport({
      url: delivery.url,
      body,
      headers: {
        'webhook-id': delivery.webhook_id,
        'webhook-timestamp': String(Math.floor(signedAt.getTime() / 1000)),
        'webhook-signature': signature,
      },
    });
  } catch (error) {
    if (error instanceof RefusedAddressError) {
      await disableEndpoint(db, delivery, 'refused', 0, error.message);
      report.refused += 1;
      return;
    }
    answer = { status: 0, excerpt: error instanceof Error ? error.message : 'send failed' };
  }
  if (answer.status >= 200 && answer.status < 300) {
    await record(db, delivery, `status = 'sent', sent_at = $4`, answer, now);
    report.sent += 1;
  } else if (answer.status === 410) {
    await disableEndpoint(db, delivery, 'gone', answer.status, answer.excerpt);
    report.gone += 1;
  } else {
    const delay = retryDelayAfter(delivery.attempts);
    if (delay === null) {
      await record(db, delivery, `status = 'failed'`, answer);
      report.failed += 1;
    } else {
      await record(db, delivery, `next_attempt_at = $4`, answer, new Date(now.getTime() + delay));
      report.retried += 1;
    }
  }
}

async function record(db: Db, delivery: Claimed, change: string, answer: WebhookAnswer, value?: Date) {
  await db.query(
    `UPDATE webhook_deliveries SET ${change}, last_status_code = $2, last_answer = $3 WHERE id = $1`,
    value === undefined
      ? [delivery.id, answer.status, answer.excerpt.slice(0, 1000)]
      : [delivery.id, answer.status, answer.excerpt.slice(0, 1000), value],
  );
}

/** The endpoint stops (its pending deliveries wait: turned on again, they go); this delivery fails. */
async function disableEndpoint(db: Db, delivery: Claimed, reason: 'gone' | 'refused', status: number, excerpt: string) {
  await db.transaction(async (tx) => {
    await tx.query(`UPDATE webhook_endpoints SET enabled = false, disabled_reason = $2 WHERE id = $1`, [
      delivery.endpoint_id,
      reason,
    ]);
    await tx.query(
      `UPDATE webhook_deliveries SET status = 'failed', last_status_code = $2, last_answer = $3 WHERE id = $1`,
      [delivery.id, status, excerpt.slice(0, 1000)],
    );
  });
}
