import { describe, expect, it } from 'vitest';
import { makeBrowserKeys } from '../../test-support/local-push-service.ts';
import { enqueueDueReminders } from './reminders.ts';
import { deliverDuePushes, pushTransport } from './sender.ts';
import { BROWSER_PUSH_SERVICES } from './push-services.ts';
import {
  t,
  service,
  vapid,
  subscribe,
  deliver,
  arrivedFor,
  inApp,
  subscriptions,
  pending,
  markArrivalsSeen,
  setUpPushTestBed,
} from '../../test-support/push-test-bed.ts';

setUpPushTestBed();

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

    markArrivalsSeen();
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
});
