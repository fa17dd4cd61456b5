import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { appendAudit } from '../audit/append.ts';
import { promoteWaiting } from '../booking/promote-waiting.ts';
import { outboxSmsProvider } from '../sms/outbox-sms-provider.ts';

/** What an erased account is called wherever its bookings are still counted (trainer lists, statistics). */
export const ERASED_FIRST_NAME = 'Erased';
export const ERASED_LAST_NAME = 'member';

/**
 * Erases a member (issue #40 point 2), in the caller's transaction. The users row stays as a tombstone, so
 * past bookings and presence still count in the club's statistics, detached from the person: name, e-mail,
 * phone, username and client code become `erased-<id>` values, the password goes and the account is closed
 * (findUserByLogin/ById skip erased rows: nothing logs in or refreshes). What only served the person goes:
 * sessions, refresh tokens, reset links, push devices (and their queue), entry codes, calendar feed, alerts,
 * standing bookings, notices, strikes, vouchers, consents (nothing is sent to an erased account) and public-voucher claims by their e-mail, mails to them; the
 * SMS outbox keeps its rows for the daily count, without phone, recipient or text. Future places are given up,
 * and their waiting lists move up as after a cancel. Family links end (their record names ids only), and the
 * birth date goes with the rest of the person.
 * Invoices stay as they are, for the legal retention period (sweepExpiredInvoices deletes them after it).
 */
export async function eraseMember(tx: Db, tenant: TenantId, userId: number, now: Date): Promise<boolean> {
  const [user] = await tx.query<{ email: string; phone: string }>(
    'SELECT email, phone FROM users WHERE tenant = $1 AND id = $2 AND erased_at IS NULL FOR UPDATE',
    [tenant, userId],
  );
  if (!user) return false;
  const args = [tenant, userId];
  const freed = await tx.query<{ training_id: number }>(
    `UPDATE registrations r SET status = 'cancelled', cancelled_at = $3, offer_expires_at = NULL
     FROM trainings t WHERE t.id = r.training_id AND r.tenant = $1 AND r.user_id = $2 AND r.status <> 'cancelled'
       AND t.start_at > $3
     RETURNING r.training_id`,
    [tenant, userId, now],
  );
  // a place given up passes to the waiting list, under the class's lock as every change of its places
  for (const { training_id: trainingId } of freed) {
    await tx.query('SELECT 1 FROM trainings WHERE id = $1 FOR UPDATE', [trainingId]);
    await promoteWaiting(tx, tenant, trainingId, outboxSmsProvider, now);
  }
  await tx.query(
    `UPDATE family_links SET unlinked_at = $3
     WHERE tenant = $1 AND (guardian_id = $2 OR dependant_id = $2) AND unlinked_at IS NULL`,
    [tenant, userId, now],
  );
  await tx.query('DELETE FROM family_link_codes WHERE tenant = $1 AND dependant_id = $2', args);
  for (const table of [
    'refresh_tokens',
    'password_reset_tokens',
    'push_subscriptions',
    'entry_codes',
    'calendar_feeds',
    'booking_open_alerts',
    'standing_bookings',
    'member_notices',
    'waiting_notices',
    'waiting_releases',
    'member_strikes',
    'vouchers',
    'member_consents',
  ])
    await tx.query(`DELETE FROM ${table} WHERE tenant = $1 AND user_id = $2`, args);
  await tx.query('DELETE FROM voucher_claims WHERE tenant = $1 AND lower(email) = lower($2)', [tenant, user.email]);
  await tx.query('DELETE FROM mail_outbox WHERE tenant = $1 AND lower(recipient) = lower($2)', [tenant, user.email]);
  if (user.phone !== '')
    await tx.query("UPDATE sms_outbox SET phone = '', recipient = '', message = '' WHERE tenant = $1 AND phone = $2", [
      tenant,
      user.phone,
    ]);
  await tx.query(
    `UPDATE users SET username = 'erased-' || id, email = 'erased-' || id || '@erased.invalid', phone = '',
       first_name = $3, last_name = $4, password_hash = '', client_code = 'erased-' || id, status = 5, birth_date = NULL,
       needs_update = false, erased_at = $5
     WHERE tenant = $1 AND id = $2`,
    [tenant, userId, ERASED_FIRST_NAME, ERASED_LAST_NAME, now],
  );
  return true;
}

/** An erasure the housekeeping sweep made by itself (a request's days over, an account long ended), in the audit log. */
export async function auditSweptErasure(
  tx: Db,
  tenant: TenantId,
  userId: number,
  now: Date,
  reason: 'requestDue' | 'inactive',
): Promise<void> {
  await appendAudit(tx, tenant, {
    at: now,
    actor: { id: null, role: 'system' },
    requestId: 'housekeeping',
    clientAddress: '',
    action: 'member.erase',
    subject: { type: 'user', id: userId },
    before: null,
    after: null,
    detail: { reason },
  });
}

/**
 * Invoices are kept 7 years from the end of their financial year (the Estonian Accounting Act, § 12). An
 * erased member's invoices go once that ends; the invoices of members still with the club stay theirs.
 */
export async function sweepExpiredInvoices(db: Db, now: Date): Promise<number> {
  const gone = await db.query(
    `DELETE FROM invoices i USING users u WHERE u.id = i.user_id AND u.erased_at IS NOT NULL
       AND i.invoice_date < make_date(extract(year FROM $1::timestamptz)::int - 7, 1, 1) RETURNING i.id`,
    [now],
  );
  return gone.length;
}
