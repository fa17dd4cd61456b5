import type { TenantId } from '../../../../src/api/contract/tenant.ts';
import { addDays, addMonths, startOfMonth } from '../../../../src/common/calendar.ts';
import type { Db } from '../../db.ts';
import { insertRows } from '../insert-rows.ts';
import { referenceNumber } from '../member-data.ts';
import { membersSql } from './members.ts';
import { INVOICE_MONTHS } from './sizes.ts';
import { checkDigitSql, hashOf, weightedDigitsSql } from './sql.ts';

type Ctx = { db: Db; tenant: TenantId; tenantIndex: number; today: string; vatPercent: number };

/** Gross of the demo seed's invoice lines: the membership, and towel rental on every third month. */
const grossSql = (towel: string) =>
  `(4839 + round(4839 * $VAT / 100.0)::int + CASE WHEN ${towel} THEN 484 + round(484 * $VAT / 100.0)::int ELSE 0 END)`;

/**
 * A monthly invoice for every generated member over INVOICE_MONTHS months, written month by month as a
 * club's billing run would (a member's invoices lie on different pages, as in a real database) (the demo seed's lines: the
 * membership, towel rental every third month), all paid but the current month's (unpaid, part-paid or
 * paid); 30 more for the demo member before the seed's six; then the lines of every new invoice.
 */
async function addInvoices({ db, tenant, tenantIndex, today, vatPercent }: Ctx, afterInvoiceId: number) {
  const tenantCode = String(tenantIndex + 1).padStart(2, '0');
  await db.query(
    `WITH member AS (
       -- what an invoice takes from its member and from its month is made once for each, not per invoice:
       -- the names, and the reference's first six digits and last three with their 7-3-1 weighting
       SELECT m.id, m.k, m.first_name || ' ' || m.last_name AS payer,
         m.first_name || ' ' || m.last_name || ' (' || m.client_code || ')' AS client,
         lpad((m.k + 1)::text, 6, '0') AS ref_member, ${weightedDigitsSql('m.k + 1', 6, 3)} AS ref_member_sum
       FROM (${membersSql('$1')}) m
     ),
     month AS (
       SELECT g.month, (date_trunc('month', $2::date) - g.month * interval '1 month')::date AS invoice_date,
         lpad((g.month + 1)::text, 3, '0') AS ref_month, ${weightedDigitsSql('g.month + 1', 3, 0)} AS ref_month_sum
       FROM generate_series(0, ${INVOICE_MONTHS - 1}) AS g(month)
     ),
     invoice AS (
       SELECT m.id, m.k, m.payer, m.client, g.month, g.invoice_date,
         m.ref_member || g.ref_month || ${checkDigitSql('m.ref_member_sum + g.ref_month_sum')} AS reference,
         ${hashOf('m.k * 64 + g.month', 31)} % 3 AS paid_roll
       FROM member m CROSS JOIN month g
     )
     INSERT INTO invoices (tenant, user_id, number, invoice_date, due_date, reference_number, payer, client, paid_cents)
     SELECT $1, id, to_char(invoice_date, 'YYYY') || $3 || lpad((k * ${INVOICE_MONTHS} + month + 1)::text, 7, '0'),
       invoice_date, invoice_date + 14, reference,
       payer, client,
       CASE WHEN month > 0 OR paid_roll = 2 THEN 1 WHEN paid_roll = 1 THEN 0.5 ELSE 0 END
         * ${grossSql('extract(month FROM invoice_date)::int % 3 = 0').replaceAll('$VAT', '$4')}
     FROM invoice ORDER BY invoice_date, k`,
    [tenant, today, tenantCode, vatPercent],
  );
  const [member] = await db.query<{ id: number; client_code: string; first_name: string; last_name: string }>(
    `SELECT id, client_code, first_name, last_name FROM users WHERE tenant = $1 AND username = 'member'`,
    [tenant],
  );
  if (member) {
    const name = `${member.first_name} ${member.last_name}`;
    const gross = (date: string) =>
      4839 +
      Math.round((4839 * vatPercent) / 100) +
      (Number(date.slice(5, 7)) % 3 === 0 ? 484 + Math.round((484 * vatPercent) / 100) : 0);
    // paid in full, as every old invoice of the demo member
    await insertRows(
      db,
      'invoices',
      Array.from({ length: INVOICE_MONTHS - 6 }, (_, i) => {
        const date = addMonths(startOfMonth(today), -(i + 6));
        return {
          tenant,
          user_id: member.id,
          number: `${date.slice(0, 4)}${tenantCode}D${String(i + 1).padStart(5, '0')}`,
          invoice_date: date,
          due_date: addDays(date, 14),
          reference_number: referenceNumber(`${member.client_code.replace(/\D/g, '')}${String(i + 101)}`),
          payer: name,
          client: `${name} (${member.client_code})`,
          paid_cents: gross(date),
        };
      }),
    );
  }
  await db.query(
    `INSERT INTO invoice_lines (invoice_id, article, quantity, price_cents, vat_percent)
     SELECT i.id, l.article, l.quantity, l.price_cents, $3
     FROM invoices i
     CROSS JOIN LATERAL (VALUES (1, 'Monthly membership', 1, 4839), (2, 'Towel rental', 2, 242)) AS l(n, article, quantity, price_cents)
     WHERE i.tenant = $1 AND i.id > $2 AND (l.n = 1 OR extract(month FROM i.invoice_date)::int % 3 = 0)
     ORDER BY i.id, l.n`,
    [tenant, afterInvoiceId, vatPercent],
  );
}

