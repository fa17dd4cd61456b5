import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractPage } from '../../src/api/contract/contract.ts';
import type { Invoice, InvoiceConfig, InvoicePage } from '../../src/api/contract/invoice.ts';
import type { VoucherPage } from '../../src/api/contract/voucher.ts';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.close());

const json = async <T>(res: Response): Promise<T> => {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as T;
};

describe('entry codes and cards', () => {
  it("GET /user/card lists the member's own entry codes", async () => {
    const all = await json<{ code: string; validUntil: string | null; holder?: string }[]>(
      await t.request('GET', '/user/card', { as: 'member' }),
    );
    // the member's own, then their child's (issue 38; server/routes/family.test.ts)
    const codes = all.filter((c) => c.holder === undefined);
    expect(codes.map((c) => c.code).sort()).toEqual([t.fixture.main.entryCode, t.fixture.main.expiredEntryCode].sort());
    const other = await json<{ code: string }[]>(await t.request('GET', '/user/card', { as: 'member2' }));
    expect(other.map((c) => c.code)).not.toContain(t.fixture.main.entryCode);
  });

  it('GET /user/card says whether the door lets each code in: not expired ones, nor those of an account that may not enter', async () => {
    const access = async (user: 'member' | 'blocked') =>
      (await json<{ code: string; access: string }[]>(await t.request('GET', '/user/card', { as: user }))).map((c) => [
        c.code,
        c.access,
      ]);
    expect(await access('member')).toEqual(
      expect.arrayContaining([
        [t.fixture.main.entryCode, 'allowed'],
        [t.fixture.main.expiredEntryCode, 'expired'],
      ]),
    );
    const blocked = await access('blocked');
    expect(blocked.length).toBeGreaterThan(0);
    expect(blocked.every(([, a]) => a === 'accountNotActive')).toBe(true);
    // a member with a debt (6) still enters while settling it; an ended account (4) does not
    const { member } = t.fixture.main.users;
    try {
      await t.db.query('UPDATE users SET status = 6 WHERE id = $1', [member]);
      expect(await access('member')).toContainEqual([t.fixture.main.entryCode, 'allowed']);
      await t.db.query('UPDATE users SET status = 4 WHERE id = $1', [member]);
      expect(await access('member')).toContainEqual([t.fixture.main.entryCode, 'accountNotActive']);
    } finally {
      await t.db.query('UPDATE users SET status = 0 WHERE id = $1', [member]);
    }
  });

  it('GET /trainer/card/{code} finds the client, or answers cardNotFound / cardExpired', async () => {
    const found = await json<{ clientId: number; firstName: string }>(
      await t.request('GET', `/trainer/card/${t.fixture.main.entryCode}`, { as: 'trainer' }),
    );
    expect(found).toMatchObject({ clientId: t.fixture.main.users.member, firstName: 'Kati' });
    const missing = await t.request('GET', '/trainer/card/999', { as: 'trainer' });
    expect([missing.status, await missing.json()]).toEqual([404, { errors: ['cardNotFound'], code: 404 }]);
    const expired = await t.request('GET', `/trainer/card/${t.fixture.main.expiredEntryCode}`, { as: 'trainer' });
    expect([expired.status, await expired.json()]).toEqual([400, { errors: ['cardExpired'], code: 400 }]);
    const otherTenant = await t.request('GET', `/trainer/card/${t.fixture.other.entryCode}`, { as: 'trainer' });
    expect(otherTenant.status).toBe(404);
    expect((await t.request('GET', `/trainer/card/${t.fixture.main.entryCode}`, { as: 'member' })).status).toBe(403);
  });
});

