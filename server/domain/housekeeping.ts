import type { Db } from '../db/db.ts';
import { sweepMailOutbox } from './mail/mail-sweep.ts';
import { sweepResetTokens } from './password-reset.ts';
import { sweepPush } from './push/push-sweep.ts';
import { sweepExpiredInvoices } from './privacy/erase-member.ts';
import { eraseDueRequests } from './privacy/erasure-requests.ts';
import { sweepRetention, type RetentionSwept } from './privacy/retention.ts';
import { sweepRefreshTokens } from './refresh-token-sweep.ts';
import { AttemptThrottle } from './throttle/attempt-throttle.ts';
import { defaultThrottlePolicies } from './throttle/throttle-policy.ts';
import { sweepWebhookDeliveries } from './webhooks/webhook-sweep.ts';

export const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;

/**
 * Deletes what has served its purpose (used or expired refresh tokens, finished throttle runs, old password reset
 * tokens, sent mails and finished webhook deliveries); erases the members whose erasure is due, and their invoices
 * once the legal retention has ended; applies each club's retention (the SMS outbox, accounts that ended long
 * ago, login sessions, push messages, the audit log); then the push subscriptions of accounts no longer active
 * and of sessions that ended, the retention's among them.
 */
export async function sweepOnce(
  db: Db,
  now: Date,
): Promise<
  RetentionSwept & {
    refreshTokens: number;
    throttleRows: number;
    pushSubscriptions: number;
    resetTokens: number;
    mails: number;
    webhookDeliveries: number;
    erasures: number;
    invoices: number;
  }
> {
  const refreshTokens = await sweepRefreshTokens(db, now);
  const throttleRows = await new AttemptThrottle(db, defaultThrottlePolicies).sweep(now);
  const resetTokens = await sweepResetTokens(db, now);
  const mails = await sweepMailOutbox(db, now);
  const webhookDeliveries = await sweepWebhookDeliveries(db, now);
  const erasures = await eraseDueRequests(db, now);
  const invoices = await sweepExpiredInvoices(db, now);
  const retention = await sweepRetention(db, now);
  const push = await sweepPush(db, now);
  return {
    refreshTokens,
    throttleRows,
    pushSubscriptions: push.subscriptions,
    resetTokens,
    mails,
    webhookDeliveries,
    erasures,
    invoices,
    ...retention,
  };
}

/** Runs the sweep every 10 minutes; a failed sweep (database away) is logged and tried again later. */
export function startHousekeeping(db: Db, now: () => Date): () => void {
  const timer = setInterval(() => {
    sweepOnce(db, now()).catch((error: unknown) => console.error('housekeeping sweep failed', error));
  }, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
