import { openTestDb, testDatabase, type TestDb } from '../../test-support/test-db.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../api-error.ts';
import { outboxSmsProvider } from '../sms/outbox-sms-provider.ts';
import { bookPlace } from './book-place.ts';
import { cancelBooking } from './cancel-booking.ts';
import {
  hours,
  later,
  makeClub,
  makeMembers,
  makeTraining,
  type TestClub,
} from '../../test-support/booking-fixture.ts';
import { listUserRegistrations } from './user-registrations.ts';

const databases = [testDatabase()];

async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (error) {
    if (error instanceof ApiError) return `${error.status} ${error.key}`;
    throw error;
  }
  return 'accepted';
}

describe.each(databases)('booking rules on $name', () => {
  let t: TestDb;
  let db: Db;
  let club: TestClub;
  let members: number[];
  const now = new Date('2026-11-10T08:00:00Z');

  beforeAll(async () => {
    t = await openTestDb({ poolSize: 4 });
    db = t.db;
    club = await makeClub(db, 'default', { active_bookings_limit: 3, same_day_limit: 2, same_type_per_day_limit: 1 });
    members = await makeMembers(db, 'default', 30);
  }, 60_000);
  afterAll(() => t?.close());

  const m = (i: number) => members[i]!;
  const klass = (startInHours: number, extra: Partial<Parameters<typeof makeTraining>[2]> = {}) =>
    makeTraining(db, 'default', { club, start: later(now, hours(startInHours)), ...extra });

  it("answers the record the member's own list shows, for a place and for the waiting list", async () => {
    const id = await klass(36, {
      maxPlaces: 1,
      name: 'Evening pilates',
      trainerId: club.trainer2Id,
      trainingType: 'pool',
    });
    const booked = await bookPlace(db, 'default', m(20), id, now);
    const queued = await bookPlace(db, 'default', m(21), id, now);
    const listed = async (member: number) =>
      (await listUserRegistrations(db, 'default', member, now, later(now, hours(48)), now)).find((r) => r.id === id);
    expect(booked).toEqual(await listed(m(20)));
    expect(queued).toEqual(await listed(m(21)));
    expect(booked).toMatchObject({
      trainerName: 'Toomas Trainer',
      trainingName: 'Evening pilates',
      roomName: 'Hall A',
      clubName: 'Test club',
      startDateTime: later(now, hours(36)).toISOString(),
    });
  });

  it('books a place, then queues with a position, and refuses a full class without a waiting list', async () => {
    const id = await klass(24, { maxPlaces: 1 });
    expect(await bookPlace(db, 'default', m(0), id, now)).toMatchObject({
      id,
      status: 'booked',
      placeInWaitingList: null,
      cancelingAllowed: true,
    });
    expect(await bookPlace(db, 'default', m(1), id, now)).toMatchObject({ status: 'waiting', placeInWaitingList: 1 });
    expect(await bookPlace(db, 'default', m(2), id, now)).toMatchObject({ status: 'waiting', placeInWaitingList: 2 });
    const closed = await klass(26, { maxPlaces: 1, waitingListAllowed: false, trainingType: 'gym' });
    await bookPlace(db, 'default', m(3), closed, now);
    expect(await refusal(bookPlace(db, 'default', m(4), closed, now))).toBe('409 noFreePlaces');
  });

  it('refuses a second registration of the same member', async () => {
    const id = await klass(30);
    await bookPlace(db, 'default', m(5), id, now);
    expect(await refusal(bookPlace(db, 'default', m(5), id, now))).toBe('409 userAlreadyRegistered');
  });

  it('answers classNotFound for unknown ids and for another tenant', async () => {
    expect(await refusal(bookPlace(db, 'default', m(6), 999_999, now))).toBe('404 classNotFound');
    const id = await klass(30);
    expect(await refusal(bookPlace(db, 'reval', m(6), id, now))).toBe('404 classNotFound');
  });

  it('keeps past, cancelled and not-yet-open classes closed', async () => {
    expect(await refusal(bookPlace(db, 'default', m(7), await klass(-1), now))).toBe('409 classNotOpenForBooking');
    const cancelled = await klass(5);
    await db.query('UPDATE trainings SET cancelled_at = $2 WHERE id = $1', [cancelled, now]);
    expect(await refusal(bookPlace(db, 'default', m(7), cancelled, now))).toBe('409 classNotOpenForBooking');
    // the window opens 14 days before the start
    const far = await klass(15 * 24);
    expect(await refusal(bookPlace(db, 'default', m(7), far, now))).toBe('409 classNotOpenForBooking');
    expect(await bookPlace(db, 'default', m(7), far, later(now, hours(24)))).toMatchObject({ status: 'booked' });
  });

  it('lets only account status 0 book', async () => {
    const [blocked] = await makeMembers(db, 'default', 1, 1);
    expect(await refusal(bookPlace(db, 'default', blocked!, await klass(40), now))).toBe('409 registeringNotAllowed');
  });

  it('enforces the active, same-day and same-type-per-day limits', async () => {
    // m(8): three active bookings on three days (limit 3), the fourth is refused
    for (const day of [3, 4, 5]) await bookPlace(db, 'default', m(8), await klass(day * 24), now);
    expect(await refusal(bookPlace(db, 'default', m(8), await klass(6 * 24), now))).toBe(
      '409 registeringLimitExceeded',
    );
    // m(9): two classes on one day (limit 2) of different types; a third that day is refused
    await bookPlace(db, 'default', m(9), await klass(7 * 24, { trainingType: 'group' }), now);
    await bookPlace(db, 'default', m(9), await klass(7 * 24 + 2, { trainingType: 'pool' }), now);
    expect(await refusal(bookPlace(db, 'default', m(9), await klass(7 * 24 + 4, { trainingType: 'gym' }), now))).toBe(
      '409 sameDayRegisteringLimitExceeded',
    );
    // m(10): one group class per day (limit 1)
    await bookPlace(db, 'default', m(10), await klass(8 * 24, { trainingType: 'group' }), now);
    expect(
      await refusal(bookPlace(db, 'default', m(10), await klass(8 * 24 + 3, { trainingType: 'group' }), now)),
    ).toBe('409 sameTrainingTypePerDayLimitExceeded');
  });

  it("holds a member's limit when the member books several classes at once", async () => {
    // m(14) may book two classes a day; five of that day's classes at once give exactly two places
    const ids = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        klass(9 * 24 + i, { trainingType: (['group', 'gym', 'pool', 'other', 'personal'] as const)[i] }),
      ),
    );
    const outcomes = await Promise.all(ids.map((id) => refusal(bookPlace(db, 'default', m(14), id, now))));
    expect(outcomes.filter((o) => o === 'accepted')).toHaveLength(2);
    expect(outcomes.filter((o) => o === '409 sameDayRegisteringLimitExceeded')).toHaveLength(3);
  });

  it('cancels until the deadline and promotes the first in the queue, with a notice', async () => {
    const id = await klass(10, { maxPlaces: 1 });
    await bookPlace(db, 'default', m(11), id, now);
    await bookPlace(db, 'default', m(12), id, now);
    await bookPlace(db, 'default', m(13), id, now);
    const outboxBefore = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_outbox');
    await cancelBooking(db, 'default', m(11), id, now, outboxSmsProvider);
    const [promoted] = await listUserRegistrations(db, 'default', m(12), now, later(now, hours(48)), now);
    expect(promoted).toMatchObject({ id, status: 'booked', placeInWaitingList: null });
    const [next] = await listUserRegistrations(db, 'default', m(13), now, later(now, hours(48)), now);
    expect(next).toMatchObject({ status: 'waiting', placeInWaitingList: 1 });
    const outbox = await db.query<{ n: number; message: string }>(
      'SELECT count(*)::int AS n, max(message) AS message FROM sms_outbox',
    );
    expect(outbox[0]!.n).toBe(outboxBefore[0]!.n + 1);
    // in the member's language: without a device or feed of theirs, the language of the club's country (Estonia)
    expect(outbox[0]!.message).toContain('sul on nüüd koht');
    // the deadline is 2 hours before the start; the waiting member may still leave the queue
    const late = later(now, hours(9));
    expect(await refusal(cancelBooking(db, 'default', m(12), id, late, outboxSmsProvider))).toBe(
      '409 cancelingNotAllowed',
    );
    expect(promoted!.cancelingAllowed).toBe(true);
    await cancelBooking(db, 'default', m(13), id, late, outboxSmsProvider);
    expect(await refusal(cancelBooking(db, 'default', m(13), id, late, outboxSmsProvider))).toBe('404 itemNotFound');
  });
});