/**
 * Each generated member's current contract (open-ended, or ten visits within 90 days) and, for four in
 * five, an archived one before it; the demo member gets four more archived ones.
 */
async function addContracts({ db, tenant, today }: Ctx) {
  await db.query(
    `WITH member AS (${membersSql('$1')}),
     contract AS (
       SELECT m.id, m.k, c.n, ${hashOf('m.k', 41)} % 100 AS roll
       FROM member m CROSS JOIN generate_series(0, 1) AS c(n)
       WHERE c.n = 0 OR ${hashOf('m.k', 42)} % 5 <> 0
     ),
     dated AS (
       SELECT contract.*, CASE
         WHEN n = 1 THEN $2::date - 200 - ${hashOf('k', 43)} % 800
         WHEN roll < 20 THEN $2::date - roll * 4
         ELSE $2::date - ${hashOf('k', 44)} % 900 END AS created
       FROM contract
     )
     INSERT INTO contracts (tenant, user_id, number, package_name, package_price_cents, created_date, end_date, validity)
     SELECT $1, id, 'L-' || to_char(created, 'YYYY') || '-' || lpad((k * 2 + n + 1)::text, 6, '0'),
       CASE WHEN n = 1 THEN 'Student 3 months' WHEN roll < 20 THEN 'Pool 10 visits' WHEN roll < 40 THEN 'Morning monthly' ELSE 'Unlimited monthly' END,
       CASE WHEN n = 1 THEN 9900 WHEN roll < 20 THEN 6500 WHEN roll < 40 THEN 3900 ELSE 5900 END,
       created,
       CASE WHEN n = 1 THEN created + 90 WHEN roll < 20 THEN created + 90 END,
       CASE WHEN n = 1 THEN '3 months' WHEN roll < 20 THEN '90 days' ELSE 'Until further notice' END
     FROM dated ORDER BY k, n`,
    [tenant, today],
  );
  await db.query(
    `INSERT INTO contracts (tenant, user_id, number, package_name, package_price_cents, created_date, end_date, validity)
     SELECT $1, u.id, 'L-' || to_char($2::date - 600 - g * 200, 'YYYY') || '-D' || lpad(g::text, 5, '0'), 'Student 3 months', 9900,
       $2::date - 600 - g * 200, $2::date - 510 - g * 200, '3 months'
     FROM users u CROSS JOIN generate_series(1, 4) AS g
     WHERE u.tenant = $1 AND u.username = 'member'`,
    [tenant, today],
  );
}

/**
 * One voucher per generated member, a quarter in each state of SPEC §4 (valid, used up, expired, not yet
 * valid), one in eight shareable; six more for the demo member, in every state.
 */
async function addVouchers({ db, tenant, today }: Ctx) {
  const states = `(VALUES
      (0, 'Bring a friend', -10, 60, 10),
      (1, 'Sauna 5 visits', -90, 30, 5),
      (2, 'Summer pass', -120, -5, 8),
      (3, 'Spring yoga', 10, 100, 4)) AS s(state, name, valid_from, valid_until, uses)`;
  await db.query(
    `WITH member AS (${membersSql('$1')}),
     voucher AS (SELECT member.*, ${hashOf('k', 51)} AS roll FROM member)
     INSERT INTO vouchers (code, tenant, user_id, name, valid_from, valid_until, uses_total, uses_left, shareable)
     SELECT 'G-' || lpad((v.k + 1)::text, 6, '0'), $1, v.id, s.name,
       $2::date + s.valid_from - v.roll % 5, $2::date + s.valid_until - v.roll % 5, s.uses,
       CASE s.state WHEN 0 THEN 1 + v.roll % (s.uses - 1) WHEN 1 THEN 0 WHEN 2 THEN v.roll % s.uses ELSE s.uses END,
       s.state = 0 AND v.roll % 8 = 0
     FROM voucher v JOIN ${states} ON s.state = v.roll % 4
     ORDER BY v.k`,
    [tenant, today],
  );
  await db.query(
    `INSERT INTO vouchers (code, tenant, user_id, name, valid_from, valid_until, uses_total, uses_left, shareable)
     SELECT 'G-D' || lpad(g::text, 5, '0'), $1, u.id, s.name, $2::date + s.valid_from - g, $2::date + s.valid_until - g,
       s.uses, CASE s.state WHEN 1 THEN 0 ELSE s.uses / 2 END, false
     FROM users u CROSS JOIN generate_series(1, 6) AS g JOIN ${states} ON s.state = g % 4
     WHERE u.tenant = $1 AND u.username = 'member'`,
    [tenant, today],
  );
}

/** A valid club card for every generated member; every tenth also has an expired one. */
async function addEntryCodes({ db, tenant, today }: Ctx) {
  await db.query(
    `WITH member AS (${membersSql('$1')})
     INSERT INTO entry_codes (code, tenant, user_id, name, valid_until)
     SELECT '2' || lpad((k + 1)::text, 8, '0'), $1, id, 'Club card', $2::date + 30 + ${hashOf('k', 61)} % 335 FROM member
     UNION ALL
     SELECT '3' || lpad((k + 1)::text, 8, '0'), $1, id, 'Old club card', $2::date - 30 - ${hashOf('k', 62)} % 700
     FROM member WHERE k % 10 = 0`,
    [tenant, today],
  );
}

export async function addMemberData(ctx: Ctx, afterInvoiceId: number): Promise<void> {
  await addInvoices(ctx, afterInvoiceId);
  await addContracts(ctx);
  await addVouchers(ctx);
  await addEntryCodes(ctx);
}
