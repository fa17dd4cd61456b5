import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import { openTestDb, testDatabase, type TestDb } from '../../test-support/test-db.ts';
import { makeClub, makeMembers, makeTraining, type TestClub } from '../../test-support/booking-fixture.ts';
import { ApiError } from '../api-error.ts';
import { bookForFamily } from '../family/family-booking.ts';
import { listTrainings } from '../schedule/list-trainings.ts';
import { bookPlace } from './book-place.ts';

/*
 * Issue 38 points 2 and 7: a class's age limits (migration 242). The age is in whole years on the class's day in the
 * club's zone; a person without a birth date is refused an age-limited class, as the club must know the age.
 */
const tenant = 'default';
const now = new Date('2026-11-10T08:00:00Z');
/** Thursday 12 November 2026, 10:00 in Tallinn. */
const classStart = new Date('2026-11-12T08:00:00Z');

describe.each([testDatabase()])('age limits on classes on $name', () => {
  let t: TestDb;
  let db: Db;
  let club: TestClub;
  let hour = 0;
  beforeAll(async () => {
    t = await openTestDb();
    db = t.db;
    club = await makeClub(db, tenant, { same_day_limit: 50, same_type_per_day_limit: 50, active_bookings_limit: 50 });
  }, 60_000);
  afterAll(() => t?.close());

  /** A class for ages 5 to 8 (or the limits given), each in a room-hour of its own. */
  async function kidsClass(limits: { min: number | null; max: number | null } = { min: 5, max: 8 }, start?: Date) {
    const id = await makeTraining(db, tenant, {
      club,
      start: start ?? new Date(classStart.getTime() + hour++ * 3600_000),
      maxPlaces: 5,
    });
    await db.query('UPDATE trainings SET min_age = $2, max_age = $3 WHERE id = $1', [id, limits.min, limits.max]);
    return id;
  }
  /** A member born on the given day (null: no birth date known). */
  async function person(birth: string | null): Promise<number> {
    const [id] = await makeMembers(db, tenant, 1);
    await db.query('UPDATE users SET birth_date = $2 WHERE id = $1', [id, birth]);
    return id!;
  }
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'booked',
      (error: unknown) => (error instanceof ApiError ? error.key : String(error)),
    );

  it('books a child whose age is within the limits on the class day, the first and last birthdays included', async () => {
    const k = await kidsClass();
    // 5 on the very day of the class, and 8 until the day after it
    for (const birth of ['2021-11-12', '2017-11-13']) {
      const answer = await bookPlace(db, tenant, await person(birth), k, now);
      expect(answer.status).toBe('booked');
    }
  });

  it('refuses a child too young (4 until the day after the class) and one too old (9 on its day)', async () => {
    const k = await kidsClass();
    expect(await refusal(bookPlace(db, tenant, await person('2021-11-13'), k, now))).toBe('ageNotAllowed');
    expect(await refusal(bookPlace(db, tenant, await person('2017-11-12'), k, now))).toBe('ageNotAllowed');
    const [{ count }] = (await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM registrations WHERE training_id = $1',
      [k],
    )) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('refuses a person without a birth date, and lets them book a class without limits', async () => {
    const nobody = await person(null);
    expect(await refusal(bookPlace(db, tenant, nobody, await kidsClass(), now))).toBe('ageNotAllowed');
    expect(await refusal(bookPlace(db, tenant, nobody, await kidsClass({ min: 16, max: null }), now))).toBe(
      'ageNotAllowed',
    );
    expect(await refusal(bookPlace(db, tenant, nobody, await kidsClass({ min: null, max: null }), now))).toBe('booked');
  });

  it("counts the age on the class's day in the club's zone, not in UTC", async () => {
    // 00:30 on 12 November in Tallinn is still 11 November in UTC: the child is 5 in Tallinn, 4 in UTC
    const k = await kidsClass({ min: 5, max: 8 }, new Date('2026-11-11T22:30:00Z'));
    expect(await refusal(bookPlace(db, tenant, await person('2021-11-12'), k, now))).toBe('booked');
  });

  it('takes one limit alone: "from 16" has no upper end', async () => {
    const k = await kidsClass({ min: 16, max: null });
    expect(await refusal(bookPlace(db, tenant, await person('1950-01-01'), k, now))).toBe('booked');
    expect(await refusal(bookPlace(db, tenant, await person('2011-01-01'), k, now))).toBe('ageNotAllowed');
  });

  it('comes after the account status and before the free places; staff register anyone at the door', async () => {
    const k = await kidsClass();
    const [inactive] = await makeMembers(db, tenant, 1, 1);
    expect(await refusal(bookPlace(db, tenant, inactive!, k, now))).toBe('registeringNotAllowed');
    const full = await kidsClass();
    await db.query('UPDATE trainings SET max_places = 0, waiting_list_allowed = false WHERE id = $1', [full]);
    expect(await refusal(bookPlace(db, tenant, await person('2000-01-01'), full, now))).toBe('ageNotAllowed');
    const answer = await bookPlace(db, tenant, await person('2000-01-01'), k, now, { mode: 'staff' });
    expect(answer.status).toBe('booked');
  });

  it('refuses another age group before booking opens too, so nobody waits for a booking they cannot make', async () => {
    // 30 days ahead: beyond the club's 14-day booking window
    const start = new Date(classStart.getTime() + 30 * 86_400_000);
    const k = await kidsClass({ min: 5, max: 8 }, start);
    const adult = await person('1990-01-01');
    const child = await person('2019-06-01');
    expect(await refusal(bookPlace(db, tenant, adult, k, now))).toBe('ageNotAllowed');
    expect(await refusal(bookPlace(db, tenant, child, k, now))).toBe('classNotOpenForBooking');
    const week = { from: new Date(start.getTime() - 86_400_000), to: new Date(start.getTime() + 86_400_000) };
    const seen = async (userId: number) =>
      (await listTrainings(db, tenant, { kind: 'member', userId }, week, now)).find((c) => c.id === k)?.bookability;
    expect(await seen(adult)).toMatchObject({ action: 'none', reason: 'ageNotAllowed' });
    expect(await seen(child)).toMatchObject({ action: 'none', reason: 'bookingNotOpenYet' });
  });

  it("refuses a guardian's booking per person: the child in the limits is booked, the teen is refused", async () => {
    const guardian = await person('1985-05-05');
    const child = await person('2019-06-01');
    const teen = await person('2012-06-01');
    await db.query(
      `INSERT INTO family_links (tenant, guardian_id, dependant_id, linked_at) VALUES ($1, $2, $3, $5), ($1, $2, $4, $5)`,
      [tenant, guardian, child, teen, now],
    );
    const k = await kidsClass();
    const answer = await bookForFamily(db, tenant, guardian, k, [child, teen], now, (s) => s);
    expect(answer.places.map((p) => [p.member.id, p.status, p.refusal])).toEqual([
      [child, 'booked', null],
      [teen, 'refused', 'ageNotAllowed'],
    ]);
    // together or not at all: the teen's age refuses the group, the child is refused because of him
    const k2 = await kidsClass();
    const together = await bookForFamily(db, tenant, guardian, k2, [child, teen], now, (s) => s, true);
    expect(together.places.map((p) => [p.status, p.refusal])).toEqual([
      ['refused', 'notTogether'],
      ['refused', 'ageNotAllowed'],
    ]);
  });

  it("answers the week's bookability with the age rule, and the limits for everyone to read", async () => {
    const k = await kidsClass();
    const week = { from: new Date('2026-11-09T00:00:00Z'), to: new Date('2026-11-16T00:00:00Z') };
    const seen = async (userId: number) => {
      const found = (await listTrainings(db, tenant, { kind: 'member', userId }, week, now)).find((c) => c.id === k);
      return found && { minAge: found.minAge, maxAge: found.maxAge, bookability: found.bookability };
    };
    expect(await seen(await person('2019-06-01'))).toMatchObject({
      minAge: 5,
      maxAge: 8,
      bookability: { action: 'book', reason: null },
    });
    for (const birth of ['2012-06-01', '2023-01-01', null]) {
      expect(await seen(await person(birth))).toMatchObject({
        bookability: { action: 'none', reason: 'ageNotAllowed' },
      });
    }
    // a place held stays the member's to cancel, whatever the limits say now
    const adult = await person('1990-01-01');
    await bookPlace(db, tenant, adult, k, now, { mode: 'staff' });
    expect(await seen(adult)).toMatchObject({ bookability: { action: 'cancel' } });
  });
});
