import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { MemberNotices } from '../../src/api/contract/notice.ts';
import { TrainingRegistrationsResponse } from '../../src/api/contract/registration.ts';
import { insertIds } from '../db/seed/insert-rows.ts';
import { makeTestApp, type DemoUser, type TestApp } from '../test-support/make-test-app.ts';

/**
 * The waiting list and the strike rules (issue 37 points 2 and 3): a member whose online booking strikes block is
 * passed over by a promotion, keeps their place and is told once; the waiting list's SMS speak the member's language.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  await t.db.query(
    `UPDATE clubs SET same_day_limit = 20, same_type_per_day_limit = 20, active_bookings_limit = 50, cancel_deadline_hours = 1,
       waiting_mode = 'promote', quiet_from = NULL, quiet_to = NULL
     WHERE tenant = 'default'`,
  );
  // phones for the SMS, and no device or feed yet: the language comes from the club
  await t.db.query(`UPDATE users SET phone = '+3725550' || id WHERE tenant = 'default'`);
}, 60_000);
afterAll(() => t?.close());

const HOUR = 3600_000;
const users = () => t.fixture.main.users;
const clubId = () => t.fixture.main.refs.clubIds[0]!;

async function makeClass(name: string, inHours: number, places: number): Promise<number> {
  const { refs } = t.fixture.main;
  const start = new Date(t.clock.now().getTime() + inHours * HOUR);
  const [id] = await insertIds(t.db, 'trainings', [
    {
      tenant: 'default',
      club_id: refs.clubIds[0],
      room_id: refs.roomIds[0],
      name,
      training_type: 'group',
      start_at: start,
      end_at: new Date(start.getTime() + HOUR),
      max_places: places,
    },
  ]);
  return id!;
}

async function book(as: DemoUser, id: number, expected: 'booked' | 'waiting') {
  const res = await t.request('POST', `/user/registration/${id}`, { as });
  expect(res.status, await res.clone().text()).toBe(201);
  expect(((await res.json()) as { status: string }).status).toBe(expected);
}
async function cancel(as: DemoUser, id: number) {
  const res = await t.request('DELETE', `/user/registration/${id}`, { as });
  expect(res.status, await res.clone().text()).toBe(200);
}
async function mine(as: DemoUser, id: number) {
  const now = t.clock.now().getTime();
  const res = await t.request(
    'GET',
    `/user/registration?from=${new Date(now - HOUR).toISOString()}&to=${new Date(now + 20 * 24 * HOUR).toISOString()}`,
    { as },
  );
  return v.parse(TrainingRegistrationsResponse, await res.json()).find((r) => r.id === id);
}
async function notices(as: DemoUser) {
  const list = v.parse(MemberNotices, await (await t.request('GET', '/user/notice', { as })).json());
  if (list.length > 0) await t.request('POST', '/user/notice/seen', { as, body: { ids: list.map((n) => n.id) } });
  return list;
}
const smsTo = async (user: DemoUser) =>
  (
    await t.db.query<{ message: string }>(
      `SELECT message FROM sms_outbox WHERE phone = (SELECT phone FROM users WHERE id = $1) ORDER BY id`,
      [users()[user]],
    )
  ).map((r) => r.message);

/** A strike that blocks `user`'s online booking at the club for a week from now. */
async function block(user: DemoUser) {
  const past = await makeClass('Missed', -48, 5);
  const [reg] = await insertIds(t.db, 'registrations', [
    { tenant: 'default', training_id: past, user_id: users()[user], status: 'booked' },
  ]);
  await insertIds(t.db, 'member_strikes', [
    {
      tenant: 'default',
      club_id: clubId(),
      user_id: users()[user],
      registration_id: reg,
      training_id: past,
      kind: 'noShow',
      counted_at: new Date(t.clock.now().getTime() - 47 * HOUR),
      blocks_until: new Date(t.clock.now().getTime() + 7 * 24 * HOUR),
    },
  ]);
}

