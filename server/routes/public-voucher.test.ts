import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Voucher, VoucherClaimResponse } from '../../src/api/contract/voucher.ts';
import { newTicketCode, newVoucherCode } from '../domain/codes.ts';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.close());

const usesLeft = async (code: string) =>
  ((await (await t.request('GET', `/public/voucher?id=${code}`, { address: '192.0.2.99' })).json()) as Voucher)
    .usesLeft;
const claim = (id: string, email: string, address = '192.0.2.1') =>
  t.request('POST', '/public/voucher', { body: { id, name: 'Mari Maasikas', email }, address });

describe('codes (issue 9 point 4)', () => {
  it('are random, 60 bits in unambiguous characters, and never repeat', () => {
    const codes = Array.from({ length: 2000 }, () => newVoucherCode());
    for (const code of codes.slice(0, 20))
      expect(code).toMatch(/^V-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(newTicketCode()).toMatch(/^T-/);
  });
});

describe('public look-ups (issue 13 point 8)', () => {
  it('trim the code and ignore its case, for vouchers and tickets', async () => {
    const voucher = await t.request('GET', `/public/voucher?id=${encodeURIComponent('  pub-2001 ')}`);
    expect([voucher.status, ((await voucher.json()) as Voucher).code]).toEqual([200, 'PUB-2001']);
    const ticket = await t.request('GET', `/public/ticket?id=${encodeURIComponent(' t-3001')}`);
    expect([ticket.status, ((await ticket.json()) as { code: string }).code]).toEqual([200, 'T-3001']);
  });

  it('say whether a visitor may claim the voucher', async () => {
    const claimable = async (code: string) =>
      ((await (await t.request('GET', `/public/voucher?id=${code}`)).json()) as Voucher).claimable;
    expect([await claimable('PUB-2001'), await claimable('V-1001'), await claimable('V-1005')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('claims (issue 13 point 8)', () => {
  it('give the claimer a personal single-use code, not the shared one', async () => {
    const before = await usesLeft('PUB-2001');
    const res = await claim('pub-2001', 'first@example.com');
    expect(res.status).toBe(201);
    const body = (await res.json()) as VoucherClaimResponse;
    expect(body.personalCode).not.toBe('PUB-2001');
    expect(body.voucher).toMatchObject({ code: 'PUB-2001', usesLeft: before - 1 });
    const personal = (await (
      await t.request('GET', `/public/voucher?id=${body.personalCode.toLowerCase()}`)
    ).json()) as Voucher;
    expect(personal).toMatchObject({
      code: body.personalCode,
      name: 'Free trial class',
      usesTotal: 1,
      usesLeft: 1,
      claimable: false,
      state: 'active',
    });
    // The personal code is not a new shared voucher.
    expect((await claim(body.personalCode, 'other@example.com')).status).toBe(403);
  });

  it('refuse the same e-mail twice for one voucher (any case), taking no use', async () => {
    expect((await claim('PUB-2001', 'twice@example.com')).status).toBe(201);
    const before = await usesLeft('PUB-2001');
    const again = await claim('PUB-2001', ' Twice@Example.COM ');
    expect([again.status, await again.json()]).toEqual([409, { errors: ['voucherAlreadyClaimed'], code: 409 }]);
    expect(await usesLeft('PUB-2001')).toBe(before);
    // Another voucher is another claim.
    expect((await claim('V-1001', 'twice@example.com')).status).toBe(201);
  });

  it('let only one of two simultaneous claims with one e-mail through', async () => {
    const statuses = (
      await Promise.all([claim('PUB-2001', 'race@example.com'), claim('PUB-2001', 'race@example.com')])
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409]);
  });
});

describe('limits per address (issue 9 point 4)', () => {
  it('slow down look-ups from one address with 429 and Retry-After, not other addresses', async () => {
    const lookUp = (address: string, i: number) => t.request('GET', `/public/voucher?id=NOPE-${i}`, { address });
    for (let i = 0; i < 60; i++) expect((await lookUp('198.51.100.30', i)).status).toBe(404);
    expect((await lookUp('198.51.100.30', 60)).status).toBe(404);
    const slowed = await t.request('GET', '/public/ticket?id=T-3001', { address: '198.51.100.30' });
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBe('1');
    expect(await slowed.json()).toEqual({ errors: ['tooManyAttempts'], code: 429, retryAfter: 1 });
    expect((await t.request('GET', '/public/ticket?id=T-3001', { address: '198.51.100.31' })).status).toBe(200);
  });

  it('stop a drain: claims from one address wait after a few', async () => {
    const before = await usesLeft('PUB-2001');
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++)
      statuses.push((await claim('PUB-2001', `drain-${i}@example.com`, '198.51.100.40')).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(11);
    expect(statuses.slice(11).every((s) => s === 429)).toBe(true);
    expect(await usesLeft('PUB-2001')).toBe(before - 11);
  });
});
