import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrivacySettings } from '../../src/api/contract/member-data.ts';
import { verifyChain } from '../domain/audit/verify-chain.ts';
import { sweepOnce } from '../domain/housekeeping.ts';
import { fixtureTenants, type FixtureSide } from '../test-support/fixture.ts';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';
import { loginBody, testDevice } from '../test-support/login.ts';

/**
 * Issue #40 point 3: each club keeps login sessions, devices, push messages and its audit log as long as it set,
 * and the housekeeping sweep deletes them after, one club's settings never reaching another's rows.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t?.close());

const DAY = 24 * 3600_000;
const HOUR = 3600_000;
const sides: FixtureSide[] = ['main', 'other'];

/** Logs the member in with "stay logged in" (a session of 30 days) and answers the refresh cookie. */
async function stayLoggedIn(side: FixtureSide): Promise<string> {
  const res = await t.request('POST', '/account/login', {
    tenant: side,
    body: loginBody('member', 'Member1234', true),
  });
  expect(res.status).toBe(200);
  return /refresh_token=([^;]*)/.exec(res.headers.getSetCookie().join('\n'))?.[1] ?? '';
}

/** A device subscribed without a session (as before sessions were recorded), and one sent and one due message. */
async function deviceWithMessages(side: FixtureSide): Promise<void> {
  const tenant = fixtureTenants[side];
  const now = t.clock.now();
  const [subscription] = await t.db.query<{ id: number }>(
    `INSERT INTO push_subscriptions (tenant, user_id, endpoint, p256dh, auth, language, created_at, updated_at)
     VALUES ($1, $2, $3, 'key', 'auth', 'et', $4, $4) RETURNING id`,
    [tenant, t.fixture[side].users.member, `https://fcm.googleapis.com/fcm/send/${tenant}`, now],
  );
  for (const state of ['sent', 'pending'])
    await t.db.query(
      `INSERT INTO push_queue (tenant, subscription_id, kind, payload, state, next_attempt_at, created_at)
       VALUES ($1, $2, 'changed', '{}', $3, $4, $4)`,
      [tenant, subscription?.id, state, now],
    );
}

