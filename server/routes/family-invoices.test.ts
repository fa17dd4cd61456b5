import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Invoice, InvoicePage } from '../../src/api/contract/invoice.ts';
import { MemberDataExport } from '../../src/api/contract/member-data.ts';
import { insertIds, insertRows } from '../db/seed/insert-rows.ts';
import { makeTestApp, type DemoUser, type TestApp } from '../test-support/make-test-app.ts';

/** Issue 38: a child's invoices name the guardian as payer; the payer sees them, the dependant never the payer's. */
let t: TestApp;
let childInvoice: number;
let member2PaidByMember: number;
beforeAll(async () => {
  t = await makeTestApp();
  const { users, family } = t.fixture.main;
  const invoice = (userId: number, payerId: number | null, number: string, client: string) => ({
    tenant: 'default',
    user_id: userId,
    payer_id: payerId,
    number,
    invoice_date: '2026-03-01',
    due_date: '2026-03-15',
    reference_number: '1234561',
    payer: 'Kati Kask',
    client,
  });
  [childInvoice, member2PaidByMember] = (await insertIds(t.db, 'invoices', [
    invoice(family.memberChild, users.member, 'F-1', 'Mia Kask (C20001)'),
    invoice(users.member2, users.member, 'F-2', 'Peeter Põld (C10002)'),
  ])) as [number, number];
  await insertRows(
    t.db,
    'invoice_lines',
    [childInvoice, member2PaidByMember].map((id) => ({
      invoice_id: id,
      article: 'Monthly membership',
      quantity: 1,
      price_cents: 2500,
      vat_percent: 24,
    })),
  );
  // member2 is an adult who agreed to be member's dependant
  const res = await t.request('POST', `/admin/member/${users.member}/family`, {
    as: 'admin',
    body: { dependantId: users.member2 },
  });
  expect(res.status).toBe(201);
}, 60_000);
afterAll(() => t?.close());

async function invoicesOf(as: DemoUser): Promise<Invoice[]> {
  const res = await t.request('GET', '/user/invoice?from=2025-01-01&to=2026-03-31', { as });
  expect(res.status).toBe(200);
  return ((await res.json()) as InvoicePage).items;
}

describe('invoices in a family', () => {
  it('shows the guardian their own invoices and those they pay for the family, naming the client', async () => {
    const invoices = await invoicesOf('member');
    expect(invoices.map((i) => i.number)).toEqual(expect.arrayContaining(['F-1', 'F-2']));
    expect(invoices).toHaveLength(6 + 2);
    const child = invoices.find((i) => i.id === childInvoice)!;
    expect([child.payer, child.client]).toEqual(['Kati Kask', 'Mia Kask (C20001)']);
    const one = await t.request('GET', `/user/invoice/${childInvoice}`, { as: 'member' });
    expect(one.status).toBe(200);
  });

  it("never shows a dependant with a login the guardian's invoices, nor their own the guardian pays", async () => {
    const invoices = await invoicesOf('member2');
    expect(invoices.map((i) => i.payer)).toEqual(['Peeter Põld']);
    expect(invoices.map((i) => i.id)).not.toContain(member2PaidByMember);
    const { invoiceId } = t.fixture.main;
    for (const id of [invoiceId, member2PaidByMember, childInvoice]) {
      const res = await t.request('GET', `/user/invoice/${id}`, { as: 'member2' });
      expect([id, res.status]).toEqual([id, 404]);
    }
  });

  it('lists in the guardian’s data export the invoices they pay for others, marked, besides their own', async () => {
    const res = await t.request('GET', '/user/account/export', { as: 'member' });
    expect(res.status).toBe(200);
    const { invoices } = v.parse(MemberDataExport, await res.json());
    const paidFor = invoices.filter((i) => i.paidForAnother);
    expect(paidFor.map((i) => [i.number, i.client]).sort()).toEqual([
      ['F-1', 'Mia Kask (C20001)'],
      ['F-2', 'Peeter Põld (C10002)'],
    ]);
    expect(paidFor[0]?.lines).toEqual([
      { article: 'Monthly membership', quantity: 1, priceCents: 2500, vatPercent: 24 },
    ]);
    // their own six, as before, each once
    const own = invoices.filter((i) => !i.paidForAnother);
    expect(own).toHaveLength(6);
    expect(new Set(invoices.map((i) => i.number)).size).toBe(invoices.length);
    // the admin's export at the desk is the same
    const desk = await t.request('GET', `/admin/members/${t.fixture.main.users.member}/export`, { as: 'admin' });
    expect(v.parse(MemberDataExport, await desk.json()).invoices).toEqual(invoices);
  });

  it('lists in the dependant’s export the invoice issued to them, never the guardian’s own', async () => {
    const res = await t.request('GET', '/user/account/export', { as: 'member2' });
    const { invoices } = v.parse(MemberDataExport, await res.json());
    expect(invoices.find((i) => i.number === 'F-2')?.paidForAnother).toBe(false);
    expect(invoices.map((i) => i.number)).not.toContain('F-1');
    expect(invoices.every((i) => !i.paidForAnother)).toBe(true);
    expect(invoices.some((i) => i.payer === 'Kati Kask' && i.number !== 'F-2')).toBe(false);
  });
});
