import type { Db } from '../../db/db.ts';
import { getTenant } from '../../../tenants/registry.ts';
import { tenantIds, type TenantId } from '../../../src/api/contract/tenant.ts';
import { clubContact } from '../club-contact.ts';
import type { MailTransport } from './mail-transport.ts';

/** Gives up on a mail after this many tries (about 2 hours of backoff in all). */
export const MAX_MAIL_ATTEMPTS = 8;
/** A claimed mail is another sender's again after this, should this one die mid-send. */
const CLAIM_LEASE_MS = 120_000;
const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60_000;
const BATCH = 20;

/** 30 s, 1 min, 2 min … up to an hour. */
export const mailRetryDelayMs = (attempts: number) =>
  Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));

type Claimed = {
  id: string;
  tenant: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
};

/**
 * Takes the due mails: FOR UPDATE SKIP LOCKED lets several server processes on one PostgreSQL claim at once;
 * the claim (an attempt counted, the row leased) is committed before sending, so no lock is held meanwhile.
 */
function claimDue(db: Db, now: Date): Promise<Claimed[]> {
  return db.query<Claimed>(
    `WITH due AS (
       SELECT id FROM mail_outbox WHERE state = 'pending' AND next_attempt_at <= $1
       ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED
     )
     UPDATE mail_outbox m SET attempts = m.attempts + 1, next_attempt_at = $1::timestamptz + make_interval(secs => $3)
     FROM due WHERE m.id = due.id
     RETURNING m.id::text, m.tenant, m.recipient, m.subject, m.text_body, m.html_body, m.attempts`,
    [now, BATCH, CLAIM_LEASE_MS / 1000],
  );
}

export type MailReport = { sent: number; retried: number; failed: number };

const isTenant = (id: string): id is TenantId => (tenantIds as readonly string[]).includes(id);

/**
 * Sends every due mail once: accepted marks it sent; refused or unreachable tries again with backoff, up to
 * MAX_MAIL_ATTEMPTS, then gives up. A sent or given-up mail keeps no body (a reset link is a secret).
 */
export async function deliverDueMails(db: Db, now: Date, transport: MailTransport): Promise<MailReport> {
  const report: MailReport = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDue(db, now);
    for (const mail of claimed) {
      try {
        const contact = isTenant(mail.tenant) ? await clubContact(db, mail.tenant) : undefined;
        await transport.send({
          fromName: isTenant(mail.tenant) ? getTenant(mail.tenant).brandName : mail.tenant,
          to: mail.recipient,
          replyTo: contact?.email || undefined,
          subject: mail.subject,
          text: mail.text_body,
          html: mail.html_body,
        });
        await db.query(
          `UPDATE mail_outbox SET state = 'sent', sent_at = $2, last_error = NULL, text_body = '', html_body = '' WHERE id = $1`,
          [mail.id, now],
        );
        report.sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message.slice(0, 500) : 'send failed';
        if (mail.attempts < MAX_MAIL_ATTEMPTS) {
          await db.query('UPDATE mail_outbox SET next_attempt_at = $2, last_error = $3 WHERE id = $1', [
            mail.id,
            new Date(now.getTime() + mailRetryDelayMs(mail.attempts)),
            reason,
          ]);
          report.retried += 1;
        } else {
          await db.query(
            `UPDATE mail_outbox SET state = 'failed', last_error = $2, text_body = '', html_body = '' WHERE id = $1`,
            [mail.id, reason],
          );
          report.failed += 1;
        }
      }
    }
    if (claimed.length < BATCH) return report;
  }
}
