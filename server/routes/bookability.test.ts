import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScheduleResponse, Training, type Bookability } from '../../src/api/contract/schedule.ts';
import { insertIds } from '../db/seed/insert-rows.ts';
import { fixtureTenants, type FixtureSide } from '../test-support/fixture.ts';
import { makeTestApp, type DemoUser, type TestApp } from '../test-support/make-test-app.ts';

/**
 * Issue 13 point 1: what the schedule says a member can do agrees with what booking (and cancelling)
 * then does, for every rule, in both tenants of the fixture.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t?.close());

const HOUR = 3600_000;
const rules = {
  booking_window_days: 14,
  cancel_deadline_hours: 2,
  active_bookings_limit: 10,
  same_day_limit: 2,
  same_type_per_day_limit: 1,
};

type ClassSpec = { inHours: number; maxPlaces?: number; waitingList?: boolean; type?: string; cancelled?: boolean };

function sideOf(side: FixtureSide) {
  const f = t.fixture[side];
  return { tenant: fixtureTenants[side], clubId: f.refs.clubIds[0], roomId: f.refs.roomIds[0], users: f.users };
}

async function addClass(side: FixtureSide, spec: ClassSpec): Promise<number> {
  const s = sideOf(side);
  const start = new Date(t.clock.now().getTime() + spec.inHours * HOUR);
  const [id] = await insertIds(t.db, 'trainings', [
    {
      tenant: s.tenant,
      club_id: s.clubId,
      room_id: s.roomId,
      name: 'Rule check',
      training_type: spec.type ?? 'group',
      start_at: start,
      end_at: new Date(start.getTime() + HOUR),
      max_places: spec.maxPlaces ?? 5,
      waiting_list_allowed: spec.waitingList ?? false,
      cancelled_at: spec.cancelled ? t.clock.now() : null,
    },
  ]);
  if (id === undefined) throw new Error('class not inserted');
  return id;
}

async function hold(side: FixtureSide, user: DemoUser, trainingId: number, status: 'booked' | 'waiting' = 'booked') {
  const s = sideOf(side);
  await insertIds(t.db, 'registrations', [
    { tenant: s.tenant, training_id: trainingId, user_id: s.users[user], status },
  ]);
}

/** Each case starts from a member without places and the club's rules as in `rules` (plus overrides). */
async function reset(side: FixtureSide, overrides: Partial<typeof rules> = {}) {
  const s = sideOf(side);
  await t.db.query(
    `UPDATE registrations SET status = 'cancelled' WHERE tenant = $1 AND user_id = ANY($2::int[]) AND status <> 'cancelled'`,
    [s.tenant, [s.users.member, s.users.blocked]],
  );
  const r = { ...rules, ...overrides };
  await t.db.query(
    `UPDATE clubs SET booking_window_days = $2, cancel_deadline_hours = $3, active_bookings_limit = $4, same_day_limit = $5,
       same_type_per_day_limit = $6 WHERE id = $1`,
    [
      s.clubId,
      r.booking_window_days,
      r.cancel_deadline_hours,
      r.active_bookings_limit,
      r.same_day_limit,
      r.same_type_per_day_limit,
    ],
  );
}

async function bookabilityOf(side: FixtureSide, user: DemoUser, trainingId: number): Promise<Bookability | null> {
  const res = await t.request('GET', `/user/schedule/${trainingId}`, { as: user, tenant: side });
  expect(res.status).toBe(200);
  return v.parse(Training, await res.json()).bookability;
}

type Case = {
  name: string;
  user?: DemoUser;
  overrides?: Partial<typeof rules>;
  /** the class asked about, and what the member already holds */
  target: ClassSpec;
  setup?: (side: FixtureSide, target: number) => Promise<void>;
  expected: Pick<Bookability, 'action' | 'reason'>;
  /** the booking's answer: 201 with the placement, or the error key */
  outcome: { status: 201; placement: 'booked' | 'waiting' } | { status: 409; error: string };
};

