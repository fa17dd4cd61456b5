import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_CONSENT_VERSION, PublicPrivacyNotice } from '../../src/api/contract/consent.ts';
import { defaultPrivacySettings, MemberDataExport } from '../../src/api/contract/member-data.ts';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';
import { loginBody, tokenOf } from '../test-support/login.ts';

/** Issue #40 point 5: push consent given and withdrawn with its text version, and the club's privacy notice. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t?.close());

const device = (name: string, reminderLeadMinutes: 60 | 180 | null = null) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
  language: 'en',
  reminderLeadMinutes,
});

const consentsOf = async (as: 'member' | 'member2') =>
  v.parse(MemberDataExport, await (await t.request('GET', '/user/account/export', { as })).json()).consents;

describe('push consent (issue #40 point 5)', () => {
  it('is recorded when a device subscribes, once, and its withdrawal when the member turns it off', async () => {
    const phone = device('consent-phone');
    expect((await t.request('PUT', '/user/push/subscription', { as: 'member', body: phone })).status).toBe(204);
    t.clock.advance(60_000);
    // changing the reminder lead is not a new consent
    const later = { ...phone, reminderLeadMinutes: 180 };
    expect((await t.request('PUT', '/user/push/subscription', { as: 'member', body: later })).status).toBe(204);
    expect(await consentsOf('member')).toEqual([
      {
        channel: 'push',
        given: true,
        at: expect.any(String),
        textVersion: PUSH_CONSENT_VERSION,
        pushService: 'fcm.googleapis.com',
        reason: null,
      },
    ]);

    // another member cannot withdraw it: their DELETE finds no subscription of theirs and records nothing
    const body = { endpoint: phone.endpoint };
    expect((await t.request('DELETE', '/user/push/subscription', { as: 'member2', body })).status).toBe(204);
    expect(await consentsOf('member2')).toEqual([]);

    t.clock.advance(60_000);
    expect((await t.request('DELETE', '/user/push/subscription', { as: 'member', body })).status).toBe(204);
    const consents = await consentsOf('member');
    expect(consents.map((c) => [c.channel, c.given, c.textVersion, c.reason])).toEqual([
      ['push', true, PUSH_CONSENT_VERSION, null],
      ['push', false, PUSH_CONSENT_VERSION, 'member'],
    ]);
    expect(Date.parse(consents[1]?.at ?? '')).toBeGreaterThan(Date.parse(consents[0]?.at ?? ''));
    // turning it off again (nothing subscribed) records nothing more
    expect((await t.request('DELETE', '/user/push/subscription', { as: 'member', body })).status).toBe(204);
    expect((await consentsOf('member')).length).toBe(2);
  }, 60_000);

  it('ends for the device a member logs out on: its subscription goes and the record says why', async () => {
    const login = await t.request('POST', '/account/login', {
      body: loginBody('member', 'Member1234'),
    });
    const token = await tokenOf(login);
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('refresh_token='))!
      .split(';')[0]!;
    const phone = device('logout-phone');
    const laptop = device('logout-laptop');
    const as = { headers: { Authorization: `Bearer ${token}` } };
    expect((await t.request('PUT', '/user/push/subscription', { ...as, body: phone })).status).toBe(204);
    // another device of the member, subscribed in another session, stays
    expect((await t.request('PUT', '/user/push/subscription', { as: 'member', body: laptop })).status).toBe(204);
    const before = (await consentsOf('member')).length;

    t.clock.advance(60_000);
    expect((await t.request('POST', '/account/logout', { headers: { Cookie: cookie } })).status).toBe(204);
    const endpoints = await t.db.query<{ endpoint: string }>(
      `SELECT endpoint FROM push_subscriptions WHERE user_id = $1 AND endpoint LIKE '%/logout-%' ORDER BY endpoint`,
      [t.fixture.main.users.member],
    );
    expect(endpoints.map((e) => e.endpoint)).toEqual([laptop.endpoint]);
    const consents = await consentsOf('member');
    expect(consents.slice(before)).toEqual([
      {
        channel: 'push',
        given: false,
        at: t.clock.now().toISOString(),
        textVersion: PUSH_CONSENT_VERSION,
        pushService: 'fcm.googleapis.com',
        reason: 'logout',
      },
    ]);
    const [row] = await t.db.query<{ endpoint: string }>(
      'SELECT endpoint FROM member_consents WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [t.fixture.main.users.member],
    );
    expect(row?.endpoint).toBe(phone.endpoint);
    // a second logout with the same (now dead) cookie records nothing more
    expect((await t.request('POST', '/account/logout', { headers: { Cookie: cookie } })).status).toBe(204);
    expect((await consentsOf('member')).length).toBe(before + 1);
  }, 60_000);

  it('is kept per club: another club sees none of it', async () => {
    const [row] = await t.db.query<{ tenants: string[] }>(
      'SELECT array_agg(DISTINCT tenant) AS tenants FROM member_consents',
    );
    expect(row?.tenants).toEqual(['default']);
  });
});

describe('the privacy notice (GET /public/privacy)', () => {
  it('names the club, its contact and the retention it set, without a login', async () => {
    const before = v.parse(PublicPrivacyNotice, await (await t.request('GET', '/public/privacy')).json());
    expect(before).toMatchObject({
      contactEmail: 'info@www.clubbook.example',
      contactPhone: '+372 600 0000',
      retention: { ...defaultPrivacySettings, invoiceYears: 7 },
      pushConsentVersion: PUSH_CONSENT_VERSION,
    });
    expect(before.clubName).not.toBe('');

    const settings = { ...defaultPrivacySettings, erasureAfterDays: null, smsOutboxDays: 60, loginRecordDays: 14 };
    expect((await t.request('PUT', '/admin/privacy', { as: 'admin', body: settings })).status).toBeLessThan(300);
    const after = v.parse(PublicPrivacyNotice, await (await t.request('GET', '/public/privacy')).json());
    expect(after.retention).toEqual({ ...settings, invoiceYears: 7 });

    // another club's notice is its own
    const other = v.parse(
      PublicPrivacyNotice,
      await (await t.request('GET', '/public/privacy', { tenant: 'other' })).json(),
    );
    expect(other.contactEmail).toBe('info@reval.clubbook.example');
    expect(other.retention).toEqual({ ...defaultPrivacySettings, invoiceYears: 7 });
  }, 60_000);
});