describe('vouchers', () => {
  it('GET /user/card/voucher gives every state', async () => {
    const { items: vouchers } = await json<VoucherPage>(await t.request('GET', '/user/card/voucher', { as: 'member' }));
    const states = Object.fromEntries(vouchers.map((v) => [v.code, v.state]));
    expect(states).toEqual({ 'V-1001': 'active', 'V-1002': 'used', 'V-1003': 'expired', 'V-1004': 'notYetValid' });
    expect(vouchers.find((v) => v.code === 'V-1002')).toMatchObject({ used: true, usesLeft: 0 });
    expect(vouchers.find((v) => v.code === 'V-1003')).toMatchObject({ expired: true, used: false });
  });

  it('GET /user/card/voucher/info sums the active ones', async () => {
    const info = await json(await t.request('GET', '/user/card/voucher/info', { as: 'member' }));
    expect(info).toEqual({ activeCount: 1, usesLeft: 7, nextExpiry: '2026-05-10' });
  });

  it('GET /public/voucher looks up by code, 404 voucherNotFound otherwise', async () => {
    expect(await json(await t.request('GET', '/public/voucher?id=PUB-2002'))).toMatchObject({
      state: 'expired',
      expired: true,
    });
    const missing = await t.request('GET', '/public/voucher?id=NOPE');
    expect([missing.status, await missing.json()]).toEqual([404, { errors: ['voucherNotFound'], code: 404 }]);
    expect((await t.request('GET', '/public/voucher')).status).toBe(400);
  });

  it('POST /public/voucher claims one use and records the claim', async () => {
    const claim = { id: 'PUB-2001', name: 'Visitor', email: 'visitor@example.com' };
    const res = await t.request('POST', '/public/voucher', { body: claim });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      personalCode: expect.stringMatching(/^V-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
      voucher: { code: 'PUB-2001', usesLeft: 96 },
    });
    const claims = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM voucher_claims WHERE voucher_code = 'PUB-2001' AND tenant = 'default'`,
    );
    expect(claims[0]?.count).toBe(1);
    // a member's shareable voucher can be passed on
    expect(
      (await t.request('POST', '/public/voucher', { body: { ...claim, id: 'V-1001', email: 'friend@example.com' } }))
        .status,
    ).toBe(201);
  });

  it('refuses claims of non-shareable, used, expired or unknown vouchers and without name or e-mail', async () => {
    const claim = (id: string, extra = {}) =>
      t.request('POST', '/public/voucher', { body: { id, name: 'V', email: 'v@example.com', ...extra } });
    const cases: [string, number, string][] = [
      ['V-1005', 403, 'voucherNotShareable'],
      ['PUB-2003', 400, 'voucherUsed'],
      ['PUB-2002', 400, 'voucherExpired'],
      ['NOPE', 404, 'voucherNotFound'],
    ];
    for (const [id, status, key] of cases) {
      const res = await claim(id);
      expect([id, res.status, await res.json()]).toEqual([id, status, { errors: [key], code: status }]);
    }
    expect((await claim('PUB-2001', { name: ' ' })).status).toBe(400);
    expect((await claim('PUB-2001', { email: 'not-an-email' })).status).toBe(400);
  });
});

describe('tickets', () => {
  it('GET /public/ticket tells valid, used and expired apart', async () => {
    expect(await json(await t.request('GET', '/public/ticket?id=T-3001'))).toMatchObject({
      used: false,
      expired: false,
    });
    expect(await json(await t.request('GET', '/public/ticket?id=T-3002'))).toMatchObject({
      used: true,
      expired: false,
    });
    expect(await json(await t.request('GET', '/public/ticket?id=T-3003'))).toMatchObject({
      used: false,
      expired: true,
    });
    const missing = await t.request('GET', '/public/ticket?id=T-0');
    expect([missing.status, await missing.json()]).toEqual([404, { errors: ['ticketNotFound'], code: 404 }]);
  });
});

describe('contracts and invoices', () => {
  it('GET /user/contract splits valid and archived', async () => {
    // latest end first: the termless one, then by end date, so every valid contract comes before the archived
    const contracts = await json<ContractPage>(await t.request('GET', '/user/contract', { as: 'member' }));
    expect(contracts.items.map((c) => [c.packageName, c.state, c.endDate === null])).toEqual([
      ['Unlimited monthly', 'valid', true],
      ['Pool 10 visits', 'valid', false],
      ['Student 3 months', 'archived', false],
    ]);
    expect(contracts.nextCursor).toBeNull();
  });

  it('GET /user/contract gives the visits left on a pass, none on a contract not counted in visits', async () => {
    const contracts = await json<ContractPage>(await t.request('GET', '/user/contract', { as: 'member' }));
    expect(contracts.items.map((c) => [c.packageName, c.visits])).toEqual([
      ['Unlimited monthly', null],
      ['Pool 10 visits', { total: 10, left: 7 }],
      ['Student 3 months', null],
    ]);
  });

  it('GET /user/invoice gives lines, VAT, totals and balance in the period', async () => {
    const { items: invoices } = await json<InvoicePage>(
      await t.request('GET', '/user/invoice?from=2025-01-01&to=2026-03-31', { as: 'member' }),
    );
    expect(invoices).toHaveLength(6);
    const latest = invoices[0]!;
    expect(latest.date).toBe('2026-03-01');
    expect(latest.lines).toEqual([
      {
        article: 'Monthly membership',
        quantity: 1,
        priceCents: 4839,
        vatPercent: 24,
        netCents: 4839,
        vatCents: 1161,
        totalCents: 6000,
      },
    ]);
    expect(latest).toMatchObject({
      totalCents: 6000,
      vatTotalCents: 1161,
      paidCents: 0,
      balanceCents: 6000,
      paid: false,
    });
    const partPaid = invoices[1]!;
    expect(partPaid.paid).toBe(false);
    expect(partPaid.paidCents).toBeGreaterThan(0);
    expect(invoices.slice(2).every((i) => i.paid && i.balanceCents === 0)).toBe(true);
    // overdue: unpaid after the due date, by the club's today (2026-03-11)
    expect([latest.dueDate, latest.overdue]).toEqual(['2026-03-15', false]);
    expect(partPaid.dueDate < '2026-03-11' && partPaid.overdue).toBe(true);
    expect(invoices.slice(2).some((i) => i.overdue)).toBe(false);
    const narrow = await json<InvoicePage>(
      await t.request('GET', '/user/invoice?from=2026-03-01&to=2026-03-31', { as: 'member' }),
    );
    expect(narrow.items.map((i) => i.date)).toEqual(['2026-03-01']);
    // one invoice by id: the same as in the list
    const one = await json<Invoice>(await t.request('GET', `/user/invoice/${latest.id}`, { as: 'member' }));
    expect(one).toEqual(latest);
  });

  it('GET /user/invoice refuses a missing, reversed or huge period', async () => {
    for (const query of [
      '',
      '?from=2026-03-01',
      '?from=2026-03-31&to=2026-03-01',
      '?from=2000-01-01&to=2026-01-01',
      '?from=2026-02-30&to=2026-03-01',
    ]) {
      expect((await t.request('GET', `/user/invoice${query}`, { as: 'member' })).status).toBe(400);
    }
  });

  it("GET /user/invoice/{id} answers 404 for another member's invoice, another club's, or none", async () => {
    const { invoiceId } = t.fixture.main;
    expect((await t.request('GET', `/user/invoice/${invoiceId}`, { as: 'member2' })).status).toBe(404);
    const otherClub = await t.request('GET', `/user/invoice/${t.fixture.other.invoiceId}`, { as: 'member' });
    expect([otherClub.status, await otherClub.json()]).toEqual([404, { errors: ['itemNotFound'], code: 404 }]);
    expect((await t.request('GET', '/user/invoice/2147483647', { as: 'member' })).status).toBe(404);
  });

  it('GET /user/invoice/config gives the logo settings', async () => {
    const config = await json<InvoiceConfig>(await t.request('GET', '/user/invoice/config', { as: 'member' }));
    expect(config).toMatchObject({ invoiceLogoHeight: 40, invoiceLogoPadding: 20 });
    expect(config.invoiceLogo).toMatch(/\.svg$/);
  });
});

describe('page rules and settings', () => {
  it('GET /page/ gives the defaults for the default tenant', async () => {
    expect(await json(await t.request('GET', '/page/'))).toEqual({
      login: { isEmail: false },
      menu: { isInvoiceHidden: false, isLanguageHidden: false },
      notification: { isSmsHidden: false },
    });
  });

  it('GET /public/settings lists the clubs with time zone and booking rules', async () => {
    const settings = await json<{ tenant: string; clubs: { timeZone: string; bookingRules: object }[] }>(
      await t.request('GET', '/public/settings', { tenant: 'other' }),
    );
    expect(settings.tenant).toBe('reval');
    expect(settings.clubs).toHaveLength(2);
    expect(settings.clubs[0]).toMatchObject({
      timeZone: 'Europe/Tallinn',
      bookingRules: { bookingWindowDays: 14, cancelDeadlineHours: 2 },
    });
  });
});
