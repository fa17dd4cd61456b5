import http from 'node:http';
import https from 'node:https';
import { hostCanBePublic, publicLookup, RefusedAddressError, type AddressPolicy } from '../outbound/public-address.ts';

export type WebhookRequest = { url: string; headers: Record<string, string>; body: string };
/** The receiver's status and the start of its answer (kept for the admin's deliveries list). */
export type WebhookAnswer = { status: number; excerpt: string };
export type WebhookTransport = (request: WebhookRequest) => Promise<WebhookAnswer>;

/** A receiver gets this long to answer; more and the try counts as failed (and is retried). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of an answer is kept. */
const EXCERPT_BYTES = 1_000;

/**
 * POSTs over node:http(s) with the push sender's guard (server/domain/outbound): the address is checked as
 * written and its DNS answer again at the moment of connecting, so an endpoint re-pointed at the server's own
 * network after it was accepted is refused (RefusedAddressError). Plain http only for the tests' loopback.
 */
export function webhookTransport(policy: AddressPolicy, timeoutMs = WEBHOOK_TIMEOUT_MS): WebhookTransport {
  const lookup = publicLookup(policy);
  return (request) =>
    new Promise((resolve, reject) => {
      const url = new URL(request.url);
      if (!hostCanBePublic(url, policy)) return reject(new RefusedAddressError(url.hostname));
      const send = url.protocol === 'https:' ? https.request : policy.allowLoopback ? http.request : undefined;
      if (!send) return reject(new RefusedAddressError(url.hostname));
      const outgoing = send(
        url,
        {
          method: 'POST',
          headers: { ...request.headers, 'content-type': 'application/json', 'user-agent': 'club-booking-webhooks' },
          lookup,
          timeout: timeoutMs,
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            if (size < EXCERPT_BYTES) chunks.push(chunk);
            size += chunk.length;
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              excerpt: Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8'),
            }),
          );
          response.on('error', reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
      outgoing.on('error', reject);
      outgoing.end(request.body);
    });
}
