import * as v from 'valibot';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemberNotices } from '../../../src/api/contract/notice.ts';
import { PushPayload } from '../../../src/api/contract/push.ts';
import {
  FIXTURE_NOW,
  fromAddress,
  makeTestApp,
  type DemoUser,
  type TestApp,
} from '../../test-support/make-test-app.ts';
import {
  decryptPush,
  makeBrowserKeys,
  startLocalPushService,
  type BrowserKeys,
  type LocalPushService,
} from '../../test-support/local-push-service.ts';
import { sweepOnce } from '../housekeeping.ts';
import { enqueueDueReminders } from './reminders.ts';
import { CLAIM_LEASE_MS, deliverDuePushes, MAX_PUSH_ATTEMPTS, pushTransport } from './sender.ts';
import { BROWSER_PUSH_SERVICES } from './push-services.ts';
import { DEFAULT_VAPID_SUBJECT } from './vapid-keys.ts';
import { loginBody, tokenOf } from '../../test-support/login.ts';

const vapid = { ...webpush.generateVAPIDKeys(), subject: DEFAULT_VAPID_SUBJECT };
let t: TestApp;
let service: LocalPushService;
beforeAll(async () => {
  [t, service] = await Promise.all([makeTestApp({ vapid }), startLocalPushService()]);
}, 60_000);
afterAll(async () => {
  await service?.close();
  await t?.close();
});

/** One browser of a demo user: its keys, its endpoint at the local push service, subscribed through the API. */
type Device = { user: DemoUser; keys: BrowserKeys; path: string; endpoint: string };
let deviceCount = 0;
async function subscribe(
  user: DemoUser,
  language: 'et' | 'en' | 'lv',
  reminderLeadMinutes: 60 | 180 | null = null,
): Promise<Device> {
  const keys = makeBrowserKeys();
  const path = `/push/device-${(deviceCount += 1)}`;
  const endpoint = `${service.origin}${path}`;
  const res = await t.request('PUT', '/user/push/subscription', {
    as: user,
    body: { endpoint, keys: keys.json, language, reminderLeadMinutes },
  });
  expect(res.status).toBe(204);
  return { user, keys, path, endpoint };
}

const deliver = () =>
  deliverDuePushes(t.db, t.clock.now(), vapid, pushTransport({ services: BROWSER_PUSH_SERVICES, allowLoopback: true }));

/** The messages that reached this device since the last call, decrypted with its own keys. */
let seen = 0;
function arrivedFor(device: Device): PushPayload[] {
  return service.arrived
    .slice(seen)
    .filter((m) => m.path === device.path)
    .map((m) => v.parse(PushPayload, JSON.parse(decryptPush(m.body, device.keys))));
}
beforeEach(() => {
  seen = service.arrived.length;
  t.clock.set(FIXTURE_NOW);
});

const inApp = async (user: DemoUser) =>
  v.parse(MemberNotices, await (await t.request('GET', '/user/notice', { as: user })).json());
const subscriptions = async () =>
  (await t.db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions ORDER BY id')).map(
    (r) => r.endpoint,
  );
const pending = async () =>
  t.db.query<{ attempts: number; next_attempt_at: Date; state: string }>(
    "SELECT attempts, next_attempt_at, state FROM push_queue WHERE state = 'pending'",
  );

