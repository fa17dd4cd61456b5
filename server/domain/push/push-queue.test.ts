import { describe, expect, it } from 'vitest';
import { fromAddress, type DemoUser } from '../../test-support/make-test-app.ts';
import { makeBrowserKeys } from '../../test-support/local-push-service.ts';
import { sweepOnce } from '../housekeeping.ts';
import { CLAIM_LEASE_MS, MAX_PUSH_ATTEMPTS } from './sender.ts';
import { loginBody, tokenOf } from '../../test-support/login.ts';
import {
  t,
  service,
  subscribe,
  deliver,
  arrivedFor,
  subscriptions,
  pending,
  setUpPushTestBed,
} from '../../test-support/push-test-bed.ts';

setUpPushTestBed();

describe('Web Push: retries, gone and ended subscriptions, two senders, the queue’s depth (issue #25)', () => {
  it('retries 5xx and 429 with growing waits, respecting Retry-After, and gives up after the last attempt', async () => {
    await t.db.query('DELETE FROM push_subscriptions');
    const device = await subscribe('member2', 'en');
    const { full } = t.fixture.main.trainings;
    // member2 leaves and books again: no event for them; so queue one by cancelling `full` for everyone
    service.plan({ status: 500 });
    expect(
      (await t.request('POST', `/admin/schedule/cancel/${full}`, { as: 'admin', body: { notify: false } })).status,
    ).toBe(200);
    expect(await deliver()).toMatchObject({ retried: 1, sent: 0 });
    const [first] = await pending();
    expect(first).toMatchObject({ attempts: 1 });
    // 30 s after the first failure
    expect(first!.next_attempt_at.getTime() - t.clock.now().getTime()).toBe(30_000);
    expect(await deliver()).toMatchObject({ retried: 0, sent: 0 });

    t.clock.advance(30_000);
    service.plan({ status: 429, headers: { 'Retry-After': '600' } });
    expect(await deliver()).toMatchObject({ retried: 1 });
    const [second] = await pending();
    // the service asked for 10 minutes, more than the 60 s backoff
    expect(second!.next_attempt_at.getTime() - t.clock.now().getTime()).toBe(600_000);

    t.clock.advance(600_000);
    service.plan({ status: 503 });
    expect(await deliver()).toMatchObject({ retried: 1 });
    const [third] = await pending();
    expect(third!.next_attempt_at.getTime() - t.clock.now().getTime()).toBe(120_000);

    t.clock.advance(120_000);
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(arrivedFor(device)).toEqual([expect.objectContaining({ title: 'Cancelled: Evening yoga' })]);
    expect(await pending()).toEqual([]);

    // a service that keeps failing: after MAX_PUSH_ATTEMPTS the message is given up
    await t.db.query(
      `INSERT INTO push_queue (tenant, subscription_id, kind, training_id, payload, next_attempt_at, created_at)
       SELECT tenant, id, 'cancelled', $1, $2, $3, $3 FROM push_subscriptions`,
      [full, JSON.stringify({ title: 't', body: 'b', url: '/calendar', tag: `class-${full}` }), t.clock.now()],
    );
    service.plan(...Array.from({ length: MAX_PUSH_ATTEMPTS }, () => ({ status: 502 })));
    for (let attempt = 1; attempt <= MAX_PUSH_ATTEMPTS; attempt += 1) {
      expect(await deliver()).toMatchObject(attempt < MAX_PUSH_ATTEMPTS ? { retried: 1 } : { failed: 1 });
      t.clock.advance(3600_000);
    }
    expect(await pending()).toEqual([]);
    expect(
      (await t.db.query("SELECT 1 FROM push_queue WHERE state = 'failed' AND last_error = 'HTTP 502'")).length,
    ).toBe(1);
  });

  it('removes a subscription the push service says is gone (410, 404), with its queued messages', async () => {
    await t.db.query('DELETE FROM push_subscriptions');
    const gone = await subscribe('member', 'en');
    const stays = await subscribe('member2', 'en');
    const { upcoming } = t.fixture.main.trainings;
    await t.db.query('UPDATE trainings SET cancelled_at = NULL WHERE id = $1', [upcoming]);
    expect((await t.request('POST', `/user/registration/${upcoming}`, { as: 'member2' })).status).toBe(201);
    expect(
      (await t.request('POST', `/admin/schedule/cancel/${upcoming}`, { as: 'admin', body: { notify: false } })).status,
    ).toBe(200);
    expect((await pending()).length).toBe(2);
    service.plan({ status: 410 });
    expect(await deliver()).toMatchObject({ expired: 1, sent: 1 });
    expect(await subscriptions()).toEqual([stays.endpoint]);
    expect(await pending()).toEqual([]);
    expect(arrivedFor(gone)).toEqual([]);
  });

  it('removes this device’s subscription at logout, and an inactive account’s, which get nothing', async () => {
    await t.db.query('DELETE FROM push_subscriptions');
    const login = await t.request('POST', '/account/login', {
      body: loginBody('member', 'Member1234'),
    });
    const token = await tokenOf(login);
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('refresh_token='))!
      .split(';')[0]!;
    const keys = makeBrowserKeys();
    const thisDevice = `${service.origin}/push/logged-in`;
    const put = await t.request('PUT', '/user/push/subscription', {
      headers: { Authorization: `Bearer ${token}` },
      body: { endpoint: thisDevice, keys: keys.json, language: 'en' },
    });
    expect(put.status).toBe(204);
    const otherDevice = await subscribe('member', 'en');
    expect((await t.request('POST', '/account/logout', { headers: { Cookie: cookie } })).status).toBe(204);
    expect(await subscriptions()).toEqual([otherDevice.endpoint]);

    // blocked: nothing is sent, and the sweep removes the subscription
    await t.db.query('UPDATE users SET status = 1 WHERE id = $1', [t.fixture.main.users.member]);
    const { upcoming } = t.fixture.main.trainings;
    await t.db.query('UPDATE trainings SET cancelled_at = NULL WHERE id = $1', [upcoming]);
    await t.request('POST', `/admin/schedule/cancel/${upcoming}`, { as: 'admin', body: { notify: false } });
    expect(await deliver()).toEqual({ sent: 0, retried: 0, expired: 0, refused: 0, failed: 0 });
    expect(await sweepOnce(t.db, t.clock.now())).toMatchObject({ pushSubscriptions: 1 });
    expect(await subscriptions()).toEqual([]);
    await t.db.query('UPDATE users SET status = 0 WHERE id = $1', [t.fixture.main.users.member]);
  });

  it('removes the subscription of a session that ended without a logout, once its refresh tokens have expired', async () => {
    await t.db.query('DELETE FROM push_subscriptions');
    const login = await t.request('POST', '/account/login', {
      body: loginBody('member2', 'Member1234'),
    });
    const token = await tokenOf(login);
    const endpoint = `${service.origin}/push/ended-session`;
    const put = await t.request('PUT', '/user/push/subscription', {
      headers: { Authorization: `Bearer ${token}` },
      body: { endpoint, keys: makeBrowserKeys().json, language: 'et' },
    });
    expect(put.status).toBe(204);
    // while the session lives, the sweep keeps it
    expect(await sweepOnce(t.db, t.clock.now())).toMatchObject({ pushSubscriptions: 0 });
    expect(await subscriptions()).toEqual([endpoint]);
    const [session] = await t.db.query<{ expires_at: Date }>(
      'SELECT max(expires_at) AS expires_at FROM refresh_tokens WHERE user_id = $1',
      [t.fixture.main.users.member2],
    );
    expect(session, 'the session’s refresh token').toBeDefined();
    t.clock.set(new Date(new Date(session!.expires_at).getTime() + 1000));
    expect(await sweepOnce(t.db, t.clock.now())).toMatchObject({ pushSubscriptions: 1 });
    expect(await subscriptions()).toEqual([]);
  });

  it('turning off on the device deletes its subscription, only the user’s own', async () => {
    const device = await subscribe('member2', 'lv', 180);
    const state = async (user: DemoUser) =>
      (
        await t.request('GET', `/user/push/subscription?endpoint=${encodeURIComponent(device.endpoint)}`, { as: user })
      ).json();
    expect(await state('member2')).toEqual({ subscribed: true, reminderLeadMinutes: 180, language: 'lv' });
    // another user on this browser sees it off: it is not theirs
    expect(await state('member')).toEqual({ subscribed: false, reminderLeadMinutes: null, language: null });
    expect(
      (await t.request('DELETE', '/user/push/subscription', { as: 'member', body: { endpoint: device.endpoint } }))
        .status,
    ).toBe(204);
    expect(await subscriptions()).toContain(device.endpoint);
    expect(
      (await t.request('DELETE', '/user/push/subscription', { as: 'member2', body: { endpoint: device.endpoint } }))
        .status,
    ).toBe(204);
    expect(await subscriptions()).not.toContain(device.endpoint);
    expect(await state('member2')).toMatchObject({ subscribed: false });
  });

  it(`sends nothing twice with two senders at once (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, async () => {
    await t.db.query('DELETE FROM push_subscriptions');
    const devices = await Promise.all(Array.from({ length: 6 }, () => subscribe('member2', 'en')));
    const { full } = t.fixture.main.trainings;
    await t.db.query(
      `INSERT INTO push_queue (tenant, subscription_id, kind, training_id, payload, next_attempt_at, created_at)
       SELECT s.tenant, s.id, 'cancelled', $1::int, jsonb_build_object('title', 'n' || n, 'body', 'b', 'url', '/calendar', 'tag', 'class-' || $1::int), $2, $2
       FROM push_subscriptions s, generate_series(1, 20) AS n`,
      [full, t.clock.now()],
    );
    const before = service.arrived.length;
    // two senders (as two server processes would: each claims with its own connections) racing over 120 messages
    const [a, b] = await Promise.all([deliver(), deliver()]);
    expect(a.sent + b.sent).toBe(120);
    const arrived = service.arrived.slice(before);
    expect(arrived.length).toBe(120);
    const texts = devices.flatMap((device) => arrivedFor(device).map((m) => `${device.path}:${m.title}`));
    expect(new Set(texts).size).toBe(120);
    if (t.dbKind === 'postgres') expect(Math.min(a.sent, b.sent)).toBeGreaterThan(0);
    // a claim that was never finished (a sender died mid-send) is another sender's after the lease
    await t.db.query(
      `INSERT INTO push_queue (tenant, subscription_id, kind, payload, next_attempt_at, attempts, created_at)
       SELECT tenant, id, 'cancelled', '{"title":"late","body":"b","url":"/calendar","tag":"class-1"}', $1, 1, $2 FROM push_subscriptions LIMIT 1`,
      [new Date(t.clock.now().getTime() + CLAIM_LEASE_MS), t.clock.now()],
    );
    expect(await deliver()).toMatchObject({ sent: 0 });
    t.clock.advance(CLAIM_LEASE_MS);
    expect(await deliver()).toMatchObject({ sent: 1 });
  });

  it('shows the queue depth in the metrics', async () => {
    const { upcoming } = t.fixture.main.trainings;
    await subscribe('member2', 'en');
    await t.db.query('UPDATE trainings SET cancelled_at = NULL WHERE id = $1', [upcoming]);
    await t.request('POST', `/admin/schedule/cancel/${upcoming}`, { as: 'admin', body: { notify: false } });
    const text = await (await t.app.request('/metrics', {}, fromAddress('127.0.0.1'))).text();
    expect(text).toMatch(new RegExp(`push_queue_pending\\{tenant="${t.fixture.main.tenant}"\\} [1-9]`));
  });
});
