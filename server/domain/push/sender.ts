import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { Db } from '../../db/db.ts';
import { notifiedStatuses } from '../account-status.ts';
import { publicLookup, RefusedAddressError } from '../outbound/public-address.ts';
import { isAllowedEndpoint, type PushServicePolicy } from './subscriptions.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** One encrypted message ready to post (web-push's generateRequestDetails), and what the push service said. */
export type PushRequest = {
  endpoint: string;
  method: 'POST';
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
};
export type PushAnswer = { status: number; retryAfter: string | null };
export type PushTransport = (request: PushRequest) => Promise<PushAnswer>;

/** Gives up on a message after this many tries (about 2 hours of backoff in all). */
export const MAX_PUSH_ATTEMPTS = 8;
/** A claimed message is another sender's again after this, should this one die mid-send (at least once, then). */
export const CLAIM_LEASE_MS = 60_000;
const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60_000;
/** How long a push service keeps a message for a device that is off: a notice about today's class is stale by tomorrow. */
const PUSH_TTL_SECONDS = 12 * 3600;
const BATCH = 50;
const SEND_TIMEOUT_MS = 15_000;

/**
 * Posts over node:https (web-push encrypts and signs: no crypto of our own), with a lookup that refuses any
 * address off the public internet at the moment of connecting (server/domain/outbound): a subscription's
 * endpoint is whatever a signed-in browser sent; it is judged again as when it was saved (a push service
 * of the list), for rows saved under an older list. `allowLoopback` is the tests' local push service (http).
 */
