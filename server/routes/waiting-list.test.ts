import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemberNotices } from '../../src/api/contract/notice.ts';
import { OfferAnswerResponse, TrainingRegistrationsResponse } from '../../src/api/contract/registration.ts';
import { Training } from '../../src/api/contract/schedule.ts';
import type { WaitingListRules } from '../../src/api/contract/waiting-list.ts';
import { runWaitingListJob } from '../domain/booking/waiting-list-job.ts';
import { outboxSmsProvider } from '../domain/sms/outbox-sms-provider.ts';
import { FIXTURE_NOW, makeTestApp, type DemoUser, type TestApp } from '../test-support/make-test-app.ts';

/** Issue 37 point 2: fair waiting lists, through the API as the app uses it. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  // these members wait for several classes of one day at once
  await t.db.query(
    `UPDATE clubs SET same_day_limit = 20, same_type_per_day_limit = 20, active_bookings_limit = 50, cancel_deadline_hours = 1
     WHERE tenant = 'default'`,
  );
}, 60_000);
afterAll(() => t?.close());

const HOUR = 3600_000;
const MIN = 60_000;
const promoteRules: WaitingListRules = {
  mode: 'promote',
  offerWindow: { kind: 'fixed', minutes: 60 },
  quietHours: null,
  promoteAtOnceMinutes: 60,
  byType: [],
  strictOrder: false,
};
const offerRules: WaitingListRules = { ...promoteRules, mode: 'offer' };

const clubId = () => t.fixture.main.refs.clubIds[0]!;
async function setRules(rules: WaitingListRules) {
  const res = await t.request('PUT', `/admin/club/${clubId()}/waiting-list`, { as: 'admin', body: rules });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(await res.json()).toEqual(rules);
}

let room = 0;
/** A class of the fixture's first club, `places` places, from `startMs` for `minutes`, in a room of its own. */
async function makeClass(name: string, start: Date, places: number, minutes = 60): Promise<number> {
  const { refs } = t.fixture.main;
  room += 1;
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO trainings (tenant, club_id, name, room_id, unit_id, trainer_id, style_id, training_type, start_at, end_at, max_places)
     VALUES ('default', $1, $2, $3, $4, $5, $6, 'group', $7, $8, $9) RETURNING id`,
    [
      refs.clubIds[0],
      name,
      refs.roomIds[room % refs.roomIds.length],
      refs.unitIds[0],
      refs.trainerIds[0],
      refs.styleIds[0],
      start,
      new Date(start.getTime() + minutes * MIN),
      places,
    ],
  );
  return row!.id;
}

const at = (ms: number) => new Date(t.clock.now().getTime() + ms);

async function book(as: DemoUser, id: number, expected: 'booked' | 'waiting') {
  const res = await t.request('POST', `/user/registration/${id}`, { as });
  expect(res.status, await res.clone().text()).toBe(201);
  expect(((await res.json()) as { status: string }).status).toBe(expected);
}
async function cancel(as: DemoUser, id: number) {
  const res = await t.request('DELETE', `/user/registration/${id}`, { as });
  expect(res.status, await res.clone().text()).toBe(200);
}
const answer = (as: DemoUser, id: number, a: 'accept' | 'decline') =>
  t.request('POST', `/user/registration/${id}/offer`, { as, body: { answer: a } });

/** The member's place in a class as my workouts shows it (undefined: none). */
async function mine(as: DemoUser, id: number) {
  const res = await t.request(
    'GET',
    `/user/registration?from=${at(-HOUR).toISOString()}&to=${at(20 * 24 * HOUR).toISOString()}`,
    { as },
  );
  return v.parse(TrainingRegistrationsResponse, await res.json()).find((r) => r.id === id);
}
async function klass(as: DemoUser, id: number) {
  return v.parse(Training, await (await t.request('GET', `/user/schedule/${id}`, { as })).json());
}
/** The member's unread notices, marked read. */
async function notices(as: DemoUser) {
  const list = v.parse(MemberNotices, await (await t.request('GET', '/user/notice', { as })).json());
  if (list.length > 0) await t.request('POST', '/user/notice/seen', { as, body: { ids: list.map((n) => n.id) } });
  return list;
}
const job = () => runWaitingListJob(t.db, outboxSmsProvider, t.clock.now(), (tenant) => t.versions.bump(tenant));
const smsCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_outbox'))[0]!.n;

beforeEach(async () => {
  t.clock.set(FIXTURE_NOW);
  await job();
  for (const u of ['member', 'member2', 'trainer', 'admin'] as const) await notices(u);
});

describe('promote at once (the default)', () => {
  it('books the first waiting and takes them off the waiting lists of classes at the same time, and says so', async () => {
    await setRules(promoteRules);
    const start = at(30 * HOUR);
    const a = await makeClass('Spin A', start, 1);
    const b = await makeClass('Pilates B', new Date(start.getTime() + 30 * MIN), 1);
    const later = await makeClass('Yoga later', new Date(start.getTime() + 2 * HOUR), 1);
    await book('admin', a, 'booked');
    await book('trainer', b, 'booked');
    await book('trainer', later, 'booked');
    await book('member', a, 'waiting');
    await book('member', b, 'waiting');
    await book('member', later, 'waiting');
    await book('member2', b, 'waiting');

    await cancel('admin', a);

    expect(await mine('member', a)).toMatchObject({ status: 'booked' });
    expect(await mine('member', b)).toBeUndefined();
    // a class that does not overlap keeps its queue
    expect(await mine('member', later)).toMatchObject({ status: 'waiting', placeInWaitingList: 1 });
    expect(await mine('member2', b)).toMatchObject({ status: 'waiting', placeInWaitingList: 1 });
    expect(await klass('member2', b)).toMatchObject({ bookedCount: 1, waitingCount: 1 });
    expect(await notices('member')).toMatchObject([
      { kind: 'promoted', trainingId: a, trainingName: 'Spin A' },
      { kind: 'released', trainingId: b, trainingName: 'Pilates B', gotTrainingName: 'Spin A' },
    ]);
  });

  it('lets the club read and change its rules, and refuses rules that make no sense', async () => {
    await setRules({
      mode: 'offer',
      offerWindow: { kind: 'share', percent: 25 },
      quietHours: { from: '22:00', to: '07:00' },
      promoteAtOnceMinutes: 90,
      byType: [],
      strictOrder: true,
    });
    const read = await t.request('GET', `/admin/club/${clubId()}/waiting-list`, { as: 'admin' });
    expect(await read.json()).toEqual({
      mode: 'offer',
      offerWindow: { kind: 'share', percent: 25 },
      quietHours: { from: '22:00', to: '07:00' },
      promoteAtOnceMinutes: 90,
      byType: [],
      strictOrder: true,
    });
    // each refusal names the field the admin screen shows it at
    for (const [body, field] of [
      [{ ...offerRules, quietHours: { from: '22:00', to: '22:00' } }, 'quietHours.invalid'],
      [{ ...offerRules, quietHours: { from: '25:00', to: '07:00' } }, 'quietHours.invalid'],
      [{ ...offerRules, quietHours: { from: '22:00' } }, 'quietHours.fieldRequired'],
      [{ ...offerRules, offerWindow: { kind: 'share', percent: 0 } }, 'offerWindow.invalid'],
      [{ ...offerRules, offerWindow: { kind: 'fixed', minutes: 0 } }, 'offerWindow.invalid'],
      [{ ...offerRules, offerWindow: { kind: 'fixed' } }, 'offerWindow.fieldRequired'],
      [{ ...offerRules, mode: 'lottery' }, 'mode.invalid'],
      [{ ...offerRules, promoteAtOnceMinutes: -1 }, 'promoteAtOnceMinutes.invalid'],
    ] as const) {
      const res = await t.request('PUT', `/admin/club/${clubId()}/waiting-list`, { as: 'admin', body });
      expect([JSON.stringify(body), res.status, await res.json()]).toEqual([
        JSON.stringify(body),
        400,
        { errors: ['invalidInput', field], code: 400 },
      ]);
    }
  });
});

describe('offer with a reply window', () => {
  it('holds the place for the first waiting until they accept; accepting leaves overlapping waiting places', async () => {
    await setRules(offerRules);
    const start = at(30 * HOUR);
    const a = await makeClass('Spin A', start, 1);
    const b = await makeClass('Pilates B', new Date(start.getTime() + 15 * MIN), 1);
    await book('admin', a, 'booked');
    await book('trainer', b, 'booked');
    await book('member', a, 'waiting');
    await book('member2', a, 'waiting');
    await book('member', b, 'waiting');
    const sms = await smsCount();

    await cancel('admin', a);

    const offered = await mine('member', a);
    expect(offered).toMatchObject({ status: 'offered', placeInWaitingList: null });
    expect(offered?.offerExpiresAt).toBe(at(60 * MIN).toISOString());
    // the offered place stays taken: a tap now joins the waiting list, behind member2
    expect(await klass('member', a)).toMatchObject({
      bookedCount: 1,
      waitingCount: 1,
      myRegistration: { status: 'offered', offerExpiresAt: at(60 * MIN).toISOString() },
      bookability: { action: 'answerOffer', reason: null },
    });
    await book('trainer', a, 'waiting');
    expect(await mine('member2', a)).toMatchObject({ status: 'waiting', placeInWaitingList: 1 });
    expect(await notices('member')).toMatchObject([
      { kind: 'offered', trainingId: a, acceptBy: at(60 * MIN).toISOString() },
    ]);
    expect(await smsCount()).toBe(sms + 1);
    // the trainer sees who holds the place, and it is not a booked place to mark present
    const participants = (await (
      await t.request('GET', `/trainer/registration/class/${a}`, { as: 'admin' })
    ).json()) as { status: string; clientId: number }[];
    expect(participants.map((p) => p.status)).toEqual(['offered', 'waiting', 'waiting']);

    // someone else cannot answer it
    expect((await answer('member2', a, 'accept')).status).toBe(409);
    t.clock.advance(30 * MIN);
    const res = await answer('member', a, 'accept');
    expect(res.status).toBe(200);
    expect(v.parse(OfferAnswerResponse, await res.json())).toMatchObject({ trainingId: a, status: 'booked' });
    expect(await mine('member', a)).toMatchObject({ status: 'booked', offerExpiresAt: null });
    expect(await mine('member', b)).toBeUndefined();
    expect(await notices('member')).toMatchObject([{ kind: 'released', trainingId: b, gotTrainingName: 'Spin A' }]);
    // answered once: a second answer finds no open offer
    expect((await answer('member', a, 'decline')).status).toBe(409);
    expect(await klass('member', a)).toMatchObject({ bookedCount: 1, waitingCount: 2 });
  });

  it('passes an offer nobody answered to the next in the queue when its window ends', async () => {
    await setRules(offerRules);
    const a = await makeClass('Spin A', at(30 * HOUR), 1);
    await book('admin', a, 'booked');
    await book('member', a, 'waiting');
    await book('member2', a, 'waiting');
    await cancel('admin', a);
    expect(await mine('member', a)).toMatchObject({ status: 'offered' });

    t.clock.advance(60 * MIN);
    // the window has ended, even before the job has run: too late to accept
    expect((await answer('member', a, 'accept')).status).toBe(409);
    expect(await job()).toMatchObject({ expired: 1 });
    expect(await mine('member', a)).toBeUndefined();
    const next = await mine('member2', a);
    expect(next).toMatchObject({ status: 'offered', offerExpiresAt: at(60 * MIN).toISOString() });
    expect(await notices('member2')).toMatchObject([{ kind: 'offered', trainingId: a }]);
    // the member was told the deadline when offered; the job runs again and changes nothing
    expect(await job()).toMatchObject({ expired: 0 });
    expect((await answer('member2', a, 'accept')).status).toBe(200);
    expect(await klass('member2', a)).toMatchObject({ bookedCount: 1, waitingCount: 0 });
  });

  it('passes a declined offer on at once', async () => {
    await setRules(offerRules);
    const a = await makeClass('Spin A', at(30 * HOUR), 1);
    await book('admin', a, 'booked');
    await book('member', a, 'waiting');
    await book('member2', a, 'waiting');
    await cancel('admin', a);
    const res = await answer('member', a, 'decline');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'cancelled' });
    expect(await mine('member', a)).toBeUndefined();
    expect(await mine('member2', a)).toMatchObject({ status: 'offered' });
    // member2's offer holds the place: one who declined can only queue again, at the end
    expect(await klass('member', a)).toMatchObject({
      bookedCount: 1,
      waitingCount: 0,
      bookability: { action: 'joinWaitingList' },
    });
  });

  it('cuts a window at the time before the start when the club promotes at once', async () => {
    await setRules({ ...offerRules, offerWindow: { kind: 'fixed', minutes: 120 }, promoteAtOnceMinutes: 120 });
    const a = await makeClass('Spin A', at(3 * HOUR), 1);
    await book('admin', a, 'booked');
    await book('member', a, 'waiting');
    await cancel('admin', a);
    expect((await mine('member', a))?.offerExpiresAt).toBe(at(1 * HOUR).toISOString());
  });

  it('takes a window as a share of the time left before the class', async () => {
    await setRules({ ...offerRules, offerWindow: { kind: 'share', percent: 10 } });
    const a = await makeClass('Spin A', at(30 * HOUR), 1);
    await book('admin', a, 'booked');
    await book('member', a, 'waiting');
    await cancel('admin', a);
    expect((await mine('member', a))?.offerExpiresAt).toBe(at(3 * HOUR).toISOString());
  });
});

describe('a class that starts soon', () => {
  it('promotes at once whatever the mode', async () => {
    await setRules({ ...offerRules, promoteAtOnceMinutes: 120 });
    const a = await makeClass('Spin A', at(90 * MIN), 1);
    const b = await makeClass('Pilates B', at(100 * MIN), 1);
    await book('admin', a, 'booked');
    await book('trainer', b, 'booked');
    await book('member', a, 'waiting');
    await book('member', b, 'waiting');
    await cancel('admin', a);
    expect(await mine('member', a)).toMatchObject({ status: 'booked' });
    expect(await mine('member', b)).toBeUndefined();
    expect((await notices('member')).map((n) => n.kind)).toEqual(['promoted', 'released']);
  });
});

describe('quiet hours', () => {
  // 23:00 in Tallinn (UTC+2 in March)
  const night = new Date('2026-03-11T21:00:00.000Z');
  const quiet = { from: '22:00', to: '07:00' };

  it('send no offer notice and stop the reply window until they end', async () => {
    await setRules({ ...offerRules, quietHours: quiet });
    t.clock.set(night);
    const a = await makeClass('Spin A', at(40 * HOUR), 1);
    await book('admin', a, 'booked');
    await book('member', a, 'waiting');
    const sms = await smsCount();
    await cancel('admin', a);
    // the place is held now; the hour of running time starts at 07:00
    expect(await mine('member', a)).toMatchObject({
      status: 'offered',
      offerExpiresAt: '2026-03-12T06:00:00.000Z',
    });
    expect(await notices('member')).toEqual([]);
    expect(await smsCount()).toBe(sms);

    t.clock.set(new Date('2026-03-12T04:59:00.000Z'));
    await job();
    expect(await notices('member')).toEqual([]);
    t.clock.set(new Date('2026-03-12T05:00:00.000Z'));
    await job();
    expect(await notices('member')).toMatchObject([
      { kind: 'offered', trainingId: a, acceptBy: '2026-03-12T06:00:00.000Z' },
    ]);
    expect(await smsCount()).toBe(sms + 1);
    expect((await answer('member', a, 'accept')).status).toBe(200);
  });

  it('hold a promotion notice until they end', async () => {
    await setRules({ ...promoteRules, quietHours: quiet });
    t.clock.set(night);
    const a = await makeClass('Spin A', at(40 * HOUR), 1);
    await book('admin', a, 'booked');
    await book('member', a, 'waiting');
    await cancel('admin', a);
    expect(await mine('member', a)).toMatchObject({ status: 'booked' });
    expect(await notices('member')).toEqual([]);
    t.clock.set(new Date('2026-03-12T05:00:00.000Z'));
    await job();
    expect(await notices('member')).toMatchObject([{ kind: 'promoted', trainingId: a }]);
  });
});