describe.each(databases)('day limits across daylight-saving changes on $name', () => {
  let t: TestDb;
  let db: Db;
  let club: TestClub;
  let members: number[];
  // Tallinn leaves summer time on 2026-10-25 at 04:00 local: that day lasts 25 hours
  const now = new Date('2026-10-20T08:00:00Z');

  beforeAll(async () => {
    t = await openTestDb({ poolSize: 2 });
    db = t.db;
    club = await makeClub(db, 'default', { same_day_limit: 1, same_type_per_day_limit: 5 });
    members = await makeMembers(db, 'default', 3);
  }, 60_000);
  afterAll(() => t?.close());

  it('counts 00:30 and 23:30 local on the 25-hour day as one day, and 00:30 the next day apart', async () => {
    const early = await makeTraining(db, 'default', { club, start: new Date('2026-10-24T21:30:00Z') }); // 00:30 EEST
    const lateSameDay = await makeTraining(db, 'default', { club, start: new Date('2026-10-25T21:30:00Z') }); // 23:30 EET
    const nextDay = await makeTraining(db, 'default', { club, start: new Date('2026-10-25T22:30:00Z') }); // 00:30 EET on the 26th
    await bookPlace(db, 'default', members[0]!, early, now);
    expect(await refusal(bookPlace(db, 'default', members[0]!, lateSameDay, now))).toBe(
      '409 sameDayRegisteringLimitExceeded',
    );
    expect(await bookPlace(db, 'default', members[0]!, nextDay, now)).toMatchObject({ status: 'booked' });
  });

  it('counts 00:30 and 23:30 local on the 23-hour spring day as one day', async () => {
    // 2026-03-29: clocks go from 03:00 to 04:00
    const spring = new Date('2026-03-25T08:00:00Z');
    const early = await makeTraining(db, 'default', { club, start: new Date('2026-03-28T22:30:00Z') }); // 00:30 EET
    const late = await makeTraining(db, 'default', { club, start: new Date('2026-03-29T20:30:00Z') }); // 23:30 EEST
    await bookPlace(db, 'default', members[1]!, early, spring);
    expect(await refusal(bookPlace(db, 'default', members[1]!, late, spring))).toBe(
      '409 sameDayRegisteringLimitExceeded',
    );
  });
});