export function pushTransport(policy: PushServicePolicy): PushTransport {
  const lookup = publicLookup(policy);
  return (request) =>
    new Promise((resolve, reject) => {
      const url = new URL(request.endpoint);
      if (!isAllowedEndpoint(request.endpoint, policy)) throw new RefusedAddressError(url.hostname);
      const send = url.protocol === 'https:' ? https.request : http.request;
      const outgoing = send(
        url,
        { method: request.method, headers: request.headers, lookup, timeout: SEND_TIMEOUT_MS },
        (response) => {
          response.resume();
          const retryAfter = response.headers['retry-after'];
          resolve({ status: response.statusCode ?? 0, retryAfter: retryAfter ?? null });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 15 s')));
      outgoing.on('error', reject);
      outgoing.end(request.body);
    });
}

/** 30 s, 1 min, 2 min … up to an hour; a Retry-After (seconds or a date) the service sends wins when later. */
export function retryDelayMs(attempts: number, retryAfter: string | null, now: Date): number {
  const backoff = Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
  if (!retryAfter) return backoff;
  const seconds = /^\d+$/.test(retryAfter.trim())
    ? Number(retryAfter) * 1000
    : new Date(retryAfter).getTime() - now.getTime();
  return Number.isFinite(seconds) ? Math.min(MAX_BACKOFF_MS, Math.max(backoff, seconds)) : backoff;
}

type Claimed = {
  id: string;
  payload: unknown;
  attempts: number;
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  tag: string;
};

/**
 * Takes the due messages for this sender: FOR UPDATE SKIP LOCKED lets any number of server processes on one
 * PostgreSQL claim at once, each getting other rows; the claim (an attempt counted, the row leased for a
 * minute) is committed before anything is sent, so no database lock is held during the network calls.
 */
async function claimDue(db: Db, now: Date, limit: number): Promise<Claimed[]> {
  return db.query<Claimed>(
    `WITH due AS (
       SELECT q.id FROM push_queue q
       JOIN push_subscriptions s ON s.id = q.subscription_id
       JOIN users u ON u.id = s.user_id AND u.status = ANY($4::int[])
       WHERE q.state = 'pending' AND q.next_attempt_at <= $1
       ORDER BY q.next_attempt_at, q.id LIMIT $2
       FOR UPDATE OF q SKIP LOCKED
     )
     UPDATE push_queue q SET attempts = q.attempts + 1, next_attempt_at = $1::timestamptz + make_interval(secs => $3)
     FROM due, push_subscriptions s
     WHERE q.id = due.id AND s.id = q.subscription_id
     RETURNING q.id::text, q.payload, q.attempts, q.subscription_id, s.endpoint, s.p256dh, s.auth, q.payload->>'tag' AS tag`,
    [now, limit, CLAIM_LEASE_MS / 1000, notifiedStatuses],
  );
}

export type DeliveryReport = { sent: number; retried: number; expired: number; refused: number; failed: number };

/**
 * Sends every due message once: 2xx marks it sent; 404/410 (the browser unsubscribed or the subscription
 * expired) or an endpoint off the public internet deletes the subscription and with it its queue; 429 and 5xx (and no answer) try again later with
 * backoff, up to MAX_PUSH_ATTEMPTS; any other answer is final.
 */
export async function deliverDuePushes(
  db: Db,
  now: Date,
  vapid: VapidKeys,
  transport: PushTransport,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, expired: 0, refused: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDue(db, now, BATCH);
    for (const message of claimed) await deliverOne(db, now, vapid, transport, message, report);
    if (claimed.length < BATCH) return report;
  }
}

async function deliverOne(
  db: Db,
  now: Date,
  vapid: VapidKeys,
  transport: PushTransport,
  message: Claimed,
  report: DeliveryReport,
) {
  let answer: PushAnswer;
  try {
    const details = webpush.generateRequestDetails(
      { endpoint: message.endpoint, keys: { p256dh: message.p256dh, auth: message.auth } },
      JSON.stringify(message.payload),
      {
        vapidDetails: vapid,
        contentEncoding: 'aes128gcm',
        TTL: PUSH_TTL_SECONDS,
        urgency: 'high',
        // the push service keeps only the newest undelivered message of a class for an offline device
        topic: message.tag.slice(0, 32),
      },
    );
    // fetch sets the length itself
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([k, v]) => [k, String(v)]),
    );
    answer = await transport({
      endpoint: details.endpoint,
      method: 'POST',
      headers,
      body: new Uint8Array(details.body),
    });
  } catch (error) {
    if (error instanceof RefusedAddressError) {
      // never reachable from here: the subscription goes, as one the push service said is gone
      await db.query('DELETE FROM push_subscriptions WHERE id = $1', [message.subscription_id]);
      report.refused += 1;
      return;
    }
    answer = { status: 0, retryAfter: null };
    await db.query('UPDATE push_queue SET last_error = $2 WHERE id = $1', [
      message.id,
      error instanceof Error ? error.message.slice(0, 500) : 'send failed',
    ]);
  }
  if (answer.status >= 200 && answer.status < 300) {
    await db.query(`UPDATE push_queue SET state = 'sent', sent_at = $2, last_error = NULL WHERE id = $1`, [
      message.id,
      now,
    ]);
    report.sent += 1;
  } else if (answer.status === 404 || answer.status === 410) {
    await db.query('DELETE FROM push_subscriptions WHERE id = $1', [message.subscription_id]);
    report.expired += 1;
  } else if (
    (answer.status === 0 || answer.status === 429 || answer.status >= 500) &&
    message.attempts < MAX_PUSH_ATTEMPTS
  ) {
    const next = new Date(now.getTime() + retryDelayMs(message.attempts, answer.retryAfter, now));
    await db.query(`UPDATE push_queue SET next_attempt_at = $2, last_error = coalesce($3, last_error) WHERE id = $1`, [
      message.id,
      next,
      answer.status ? `HTTP ${answer.status}` : null,
    ]);
    report.retried += 1;
  } else {
    await db.query(`UPDATE push_queue SET state = 'failed', last_error = coalesce($2, last_error) WHERE id = $1`, [
      message.id,
      answer.status ? `HTTP ${answer.status}` : null,
    ]);
    report.failed += 1;
  }
}
