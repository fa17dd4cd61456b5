import type { TenantId } from '../../../src/api/contract/tenant.ts';
import { addDays, addMonths, startOfMonth } from '../../../src/common/calendar.ts';
import type { Db } from '../db.ts';
import { insertIds, insertRows } from './insert-rows.ts';
import type { DemoUserIds } from './refs.ts';

/** Estonian 7-3-1 reference number: the base plus a check digit. */
export function referenceNumber(base: string): string {
  const weights = [7, 3, 1];
  const sum = [...base].reverse().reduce((acc, digit, i) => acc + Number(digit) * weights[i % 3]!, 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
}

const monthStart = (date: string, monthsBack: number) => addMonths(startOfMonth(date), -monthsBack);

type Ctx = {
  db: Db;
  tenant: TenantId;
  tenantIndex: number;
  today: string;
  now: Date;
  users: DemoUserIds;
  memberIds: number[];
  vatPercent: number;
};

/** Every member has an entry code; `member` also has an expired one (the scanner's cardExpired). */
async function seedEntryCodes({ db, tenant, tenantIndex, today, users, memberIds }: Ctx) {
  const holders = [...memberIds, users.trainer, users.admin, users.blocked];
  const code = (n: number) => String(100000000 + tenantIndex * 100000 + n * 37);
  await insertRows(db, 'entry_codes', [
    ...holders.map((userId, i) => ({
      code: code(i + 1),
      tenant,
      user_id: userId,
      name: 'Club card',
      valid_until: addDays(today, 365),
    })),
    { code: code(0), tenant, user_id: users.member, name: 'Old club card', valid_until: addDays(today, -30) },
  ]);
}

/** Valid (termless and fixed-term) and archived contracts. */
async function seedContracts({ db, tenant, today, users, memberIds }: Ctx) {
  const contract = (
    userId: number,
    n: number,
    name: string,
    price: number,
    created: string,
    end: string | null,
    validity: string,
    visits: { total: number; left: number } | null = null,
  ) => ({
    tenant,
    user_id: userId,
    number: `L-${created.slice(0, 4)}-${String(n).padStart(4, '0')}`,
    package_name: name,
    package_price_cents: price,
    created_date: created,
    end_date: end,
    validity,
    visits_total: visits?.total ?? null,
    visits_left: visits?.left ?? null,
  });
  await insertRows(db, 'contracts', [
    contract(users.member, 1, 'Unlimited monthly', 5900, addDays(today, -180), null, 'Until further notice'),
    contract(users.member, 2, 'Pool 10 visits', 6500, addDays(today, -20), addDays(today, 70), '90 days', {
      total: 10,
      left: 7,
    }),
    contract(users.member, 3, 'Student 3 months', 9900, addDays(today, -500), addDays(today, -410), '3 months'),
    contract(users.member2, 4, 'Morning monthly', 3900, addDays(today, -60), null, 'Until further notice'),
    ...memberIds
      .slice(2)
      .map((userId, i) =>
        contract(userId, 10 + i, 'Unlimited monthly', 5900, addDays(today, -90 - i), null, 'Until further notice'),
      ),
  ]);
}

/** Six monthly invoices for `member` (older paid, one part-paid, the latest unpaid) and one for `member2`. */
async function seedInvoices({ db, tenant, tenantIndex, today, users, vatPercent }: Ctx) {
  const invoices = Array.from({ length: 6 }, (_, i) => {
    const date = monthStart(today, 5 - i);
    return { userId: users.member, name: 'Kati Kask', code: 'C10001', date, paidShare: i < 4 ? 1 : i === 4 ? 0.5 : 0 };
  });
  invoices.push({
    userId: users.member2,
    name: 'Peeter Põld',
    code: 'C10002',
    date: monthStart(today, 0),
    paidShare: 1,
  });
  const lines = (i: number) => [
    { article: 'Monthly membership', quantity: 1, price_cents: 4839, vat_percent: vatPercent },
    ...(i % 2 === 0 ? [{ article: 'Towel rental', quantity: 2, price_cents: 242, vat_percent: vatPercent }] : []),
  ];
  const gross = (i: number) =>
    lines(i).reduce(
      (sum, l) => sum + l.quantity * l.price_cents + Math.round((l.quantity * l.price_cents * l.vat_percent) / 100),
      0,
    );
  const ids = await insertIds(
    db,
    'invoices',
    invoices.map((inv, i) => ({
      tenant,
      user_id: inv.userId,
      number: `${inv.date.slice(0, 4)}${String(tenantIndex + 1).padStart(2, '0')}${String(i + 1).padStart(4, '0')}`,
      invoice_date: inv.date,
      due_date: addDays(inv.date, 14),
      reference_number: referenceNumber(`${inv.code.slice(1)}${String(i + 1).padStart(3, '0')}`),
      payer: inv.name,
      client: `${inv.name} (${inv.code})`,
      paid_cents: Math.round(gross(i) * inv.paidShare),
    })),
  );
  await insertRows(
    db,
    'invoice_lines',
    ids.flatMap((invoiceId, i) => lines(i).map((line) => ({ invoice_id: invoiceId, ...line }))),
  );
}

/** Vouchers in every docs/behaviour.md#sessions-accounts-and-states state, plus public ones that visitors can claim. */
async function seedVouchers({ db, tenant, today, users }: Ctx) {
  const voucher = (
    code: string,
    userId: number | null,
    name: string,
    from: number,
    until: number,
    total: number,
    left: number,
    shareable: boolean,
    isPublic = false,
  ) => ({
    code,
    tenant,
    user_id: userId,
    name,
    valid_from: addDays(today, from),
    valid_until: addDays(today, until),
    uses_total: total,
    uses_left: left,
    shareable,
    is_public: isPublic,
  });
  await insertRows(db, 'vouchers', [
    voucher('V-1001', users.member, 'Bring a friend', -10, 60, 10, 7, true),
    voucher('V-1002', users.member, 'Sauna 5 visits', -90, 30, 5, 0, false),
    voucher('V-1003', users.member, 'Summer pass', -120, -5, 8, 3, false),
    voucher('V-1004', users.member, 'Spring yoga', 10, 100, 4, 4, false),
    voucher('V-1005', users.member2, 'Gym 10 visits', -5, 85, 10, 10, false),
    voucher('PUB-2001', null, 'Free trial class', -30, 90, 100, 97, false, true),
    voucher('PUB-2002', null, 'Open day pass', -60, -1, 50, 20, false, true),
    voucher('PUB-2003', null, 'Launch week', -20, 20, 10, 0, false, true),
  ]);
}

/** Door tickets: valid, used and expired. */
async function seedTickets({ db, tenant, now }: Ctx) {
  const hours = (n: number) => new Date(now.getTime() + n * 3600_000);
  await insertRows(db, 'tickets', [
    { code: 'T-3001', tenant, name: 'Day ticket', valid_until: hours(24 * 30), used_at: null },
    { code: 'T-3002', tenant, name: 'Day ticket', valid_until: hours(24 * 30), used_at: hours(-26) },
    { code: 'T-3003', tenant, name: 'Evening ticket', valid_until: hours(-48), used_at: null },
  ]);
}

export async function seedMemberData(ctx: Ctx): Promise<void> {
  await seedEntryCodes(ctx);
  await seedContracts(ctx);
  await seedInvoices(ctx);
  await seedVouchers(ctx);
  await seedTickets(ctx);
}