describe('Web Push to members and trainers (issue #25)', () => {
  it('answers the VAPID public key that the messages are signed with', async () => {
    const res = await t.request('GET', '/user/push/key', { as: 'member' });
    expect(await res.json()).toEqual({ publicKey: vapid.publicKey });
    expect((await t.request('GET', '/user/push/key')).status).toBe(401);
  });

  it('refuses an endpoint that is not a push service over https (no calls into the server’s own network)', async () => {
    const refused = [
      'http://10.0.0.5/push/x',
      'https://10.0.0.5/push/x',
      'https://192.168.1.10/push/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/push/x',
      'https://[::ffff:10.0.0.1]/push/x',
      'https://100.64.0.1/push/x',
      'https://printer.local/push/x',
      'https://intranet/push/x',
    ];
    for (const endpoint of refused) {
      const body = { endpoint, keys: makeBrowserKeys().json, language: 'en' };
      const res = await t.request('PUT', '/user/push/subscription', { as: 'member', body });
      expect([endpoint, res.status]).toEqual([endpoint, 400]);
    }
  });

  it('drops a subscription whose address is off the public internet when sending, without connecting', async () => {
    await t.db.query('DELETE FROM push_subscriptions');
    const device = await subscribe('member', 'en');
    // as if the name had been re-pointed at the server's own machine after the subscription was accepted
    await t.db.query('UPDATE push_subscriptions SET endpoint = $1', [
      `https://127.0.0.1:${new URL(device.endpoint).port}/x`,
    ]);
    await t.db.query(
      `INSERT INTO push_queue (tenant, subscription_id, kind, payload, next_attempt_at, created_at)
       SELECT tenant, id, 'cancelled', '{"title":"t","body":"b","url":"/calendar","tag":"class-1"}', $1, $1 FROM push_subscriptions`,
      [t.clock.now()],
    );
    const before = service.arrived.length;
    const report = await deliverDuePushes(
      t.db,
      t.clock.now(),
      vapid,
      pushTransport({ services: BROWSER_PUSH_SERVICES, allowLoopback: false }),
    );
    expect(report).toMatchObject({ refused: 1, sent: 0, retried: 0 });
    expect(await subscriptions()).toEqual([]);
    expect(await pending()).toEqual([]);
    expect(service.arrived.length).toBe(before);
  });

  it('tells a member at once, encrypted for their device and in its language, that a place came free', async () => {
    const { full } = t.fixture.main.trainings;
    const phone = await subscribe('member', 'et');
    expect((await t.request('POST', `/user/registration/${full}`, { as: 'member' })).status).toBe(201);
    expect((await t.request('DELETE', `/user/registration/${full}`, { as: 'member2' })).status).toBe(200);
    expect(await deliver()).toMatchObject({ sent: 1 });

    const [message] = arrivedFor(phone);
    expect(message).toEqual({
      title: 'Said koha: Evening yoga',
      // FIXTURE_NOW + 48 h is 2026-03-13 08:00Z, 10:00 in Tallinn
      body: 'Ootejärjekorrast vabanes koht: oled nüüd broneeritud treeningule Evening yoga, 13.03 10:00.',
      url: `/calendar?id=${full}&date=2026-03-13`,
      tag: `class-${full}`,
    });
    const request = service.arrived.find((m) => m.path === phone.path)!;
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.topic).toBe(`class-${full}`);
    // RFC 8292: signed with the server's key, which the browser subscribed with
    expect(request.headers.authorization).toContain(`k=${vapid.publicKey}`);
    // sent once: another run has nothing to do
    expect(await deliver()).toEqual({ sent: 0, retried: 0, expired: 0, refused: 0, failed: 0 });
  });

  it('tells booked members and the trainer when an admin cancels the class; SMS notices still go', async () => {
    const { upcoming } = t.fixture.main.trainings;
    const member = await subscribe('member', 'en');
    const trainer = await subscribe('trainer', 'lv');
    const outboxBefore = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_outbox'))[0]!.n;
    const res = await t.request('POST', `/admin/schedule/cancel/${upcoming}`, { as: 'admin', body: { notify: true } });
    expect(res.status).toBe(200);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_outbox'))[0]!.n).toBeGreaterThan(
      outboxBefore,
    );
    await deliver();
    expect(arrivedFor(member)).toEqual([
      {
        title: 'Cancelled: Morning yoga',
        body: 'ClubBook City: Morning yoga on 12.03 10:00 is cancelled.',
        url: `/calendar?id=${upcoming}&date=2026-03-12`,
        tag: `class-${upcoming}`,
      },
    ]);
    expect(arrivedFor(trainer)).toEqual([
      expect.objectContaining({
        title: 'Atcelts: Morning yoga',
        url: `/trainer-calendar?id=${upcoming}&date=2026-03-12`,
        tag: `class-${upcoming}`,
      }),
    ]);
    // and it stays readable in the app
    expect(await inApp('member')).toContainEqual(
      expect.objectContaining({ kind: 'cancelled', trainingId: upcoming, trainingName: 'Morning yoga' }),
    );
  });

  it('tells members and both trainers when the time and trainer of a class change, once per device', async () => {
    const { full } = t.fixture.main.trainings;
    // `full` is led by the `trainer` user's trainer; member was promoted into it above
    const member2 = await subscribe('member2', 'en');
    const oldTrainer = await subscribe('trainer', 'en');
    const newTrainer = await subscribe('admin', 'en');
    const edit = (over: Record<string, unknown>) =>
      t.request('PUT', '/admin/schedule', {
        as: 'admin',
        body: {
          trainingId: full,
          name: 'Evening yoga',
          roomId: t.fixture.main.refs.roomIds[0],
          trainerId: t.fixture.main.refs.trainerIds[0],
          styleId: t.fixture.main.refs.styleIds[0],
          trainingType: 'group',
          startDateTime: '2026-03-13T08:00:00.000Z',
          endDateTime: '2026-03-13T09:00:00.000Z',
          maxPlaces: 2,
          isPublic: true,
          waitingListAllowed: true,
          ...over,
        },
      });
    // a new comment is no news: nothing queued
    expect((await edit({ publicComment: 'Bring a mat' })).status).toBe(200);
    expect(await pending()).toEqual([]);
    // the second place that edit made is member2's again
    expect((await t.request('POST', `/user/registration/${full}`, { as: 'member2' })).status).toBe(201);

    const moved = await edit({
      startDateTime: '2026-03-13T15:00:00.000Z',
      endDateTime: '2026-03-13T16:00:00.000Z',
      trainerId: t.fixture.main.refs.trainerIds[1],
    });
    expect(moved.status).toBe(200);
    await deliver();
    expect(arrivedFor(member2)).toEqual([
      {
        title: 'Changed: Evening yoga',
        body: 'ClubBook City: Evening yoga has changed, now on 13.03 17:00. Check the time, room and trainer.',
        url: `/calendar?id=${full}&date=2026-03-13`,
        tag: `class-${full}`,
      },
    ]);
    const toTrainer = {
      title: 'Your class changed: Evening yoga',
      body: 'ClubBook City: Evening yoga, which you lead, has changed, now on 13.03 17:00.',
    };
    expect(arrivedFor(oldTrainer)).toEqual([
      expect.objectContaining({ ...toTrainer, url: `/trainer-calendar?id=${full}&date=2026-03-13` }),
    ]);
    expect(arrivedFor(newTrainer)).toEqual([expect.objectContaining(toTrainer)]);
    expect(await inApp('member2')).toContainEqual(
      expect.objectContaining({ kind: 'changed', trainingId: full, startDateTime: '2026-03-13T15:00:00.000Z' }),
    );
  });

  it('reminds at the lead the device chose, once, and not for a device with reminders off', async () => {
    const { full } = t.fixture.main.trainings;
    // `full` starts 2026-03-13T15:00Z now; member2 is booked
    const hourBefore = await subscribe('member2', 'en', 60);
    const threeHoursBefore = await subscribe('member2', 'lv', 180);
    const start = new Date('2026-03-13T15:00:00.000Z');
    const at = (minutesBefore: number) => t.clock.set(new Date(start.getTime() - minutesBefore * 60_000));

    at(181);
    expect(await enqueueDueReminders(t.db, t.clock.now())).toBe(0);
    at(180);
    expect(await enqueueDueReminders(t.db, t.clock.now())).toBe(1);
    at(179);
    expect(await enqueueDueReminders(t.db, t.clock.now())).toBe(0);
    await deliver();
    expect(arrivedFor(threeHoursBefore)).toEqual([
      expect.objectContaining({
        title: 'Drīz: Evening yoga',
        body: 'ClubBook City: jūsu nodarbība Evening yoga sākas 13.03 17:00.',
      }),
    ]);
    expect(arrivedFor(hourBefore)).toEqual([]);

    seen = service.arrived.length;
    at(61);
    expect(await enqueueDueReminders(t.db, t.clock.now())).toBe(0);
    // the job ran late (a restart): within the grace it still reminds, once
    at(58);
    expect(await enqueueDueReminders(t.db, t.clock.now())).toBe(1);
    expect(await enqueueDueReminders(t.db, t.clock.now())).toBe(0);
    await deliver();
    expect(arrivedFor(hourBefore)).toEqual([
      {
        title: 'Soon: Evening yoga',
        body: 'ClubBook City: your class Evening yoga starts on 13.03 17:00.',
        url: `/calendar?id=${full}&date=2026-03-13`,
        tag: `class-${full}`,
      },
    ]);
    expect(arrivedFor(threeHoursBefore)).toEqual([]);
  });

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