describe('a member blocked by strikes on a waiting list', () => {
  it('is passed over while blocked, keeps their place, hears of it once, and is first again when the block ends', async () => {
    const id = await makeClass('Spin', 30, 2);
    await book('admin', id, 'booked');
    await book('trainer', id, 'booked');
    await book('member', id, 'waiting');
    await book('member2', id, 'waiting');
    for (const u of ['member', 'member2'] as const) await notices(u);
    await t.db.query('UPDATE clubs SET strikes_enabled = true WHERE id = $1', [clubId()]);
    await block('member');

    await cancel('admin', id);
    expect(await mine('member2', id)).toMatchObject({ status: 'booked' });
    expect(await mine('member', id)).toMatchObject({ status: 'waiting', placeInWaitingList: 1 });
    expect(await notices('member2')).toMatchObject([{ kind: 'promoted', trainingId: id }]);
    expect(await notices('member')).toMatchObject([{ kind: 'skipped', trainingId: id, trainingName: 'Spin' }]);

    // a second place passes them by again, untold: the first notice said the queue goes on without them
    await book('admin', id, 'waiting');
    await cancel('trainer', id);
    expect(await mine('admin', id)).toMatchObject({ status: 'booked' });
    expect(await notices('member')).toEqual([]);

    // the block lifted (a strike waived, or its days over): the next place is theirs
    await t.db.query('UPDATE member_strikes SET blocks_until = NULL WHERE user_id = $1', [users().member]);
    await cancel('member2', id);
    expect(await mine('member', id)).toMatchObject({ status: 'booked' });
    expect(await notices('member')).toMatchObject([{ kind: 'promoted', trainingId: id }]);
  });

  it('cannot accept a place offered before the block: it goes to the next, and they keep their queue place', async () => {
    await t.db.query(
      `UPDATE clubs SET strikes_enabled = true, waiting_mode = 'offer', promote_at_once_minutes = 0 WHERE id = $1`,
      [clubId()],
    );
    onTestFinished(async () => {
      await t.db.query(`UPDATE clubs SET waiting_mode = 'promote' WHERE id = $1`, [clubId()]);
    });
    const id = await makeClass('Row', 40, 1);
    await book('admin', id, 'booked');
    await book('member2', id, 'waiting');
    await book('trainer', id, 'waiting');
    await cancel('admin', id);
    expect(await mine('member2', id)).toMatchObject({ status: 'offered' });
    await block('member2');

    const res = await t.request('POST', `/user/registration/${id}/offer`, {
      as: 'member2',
      body: { answer: 'accept' },
    });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { errors: string[]; blockedUntil: string; clubTimeZone: string };
    expect(body.errors).toEqual(['bookingBlocked']);
    expect(new Date(body.blockedUntil).getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect(await mine('trainer', id)).toMatchObject({ status: 'offered' });
    expect(await mine('member2', id)).toMatchObject({ status: 'waiting', placeInWaitingList: 1 });
  });

  it('is promoted as anyone when the club has the rules off', async () => {
    await t.db.query('UPDATE clubs SET strikes_enabled = false WHERE id = $1', [clubId()]);
    const id = await makeClass('Yoga', 32, 1);
    await book('admin', id, 'booked');
    await book('member2', id, 'waiting');
    await block('member2');
    await cancel('admin', id);
    expect(await mine('member2', id)).toMatchObject({ status: 'booked' });
  });
});

describe("the waiting list's SMS", () => {
  it("speaks the member's language: their device's, else the club's country's", async () => {
    await t.db.query('UPDATE clubs SET strikes_enabled = false, time_zone = $2 WHERE id = $1', [
      clubId(),
      'Europe/Tallinn',
    ]);
    const a = await makeClass('Pilates', 34, 1);
    await book('admin', a, 'booked');
    await book('member', a, 'waiting');
    await cancel('admin', a);
    expect((await smsTo('member')).at(-1)).toMatch(/^.+: sul on nüüd koht tunnis Pilates, \d\d\.\d\d \d\d:\d\d\.$/);

    await insertIds(t.db, 'push_subscriptions', [
      {
        tenant: 'default',
        user_id: users().member,
        endpoint: 'https://push.example/lv-device',
        p256dh: 'k',
        auth: 'a',
        language: 'lv',
      },
    ]);
    const b = await makeClass('Pilates', 36, 1);
    await book('admin', b, 'booked');
    await book('member', b, 'waiting');
    await cancel('admin', b);
    expect((await smsTo('member')).at(-1)).toMatch(/Jums tagad ir vieta nodarbībā Pilates, \d\d\.\d\d \d\d:\d\d\.$/);

    await t.db.query(`UPDATE clubs SET waiting_mode = 'offer', promote_at_once_minutes = 0 WHERE id = $1`, [clubId()]);
    await t.db.query(`UPDATE push_subscriptions SET language = 'en' WHERE user_id = $1`, [users().member]);
    const c = await makeClass('Pilates', 38, 1);
    await book('admin', c, 'booked');
    await book('member', c, 'waiting');
    await cancel('admin', c);
    expect((await smsTo('member')).at(-1)).toMatch(
      /a place in Pilates on .* is offered to you\. Accept it in the app by/,
    );
    await t.db.query(`UPDATE clubs SET waiting_mode = 'promote' WHERE id = $1`, [clubId()]);
  });
});
