import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import {
  hours,
  later,
  makeClub,
  makeMembers,
  makeTraining,
  type TestClub,
} from '../../test-support/booking-fixture.ts';
import { openTestDb, testDatabase, type TestDb } from '../../test-support/test-db.ts';
import { ApiError } from '../api-error.ts';
import { bookPlace } from './book-place.ts';

const DAY = hours(24);
const backfill = readFileSync(
  new URL('../../db/migrations/281_registration_start_filled.sql', import.meta.url),
  'utf8',
);

/*
 * Issue #35: a place keeps its class's start (migration 280), so the booking rules read only a member's places from
 * the class's day on, not the member's whole history. These check that the kept start never differs from the class's.
 */
describe.each([testDatabase()])('a place’s start on $name', () => {
  let t: TestDb;
  let db: Db;
  let club: TestClub;
  const now = new Date('2026-11-10T08:00:00Z');

  beforeAll(async () => {
    t = await openTestDb();
    db = t.db;
    club = await makeClub(db, 'default', { active_bookings_limit: 1 });
  }, 60_000);
  afterAll(() => t?.close());

  const startsOf = async (trainingId: number) =>
    (
      await db.query<{ start_at: Date }>('SELECT start_at FROM registrations WHERE training_id = $1 ORDER BY id', [
        trainingId,
      ])
    ).map((r) => r.start_at.toISOString());

  it('is the class’s, for a booking and for a row written without it, and moves with the class', async () => {
    const [booker, other] = await makeMembers(db, 'default', 2);
    const start = later(now, 3 * DAY);
    const id = await makeTraining(db, 'default', { club, start });
    await bookPlace(db, 'default', booker!, id, now);
    // as the seeds and staff tools write a place: no start given
    await db.query(
      `INSERT INTO registrations (tenant, training_id, user_id, status, cancelled_at) VALUES ('default', $1, $2, 'cancelled', $3)`,
      [id, other, now],
    );
    expect(await startsOf(id)).toEqual([start.toISOString(), start.toISOString()]);

    const moved = later(start, 2 * DAY);
    await db.query('UPDATE trainings SET start_at = $2, end_at = $3 WHERE id = $1', [
      id,
      moved,
      later(moved, hours(1)),
    ]);
    expect(await startsOf(id)).toEqual([moved.toISOString(), moved.toISOString()]);
  });

  it('counts a place whose class moved from the past into the coming days among the member’s bookings', async () => {
    const [member] = await makeMembers(db, 'default', 1);
    const past = later(now, -20 * DAY);
    const earlier = await makeTraining(db, 'default', { club, start: past });
    await bookPlace(db, 'default', member!, earlier, later(past, -hours(5)));
    const next = await makeTraining(db, 'default', { club, start: later(now, 4 * DAY) });
    const active = async () =>
      (
        await db.query<{ active: number }>(
          `SELECT active FROM member_booking_counts_each('default', $1, $2, ARRAY[$3::int])`,
          [member, now, next],
        )
      )[0]?.active;
    expect(await active()).toBe(0);

    // the club moves that class to the day after tomorrow: it is one of the member's bookings to come again
    const moved = later(now, 2 * DAY);
    await db.query('UPDATE trainings SET start_at = $2, end_at = $3 WHERE id = $1', [
      earlier,
      moved,
      later(moved, hours(1)),
    ]);
    expect(await active()).toBe(1);
    const refused = await bookPlace(db, 'default', member!, next, now).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).key).toBe('registeringLimitExceeded');
  });

  it('is filled from the class for the places made before migration 280', async () => {
    const members = await makeMembers(db, 'default', 3);
    const start = later(now, 6 * DAY);
    const id = await makeTraining(db, 'default', { club, start });
    for (const member of members) await bookPlace(db, 'default', member, id, now);
    await db.query('UPDATE registrations SET start_at = NULL WHERE training_id = $1', [id]);
    await db.exec(backfill);
    expect(await startsOf(id)).toEqual(members.map(() => start.toISOString()));
  });
});