const cases: Case[] = [
  {
    name: 'open class with places',
    target: { inHours: 30 },
    expected: { action: 'book', reason: null },
    outcome: { status: 201, placement: 'booked' },
  },
  {
    name: 'full class with a waiting list',
    target: { inHours: 30, maxPlaces: 1, waitingList: true },
    setup: (side, id) => hold(side, 'member2', id),
    expected: { action: 'joinWaitingList', reason: null },
    outcome: { status: 201, placement: 'waiting' },
  },
  {
    name: 'full class without a waiting list',
    target: { inHours: 30, maxPlaces: 1 },
    setup: (side, id) => hold(side, 'member2', id),
    expected: { action: 'none', reason: 'noFreePlaces' },
    outcome: { status: 409, error: 'noFreePlaces' },
  },
  {
    name: 'booking window not open yet',
    target: { inHours: 24 * 20 },
    expected: { action: 'none', reason: 'bookingNotOpenYet' },
    outcome: { status: 409, error: 'classNotOpenForBooking' },
  },
  {
    name: 'class already started',
    target: { inHours: -0.5 },
    expected: { action: 'none', reason: 'bookingClosed' },
    outcome: { status: 409, error: 'classNotOpenForBooking' },
  },
  {
    name: 'class cancelled',
    target: { inHours: 30, cancelled: true },
    expected: { action: 'none', reason: 'classCancelled' },
    outcome: { status: 409, error: 'classNotOpenForBooking' },
  },
  {
    name: 'active-bookings limit',
    overrides: { active_bookings_limit: 1 },
    target: { inHours: 30 },
    setup: async (side) => hold(side, 'member', await addClass(side, { inHours: 80 })),
    expected: { action: 'none', reason: 'registeringLimitExceeded' },
    outcome: { status: 409, error: 'registeringLimitExceeded' },
  },
  {
    name: 'same-day limit',
    target: { inHours: 30 },
    setup: async (side) => {
      await hold(side, 'member', await addClass(side, { inHours: 29, type: 'gym' }));
      await hold(side, 'member', await addClass(side, { inHours: 31.5, type: 'pool' }));
    },
    expected: { action: 'none', reason: 'sameDayRegisteringLimitExceeded' },
    outcome: { status: 409, error: 'sameDayRegisteringLimitExceeded' },
  },
  {
    name: 'same-type-per-day limit',
    target: { inHours: 30 },
    setup: async (side) => hold(side, 'member', await addClass(side, { inHours: 28 })),
    expected: { action: 'none', reason: 'sameTrainingTypePerDayLimitExceeded' },
    outcome: { status: 409, error: 'sameTrainingTypePerDayLimitExceeded' },
  },
  {
    name: 'account status (blocked)',
    user: 'blocked',
    target: { inHours: 30 },
    expected: { action: 'none', reason: 'accountNotActive' },
    outcome: { status: 409, error: 'registeringNotAllowed' },
  },
  {
    name: 'booking after the cancel deadline is allowed (and says until when cancelling was possible)',
    target: { inHours: 1 },
    expected: { action: 'book', reason: null },
    outcome: { status: 201, placement: 'booked' },
  },
];

describe.each(['main', 'other'] as const)('bookability agrees with booking (%s tenant)', (side) => {
  it.each(cases)('$name', async (c) => {
    const user = c.user ?? 'member';
    await reset(side, c.overrides);
    const target = await addClass(side, c.target);
    await c.setup?.(side, target);
    const before = await bookabilityOf(side, user, target);
    expect(before).toMatchObject(c.expected);
    if (!c.target.cancelled) {
      // a waiting member may leave the queue until the start; a booked one until the club's deadline
      const hoursBefore = c.expected.action === 'joinWaitingList' ? 0 : rules.cancel_deadline_hours;
      expect(Date.parse(before!.cancelUntil!)).toBe(t.clock.now().getTime() + (c.target.inHours - hoursBefore) * HOUR);
    }
    const res = await t.request('POST', `/user/registration/${target}`, { as: user, tenant: side });
    expect(res.status).toBe(c.outcome.status);
    const body: unknown = await res.json();
    if (c.outcome.status === 201) {
      expect(body).toMatchObject({ status: c.outcome.placement });
      const late = c.target.inHours <= rules.cancel_deadline_hours && c.outcome.placement === 'booked';
      const after = late ? { action: 'none', reason: 'cancelDeadlinePassed' } : { action: 'cancel', reason: null };
      expect(await bookabilityOf(side, user, target)).toMatchObject(after);
    } else {
      expect(body).toEqual({ errors: [c.outcome.error], code: 409 });
    }
  });
});

