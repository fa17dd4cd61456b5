import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntryCode } from '../../src/api/contract/card.ts';
import type { Contract } from '../../src/api/contract/contract.ts';
import type { Invoice } from '../../src/api/contract/invoice.ts';
import type { Ticket } from '../../src/api/contract/ticket.ts';
import type { Voucher, VoucherClaimResponse } from '../../src/api/contract/voucher.ts';
import type { FixtureSide } from '../test-support/fixture.ts';
import { makeTestApp, unthrottled, type TestApp } from '../test-support/make-test-app.ts';

/* Issue 13 point 7: what a club calls its cards, packages, articles, vouchers and tickets comes in the request's language. */

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ throttle: unthrottled });
}, 60_000);
afterAll(() => t.close());

const get = async <T>(path: string, language: string | null, tenant: FixtureSide = 'main'): Promise<{ body: T; vary: string }> => {
  const res = await t.request('GET', path, { as: 'member', tenant, headers: language ? { 'Accept-Language': language } : {} });
  expect(res.status, await res.clone().text()).toBe(200);
  return { body: (await res.json()) as T, vary: res.headers.get('vary') ?? '' };
};

describe.each<FixtureSide>(['main', 'other'])('server labels in the request language (%s tenant)', (tenant) => {
  it('contract package names and validity', async () => {
    const names = async (language: string | null) =>
      (await get<Contract[]>('/user/contract', language, tenant)).body.map((c) => [c.packageName, c.validity]);
    expect(await names('en')).toContainEqual(['Unlimited monthly', 'Until further notice']);
    expect(await names('et')).toContainEqual(['Piiramatu kuupilet', 'Tähtajatu']);
    expect(await names('lv')).toContainEqual(['Neierobežots mēneša abonements', 'Beztermiņa']);
    expect(await names('lv')).toContainEqual(['Baseins, 10 apmeklējumi', '90 dienas']);
    // no header: the host's language (localhost: en)
    expect(await names(null)).toContainEqual(['Unlimited monthly', 'Until further notice']);
  });

  it('entry card names, and the answer varies by language', async () => {
    const { body, vary } = await get<EntryCode[]>('/user/card', 'et', tenant);
    expect(body.map((c) => c.name).sort()).toEqual(['Klubikaart', 'Vana klubikaart']);
    expect(vary.toLowerCase()).toContain('accept-language');
    expect((await get<EntryCode[]>('/user/card', 'lv-LV,lv;q=0.9', tenant)).body.map((c) => c.name).sort()).toEqual(['Kluba karte', 'Vecā kluba karte']);
  });

  it('invoice articles and voucher names', async () => {
    const invoices = (await get<Invoice[]>('/user/invoice?from=2025-01-01&to=2027-12-31', 'et', tenant)).body;
    expect(new Set(invoices.flatMap((i) => i.lines.map((l) => l.article)))).toEqual(new Set(['Kuu liikmetasu', 'Rätiku rent']));
    const vouchers = (await get<Voucher[]>('/user/card/voucher', 'lv', tenant)).body;
    expect(vouchers.map((v) => v.name)).toContain('Atved draugu');
  });
});

describe('public look-ups in the request language', () => {
  it('a public voucher, its claim and a ticket', async () => {
    const voucher = await t.request('GET', '/public/voucher?id=PUB-2001', { headers: { 'Accept-Language': 'et' } });
    expect(((await voucher.json()) as Voucher).name).toBe('Tasuta proovitund');
    const claim = await t.request('POST', '/public/voucher', {
      headers: { 'Accept-Language': 'lv' },
      body: { id: 'PUB-2001', name: 'Visitor', email: 'labels@example.com' },
    });
    expect(claim.status, await claim.clone().text()).toBe(201);
    expect(((await claim.json()) as VoucherClaimResponse).voucher.name).toBe('Bezmaksas izmēģinājuma nodarbība');
    const ticket = await t.request('GET', '/public/ticket?id=T-3001', { headers: { 'Accept-Language': 'et' } });
    expect(((await ticket.json()) as Ticket).name).toBe('Päevapilet');
  });
});
