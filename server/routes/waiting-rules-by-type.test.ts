import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TrainingRegistrationsResponse } from '../../src/api/contract/registration.ts';
import type { TrainingType } from '../../src/api/contract/schedule.ts';
import type { TypeWaitingRules, WaitingListRules } from '../../src/api/contract/waiting-list.ts';
import { FIXTURE_NOW, makeTestApp, type DemoUser, type TestApp } from '../test-support/make-test-app.ts';

/** Issue 37 point 2: waiting-list rules of a training type, over the club's, through the API. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  await t.db.query(
    `UPDATE clubs SET same_day_limit = 20, same_type_per_day_limit = 20, active_bookings_limit = 50, cancel_deadline_hours = 1
     WHERE tenant = 'default'`,
  );
}, 60_000);
afterAll(() => t?.close());

const HOUR = 3600_000;
const MIN = 60_000;
const clubId = () => t.fixture.main.refs.clubIds[0]!;
const rulesPath = () => `/admin/club/${clubId()}/waiting-list`;

const clubPromotes: WaitingListRules = {
  mode: 'promote',
  offerWindow: { kind: 'fixed', minutes: 60 },
  quietHours: null,
  promoteAtOnceMinutes: 60,
  byType: [],
  strictOrder: false,
};
const clubOffers: WaitingListRules = { ...clubPromotes, mode: 'offer' };
const poolOffers: TypeWaitingRules = {
  trainingType: 'pool',
  mode: 'offer',
  offerWindow: { kind: 'fixed', minutes: 30 },
  promoteAtOnceMinutes: 0,
};

async function setRules(rules: WaitingListRules) {
  const res = await t.request('PUT', rulesPath(), { as: 'admin', body: rules });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(await res.json()).toEqual(rules);
}
async function readRules() {
  const res = await t.request('GET', rulesPath(), { as: 'admin' });
  expect(res.status).toBe(200);
  return (await res.json()) as WaitingListRules;
}

const at = (ms: number) => new Date(t.clock.now().getTime() + ms);

let room = 0;
/** A full class of one place (booked by `admin`, `member` waiting) of the first club, of `type`, 30 h ahead. */
async function fullClass(type: TrainingType): Promise<number> {
  const { refs } = t.fixture.main;
  room += 1;
  const start = at(30 * HOUR + room * 2 * HOUR);
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO trainings (tenant, club_id, name, room_id, unit_id, trainer_id, style_id, training_type, start_at, end_at, max_places)
     VALUES ('default', $1, $2, $3, $4, $5, $6, $7, $8, $9, 1) RETURNING id`,
    [
      refs.clubIds[0],
      `A ${type} class`,
      refs.roomIds[room % refs.roomIds.length],
      refs.unitIds[0],
      refs.trainerIds[0],
      refs.styleIds[0],
      type,
      start,
      new Date(start.getTime() + HOUR),
    ],
  );
  const id = row!.id;
  await book('admin', id, 'booked');
  await book('member', id, 'waiting');
  return id;
}
async function book(as: DemoUser, id: number, expected: 'booked' | 'waiting') {
  const res = await t.request('POST', `/user/registration/${id}`, { as });
  expect(res.status, await res.clone().text()).toBe(201);
  expect(((await res.json()) as { status: string }).status).toBe(expected);
}
/** Frees the class's place (admin cancels) and answers what became of the member waiting first. */
async function freePlace(id: number) {
  const res = await t.request('DELETE', `/user/registration/${id}`, { as: 'admin' });
  expect(res.status, await res.clone().text()).toBe(200);
  const mine = await t.request(
    'GET',
    `/user/registration?from=${at(-HOUR).toISOString()}&to=${at(20 * 24 * HOUR).toISOString()}`,
    { as: 'member' },
  );
  const reg = v.parse(TrainingRegistrationsResponse, await mine.json()).find((r) => r.id === id);
  return { status: reg?.status, offerExpiresAt: reg?.offerExpiresAt ?? null };
}

beforeEach(() => t.clock.set(FIXTURE_NOW));

describe('waiting-list rules of a training type', () => {
  it("offers a pool place on the pool's own window while a group class of the club promotes at once", async () => {
    await setRules({ ...clubPromotes, byType: [poolOffers] });
    const pool = await fullClass('pool');
    const group = await fullClass('group');

    // the pool's window (30 min), not the club's (60)
    expect(await freePlace(pool)).toEqual({ status: 'offered', offerExpiresAt: at(30 * MIN).toISOString() });
    expect(await freePlace(group)).toEqual({ status: 'booked', offerExpiresAt: null });
  });

  it('promotes a group class at once under its own rules while the club offers, the pool offering', async () => {
    await setRules({
      ...clubOffers,
      byType: [
        {
          trainingType: 'group',
          mode: 'promote',
          offerWindow: { kind: 'share', percent: 10 },
          promoteAtOnceMinutes: 0,
        },
      ],
    });
    const pool = await fullClass('pool');
    const group = await fullClass('group');

    expect(await freePlace(group)).toEqual({ status: 'booked', offerExpiresAt: null });
    expect(await freePlace(pool)).toEqual({ status: 'offered', offerExpiresAt: at(60 * MIN).toISOString() });
  });

  it("takes a type's promote-at-once time with its mode, not the club's", async () => {
    // the club would promote a class 30 h ahead at once (48 h); the pool's rules offer it
    await setRules({ ...clubOffers, promoteAtOnceMinutes: 48 * 60, byType: [poolOffers] });
    const pool = await fullClass('pool');
    const gym = await fullClass('gym');

    expect(await freePlace(pool)).toMatchObject({ status: 'offered' });
    expect(await freePlace(gym)).toEqual({ status: 'booked', offerExpiresAt: null });
  });

  it("returns a type to the club's rules once its own are removed, and keeps them when a body leaves them out", async () => {
    await setRules({ ...clubPromotes, byType: [poolOffers] });
    // an older client's body, without byType, leaves the type rules as they are
    const { byType: _, ...withoutTypes } = clubPromotes;
    const kept = await t.request('PUT', rulesPath(), { as: 'admin', body: withoutTypes });
    expect(await kept.json()).toEqual({ ...clubPromotes, byType: [poolOffers] });
    expect(await freePlace(await fullClass('pool'))).toMatchObject({ status: 'offered' });

    await setRules(clubPromotes);
    expect(await readRules()).toEqual(clubPromotes);
    expect(await freePlace(await fullClass('pool'))).toEqual({ status: 'booked', offerExpiresAt: null });
  });

  it('reads back what was saved, one entry per type, a share window included', async () => {
    const gym: TypeWaitingRules = {
      trainingType: 'gym',
      mode: 'offer',
      offerWindow: { kind: 'share', percent: 20 },
      promoteAtOnceMinutes: 15,
    };
    // listed in the types' order, whatever the order sent
    await t.request('PUT', rulesPath(), { as: 'admin', body: { ...clubPromotes, byType: [poolOffers, gym] } });
    expect((await readRules()).byType).toEqual([gym, poolOffers]);
    // changed in place: the gym's window back to minutes, the pool's rules gone
    const gymFixed = { ...gym, offerWindow: { kind: 'fixed', minutes: 45 } } as const;
    await setRules({ ...clubPromotes, byType: [gymFixed] });
    expect((await readRules()).byType).toEqual([gymFixed]);
    await setRules(clubPromotes);
  });

  it('refuses type rules that make no sense, at the field byType, and changes nothing', async () => {
    await setRules({ ...clubPromotes, byType: [poolOffers] });
    for (const [byType, key] of [
      [[{ ...poolOffers, trainingType: 'sauna' }], 'byType.invalid'],
      [[poolOffers, { ...poolOffers, mode: 'promote' }], 'byType.invalid'],
      [[{ ...poolOffers, offerWindow: { kind: 'fixed', minutes: 0 } }], 'byType.invalid'],
      [[{ ...poolOffers, promoteAtOnceMinutes: -5 }], 'byType.invalid'],
      [[{ trainingType: 'pool', mode: 'offer', promoteAtOnceMinutes: 0 }], 'byType.fieldRequired'],
      ['pool', 'byType.invalid'],
    ] as const) {
      const body = { ...clubOffers, byType };
      const res = await t.request('PUT', rulesPath(), { as: 'admin', body });
      expect([JSON.stringify(byType), res.status, await res.json()]).toEqual([
        JSON.stringify(byType),
        400,
        { errors: ['invalidInput', key], code: 400 },
      ]);
    }
    expect(await readRules()).toEqual({ ...clubPromotes, byType: [poolOffers] });
    await setRules(clubPromotes);
  });
});