describe('cancelling agrees with the bookability answer', () => {
  it.each(['main', 'other'] as const)(
    'a place past its deadline says so and cannot be cancelled; one before it can (%s)',
    async (side) => {
      await reset(side);
      const late = await addClass(side, { inHours: 1 });
      const early = await addClass(side, { inHours: 50 });
      await hold(side, 'member', late);
      await hold(side, 'member', early);
      expect(await bookabilityOf(side, 'member', late)).toMatchObject({
        action: 'none',
        reason: 'cancelDeadlinePassed',
      });
      const refused = await t.request('DELETE', `/user/registration/${late}`, { as: 'member', tenant: side });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ errors: ['cancelingNotAllowed'], code: 409 });
      expect(await bookabilityOf(side, 'member', early)).toMatchObject({ action: 'cancel', reason: null });
      expect((await t.request('DELETE', `/user/registration/${early}`, { as: 'member', tenant: side })).status).toBe(
        200,
      );
    },
  );
});

describe('the kept schedule answers are per member', () => {
  it("one member's booking changes their own answer and not another's, and visitors get none", async () => {
    await reset('main', { same_type_per_day_limit: 5, same_day_limit: 5 });
    const target = await addClass('main', { inHours: 26, maxPlaces: 2 });
    const start = new Date(t.clock.now().getTime() + 26 * HOUR);
    const week = `from=${new Date(start.getTime() - HOUR).toISOString()}&to=${new Date(start.getTime() + HOUR).toISOString()}`;
    const read = async (user?: DemoUser) => {
      const res = await t.request('GET', `/${user ? 'user' : 'public'}/schedule?${week}`, user ? { as: user } : {});
      return v.parse(ScheduleResponse, await res.json()).find((k) => k.id === target);
    };
    expect((await read('member'))?.bookability?.action).toBe('book');
    expect((await read('member2'))?.bookability?.action).toBe('book');
    expect((await t.request('POST', `/user/registration/${target}`, { as: 'member' })).status).toBe(201);
    expect((await read('member'))?.bookability?.action).toBe('cancel');
    expect((await read('member2'))?.bookability?.action).toBe('book');
    expect((await t.request('POST', `/user/registration/${target}`, { as: 'member2' })).status).toBe(201);
    // full now: the blocked member is refused for the account first, as the booking would be
    expect((await read('blocked'))?.bookability).toMatchObject({ action: 'none', reason: 'accountNotActive' });
    expect((await read())?.bookability).toBeNull();
  });

  it('a kept answer ends when booking opens for a class', async () => {
    await reset('main');
    const target = await addClass('main', { inHours: 14 * 24 + 3 });
    expect(await bookabilityOf('main', 'member', target)).toMatchObject({ reason: 'bookingNotOpenYet' });
    const start = new Date(t.clock.now().getTime() + (14 * 24 + 3) * HOUR);
    const range = `from=${new Date(start.getTime() - HOUR).toISOString()}&to=${new Date(start.getTime() + HOUR).toISOString()}`;
    const list = async () => {
      const res = await t.request('GET', `/user/schedule?${range}`, { as: 'member' });
      return v.parse(ScheduleResponse, await res.json()).find((k) => k.id === target)?.bookability;
    };
    expect(await list()).toMatchObject({ reason: 'bookingNotOpenYet' });
    const before = t.clock.now();
    t.clock.advance(4 * HOUR);
    try {
      expect(await list()).toMatchObject({ action: 'book' });
    } finally {
      t.clock.set(before);
    }
  });
});
