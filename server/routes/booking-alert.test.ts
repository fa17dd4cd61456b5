import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BookingAlert, BookingAlerts } from '../../src/api/contract/booking-alert.ts';
import { MemberNotices } from '../../src/api/contract/notice.ts';
import { Training } from '../../src/api/contract/schedule.ts';
import { insertIds } from '../db/seed/insert-rows.ts';
import { sendDueBookingAlerts } from '../domain/booking/booking-open-alerts.ts';
import { FIXTURE_NOW, makeTestApp, type DemoUser, type TestApp } from '../test-support/make-test-app.ts';

/** Issue 37 point 4: "Tell me when booking opens", through the API as the app uses it, and the job that tells. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  await insertIds(t.db, 'push_subscriptions', [
    {
      tenant: 'default',
      user_id: t.fixture.main.users.member,
      endpoint: 'https://push.example/member-phone',
      p256dh: 'k',
      auth: 'a',
      language: 'et',
    },
  ]);
}, 60_000);
afterAll(() => t?.close());

const DAY = 24 * 3600_000;

beforeEach(() => t.clock.set(FIXTURE_NOW));

/** A class of the fixture's first club starting `inDays` from the fixture's now (its booking window: 14 days). */
async function makeClass(name: string, inDays: number): Promise<number> {
  const { refs } = t.fixture.main;
  const start = new Date(FIXTURE_NOW.getTime() + inDays * DAY);
  const [id] = await insertIds(t.db, 'trainings', [
    {
      tenant: 'default',
      club_id: refs.clubIds[0],
      room_id: refs.roomIds[0],
      name,
      training_type: 'group',
      start_at: start,
      end_at: new Date(start.getTime() + 3600_000),
      max_places: 10,
    },
  ]);
  return id!;
}

const ask = (as: DemoUser, id: number) => t.request('POST', `/user/booking-alert/${id}`, { as });
const takeBack = (as: DemoUser, id: number) => t.request('DELETE', `/user/booking-alert/${id}`, { as });
async function alerts(as: DemoUser) {
  return v.parse(BookingAlerts, await (await t.request('GET', '/user/booking-alert', { as })).json());
}
async function opensAt(id: number): Promise<string> {
  const res = await t.request('GET', `/user/schedule/${id}`, { as: 'member' });
  return v.parse(Training, await res.json()).bookingOpensAt;
}
async function notices(as: DemoUser) {
  const list = v.parse(MemberNotices, await (await t.request('GET', '/user/notice', { as })).json());
  if (list.length > 0) await t.request('POST', '/user/notice/seen', { as, body: { ids: list.map((n) => n.id) } });
  return list;
}
const pushes = (trainingId: number) =>
  t.db.query<{ kind: string; payload: { title: string; body: string; url: string } }>(
    `SELECT kind, payload FROM push_queue WHERE training_id = $1 ORDER BY id`,
    [trainingId],
  );

describe('asking to be told when booking opens', () => {
  it('answers when that is (the timetable’s instant), keeps one request when asked twice, and lists it', async () => {
    const id = await makeClass('Spin later', 20);
    const when = await opensAt(id);
    expect(Date.parse(when)).toBeGreaterThan(FIXTURE_NOW.getTime());

    const first = await ask('member', id);
    expect(first.status, await first.clone().text()).toBe(201);
    expect(v.parse(BookingAlert, await first.json())).toEqual({ trainingId: id, opensAt: when });
    expect((await ask('member', id)).status).toBe(201);
    expect((await alerts('member')).filter((a) => a.trainingId === id)).toEqual([{ trainingId: id, opensAt: when }]);
    // another member's list is their own
    expect((await alerts('member2')).some((a) => a.trainingId === id)).toBe(false);
  });

  it('takes a request back', async () => {
    const id = await makeClass('Yoga later', 21);
    expect((await ask('member2', id)).status).toBe(201);
    const res = await takeBack('member2', id);
    expect(res.status).toBe(204);
    expect((await alerts('member2')).some((a) => a.trainingId === id)).toBe(false);
  });

  it('refuses a class already open for booking, and a cancelled one', async () => {
    const open = await makeClass('Open now', 3);
    const res = await ask('member', open);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ errors: ['bookingAlreadyOpen'] });

    const cancelled = await makeClass('Cancelled later', 22);
    await t.db.query('UPDATE trainings SET cancelled_at = $2 WHERE id = $1', [cancelled, FIXTURE_NOW]);
    expect((await ask('member', cancelled)).status).toBe(404);
  });
});

describe('the job that tells', () => {
  // each case counts only its own requests
  beforeEach(() => t.db.query('DELETE FROM booking_open_alerts'));

  it('tells the member once, at the instant booking opens, in the app and on their device; then they can book', async () => {
    const id = await makeClass('Pilates later', 25);
    const when = new Date(await opensAt(id));
    expect((await ask('member', id)).status).toBe(201);
    await notices('member');

    expect(await sendDueBookingAlerts(t.db, new Date(when.getTime() - 1000))).toBe(0);
    expect(await pushes(id)).toEqual([]);

    expect(await sendDueBookingAlerts(t.db, when)).toBe(1);
    expect(await sendDueBookingAlerts(t.db, new Date(when.getTime() + 15_000))).toBe(0);
    const queued = await pushes(id);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: 'bookingOpen', payload: { title: 'Broneerimine avatud: Pilates later' } });
    expect(queued[0]!.payload.url).toMatch(new RegExp(`^/calendar\\?id=${id}&date=`));

    t.clock.set(when);
    expect(await notices('member')).toMatchObject([
      { kind: 'bookingOpen', trainingId: id, trainingName: 'Pilates later' },
    ]);
    expect(await alerts('member')).not.toContainEqual(expect.objectContaining({ trainingId: id }));
    const booked = await t.request('POST', `/user/registration/${id}`, { as: 'member' });
    expect(booked.status).toBe(201);
  });

  it('drops the request of a class cancelled meanwhile, untold', async () => {
    const id = await makeClass('Cancelled meanwhile', 26);
    const when = new Date(await opensAt(id));
    expect((await ask('member2', id)).status).toBe(201);
    await notices('member2');
    await t.db.query('UPDATE trainings SET cancelled_at = $2 WHERE id = $1', [id, FIXTURE_NOW]);
    expect(await sendDueBookingAlerts(t.db, when)).toBe(0);
    expect(await notices('member2')).toEqual([]);
    expect((await t.db.query('SELECT 1 FROM booking_open_alerts WHERE training_id = $1', [id])).length).toBe(0);
  });

  it('tells each member once when several runs race (several server processes)', async () => {
    const ids = await Promise.all([makeClass('Race A', 27), makeClass('Race B', 27), makeClass('Race C', 27)]);
    for (const id of ids) for (const u of ['member', 'member2', 'trainer'] as const) await ask(u, id);
    const when = new Date(Math.max(...(await Promise.all(ids.map(opensAt))).map(Date.parse)));
    const told = await Promise.all([1, 2, 3].map(() => sendDueBookingAlerts(t.db, when)));
    expect(told.reduce((a, b) => a + b, 0)).toBe(9);
    const [row] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM member_notices WHERE kind = 'bookingOpen' AND training_id = ANY($1::int[])`,
      [ids],
    );
    expect(row!.n).toBe(9);
  });
});