const count = async (table: string, side: FixtureSide, where = 'true') =>
  (
    await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE tenant = $1 AND ${where}`, [
      fixtureTenants[side],
    ])
  )[0]?.n;

const rows = async (side: FixtureSide) => ({
  sessions: await count('refresh_tokens', side),
  devices: await count('push_subscriptions', side),
  sent: await count('push_queue', side, "state = 'sent'"),
  pending: await count('push_queue', side, "state = 'pending'"),
});

const settingsOf = async (side: FixtureSide) =>
  v.parse(PrivacySettings, await (await t.request('GET', '/admin/privacy', { as: 'admin', tenant: side })).json());

describe('retention of logins, devices, push messages and the audit log per club (issue #40 point 3)', () => {
  it('answers the defaults, and an older client’s body leaves the later settings as they were', async () => {
    expect(await settingsOf('other')).toMatchObject({ loginRecordDays: 30, pushMessageDays: 3, auditLogYears: 7 });
    const shorter = { erasureAfterDays: 30, smsOutboxDays: 30, inactiveAccountMonths: 12 };
    const saved = await t.request('PUT', '/admin/privacy', {
      as: 'admin',
      body: { ...shorter, loginRecordDays: 5, pushMessageDays: 2, auditLogYears: 1 },
    });
    expect(saved.status).toBe(200);
    const old = await t.request('PUT', '/admin/privacy', { as: 'admin', body: { ...shorter, smsOutboxDays: 20 } });
    expect(old.status).toBe(200);
    expect(await settingsOf('main')).toEqual({
      ...shorter,
      smsOutboxDays: 20,
      loginRecordDays: 5,
      pushMessageDays: 2,
      auditLogYears: 1,
    });
    // the other club was not touched
    expect(await settingsOf('other')).toMatchObject({ loginRecordDays: 30, pushMessageDays: 3, auditLogYears: 7 });
  });

  it('keeps each kind of row until the club’s days, and sweeps it after', async () => {
    await t.db.query('DELETE FROM push_subscriptions');
    const cookies: Record<FixtureSide, string> = {
      main: await stayLoggedIn('main'),
      other: await stayLoggedIn('other'),
    };
    for (const side of sides) await deviceWithMessages(side);
    const start = { sessions: 1, devices: 1, sent: 1, pending: 1 };
    for (const side of sides) expect(await rows(side)).toEqual(start);

    t.clock.advance(DAY + HOUR);
    await sweepOnce(t.db, t.clock.now());
    for (const side of sides) expect(await rows(side)).toEqual(start);

    // main keeps finished messages 2 days; the other club its default 3. A message still due is never swept.
    t.clock.advance(DAY);
    expect((await sweepOnce(t.db, t.clock.now())).pushMessages).toBe(1);
    expect(await rows('main')).toEqual({ ...start, sent: 0 });
    expect(await rows('other')).toEqual(start);
    t.clock.advance(DAY);
    await sweepOnce(t.db, t.clock.now());
    expect(await rows('other')).toEqual({ ...start, sent: 0 });

    // main keeps an unused login 5 days: the session ends and the device without one goes; the other club's stay
    t.clock.advance(DAY + HOUR);
    await sweepOnce(t.db, t.clock.now());
    expect(await rows('main')).toEqual({ ...start, sent: 0 });
    t.clock.advance(DAY);
    const swept = await sweepOnce(t.db, t.clock.now());
    expect(swept).toMatchObject({ loginSessions: 1, pushDevices: 1 });
    expect(await rows('main')).toEqual({ sessions: 0, devices: 0, sent: 0, pending: 0 });
    expect(await rows('other')).toEqual({ ...start, sent: 0 });
    const refresh = (side: FixtureSide) =>
      t.request('POST', '/account/refresh', {
        tenant: side,
        body: { deviceParameters: testDevice },
        headers: { Cookie: `refresh_token=${cookies[side]}` },
      });
    expect((await refresh('main')).status).toBe(401);
    expect((await refresh('other')).status).toBe(200);
  });

  it('prunes each club’s audit log after its years, and the chain still verifies', async () => {
    const entries = async (side: FixtureSide) =>
      t.db.query<{ seq: string; action: string }>(
        'SELECT seq::text, action FROM audit_log WHERE tenant = $1 ORDER BY seq',
        [fixtureTenants[side]],
      );
    const save = (side: FixtureSide) =>
      t.request('PUT', '/admin/privacy', {
        as: 'admin',
        tenant: side,
        body: { erasureAfterDays: 30, smsOutboxDays: 30, inactiveAccountMonths: 12 },
      });
    for (let i = 0; i < 2; i++) expect((await save('other')).status).toBe(200);
    const mainBefore = await entries('main');
    const otherBefore = await entries('other');
    expect(mainBefore.length).toBeGreaterThanOrEqual(2);
    expect(otherBefore.length).toBeGreaterThanOrEqual(2);

    // two staff actions at half a year are younger than main's one year, and are kept
    t.clock.advance(180 * DAY);
    for (let i = 0; i < 2; i++) expect((await save('main')).status).toBe(200);
    t.clock.advance(190 * DAY);
    const swept = await sweepOnce(t.db, t.clock.now());
    expect(swept.auditEntries).toBe(mainBefore.length);
    const mainAfter = await entries('main');
    expect(mainAfter.map((e) => e.action)).toEqual(['privacy.settings', 'privacy.settings', 'audit.pruned']);
    expect(await verifyChain(t.db, fixtureTenants.main)).toMatchObject({ broken: null });
    // the other club keeps 7 years: nothing of it went
    expect(await entries('other')).toEqual(otherBefore);
    expect(await verifyChain(t.db, fixtureTenants.other)).toMatchObject({ broken: null });

    // a direct DELETE is still refused: only the retention path prunes
    await expect(t.db.query("DELETE FROM audit_log WHERE tenant = 'default'")).rejects.toThrow(/append-only/);

    // past 7 years the other club's entries go too, all but the head that carries its chain on
    t.clock.advance(7 * 366 * DAY);
    await sweepOnce(t.db, t.clock.now());
    const otherAfter = await entries('other');
    expect(otherAfter.at(-1)?.action).toBe('audit.pruned');
    expect(otherAfter.length).toBe(2);
    expect(await verifyChain(t.db, fixtureTenants.other)).toMatchObject({ broken: null });
  });
});
