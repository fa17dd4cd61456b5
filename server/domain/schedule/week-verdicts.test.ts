import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrainingType } from '../../../src/api/contract/schedule.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import { makeClub, makeMembers, makeTraining, type TestClub } from '../../test-support/booking-fixture.ts';
import { openTestDb, testDatabase, type TestDb } from '../../test-support/test-db.ts';
import { bookabilityOf, isBookingVerdict } from '../booking/booking-verdict.ts';
import { isCancelingAllowed } from '../booking/booking-rules.ts';
import { listTrainings } from './list-trainings.ts';

/*
 * Issue #35: the schedule gathers the member's facts for the booking rules once for the whole week
 * (member_booking_counts_each, migration 073) instead of once per class. Its facts and verdicts must be
 * those of member_booking_counts, which the booking itself asks for its one class.
 */
const tenant: TenantId = 'default';
const HOUR = 3600_000;
/** Monday 9 March 2026, 00:00 in Tallinn (UTC+2). */
const weekStart = new Date('2026-03-08T22:00:00.000Z');
const weekEnd = new Date(weekStart.getTime() + 7 * 24 * HOUR);
const now = new Date('2026-03-11T08:00:00.000Z');
const types: TrainingType[] = ['group', 'gym', 'pool', 'other', 'personal'];
const localHours = [7, 9, 12, 17, 19];

let testDb: TestDb;
let club: TestClub;
let classes: { id: number; day: number; hour: number; type: TrainingType }[];
let members: { steady: number; busy: number; blocked: number };

/** The class on `day` (0 = Monday of the week, -7 a week before) at `hour` local time. */
const at = (day: number, hour: number) => {
  const found = classes.find((c) => c.day === day && c.hour === hour);
  if (!found) throw new Error(`no class on day ${day} at ${hour}`);
  return found.id;
};

async function hold(userId: number, trainingId: number, status: 'booked' | 'waiting' = 'booked') {
  await testDb.db.query(`INSERT INTO registrations (tenant, training_id, user_id, status) VALUES ($1, $2, $3, $4)`, [
    tenant,
    trainingId,
    userId,
    status,
  ]);
}

beforeAll(async () => {
  testDb = await openTestDb();
  const { db } = testDb;
  club = await makeClub(db, tenant, { booking_window_days: 3, active_bookings_limit: 6, same_day_limit: 2 });
  const [steady, busy, other] = await makeMembers(db, tenant, 3);
  const [blocked] = await makeMembers(db, tenant, 1, 1);
  members = { steady: steady!, busy: busy!, blocked: blocked! };
  classes = [];
  for (let day = -7; day < 14; day += 1) {
    for (const [i, hour] of localHours.entries()) {
      const type = types[(day + 7 + i) % types.length]!;
      const start = new Date(weekStart.getTime() + (day * 24 + hour) * HOUR);
      // some full (one place, with or without a waiting list), some cancelled
      const full = (day + i) % 4 === 0;
      const id = await makeTraining(db, tenant, {
        club,
        start,
        trainingType: type,
        maxPlaces: full ? 1 : 8,
        waitingListAllowed: (day + i) % 3 !== 0,
      });
      if (full) await hold(other!, id);
      classes.push({ id, day, hour, type });
    }
  }
  // a second pool class on Thursday, beside the one the steady member waits for
  const thursdayPool = new Date(weekStart.getTime() + (3 * 24 + 14) * HOUR);
  const extra = await makeTraining(db, tenant, { club, start: thursdayPool, trainingType: 'pool' });
  classes.push({ id: extra, day: 3, hour: 14, type: 'pool' });
  // the steady member: places on several days and of several types, past, today, this week and next
  for (const [day, hour] of [
    [-6, 9],
    [1, 9],
    [2, 7],
    [2, 17],
    [4, 9],
    [5, 17],
    [7, 9],
    [8, 12],
  ] as const)
    await hold(members.steady, at(day, hour));
  await hold(members.steady, at(3, 12), 'waiting');
  // the busy member holds more future places than the club allows to book
  for (const [day, hour] of [
    [2, 12],
    [3, 9],
    [3, 19],
    [4, 7],
    [6, 12],
    [9, 9],
    [10, 17],
  ] as const)
    await hold(members.busy, at(day, hour));
  // a class the steady member holds is cancelled afterwards: it is theirs, yet counts for no limit
  await db.query('UPDATE trainings SET cancelled_at = $2 WHERE id = ANY($1::int[])', [
    [at(4, 9), at(2, 19), at(5, 7)],
    now,
  ]);
  await db.exec('ANALYZE');
}, 60_000);
afterAll(() => testDb?.close());

type Facts = { already: boolean; active: number; same_day: number; same_type: number; verdict: string };

/** What the booking asks for one class: member_booking_counts and booking_verdict, as book_place does. */
async function perClass(userId: number, trainingId: number, at: Date): Promise<Facts> {
  const [row] = await testDb.db.query<Facts>(
    `SELECT n.already, n.active, n.same_day, n.same_type,
       booking_verdict(u.status, t.cancelled_at IS NOT NULL, t.start_at, t.end_at,
         ((t.start_at AT TIME ZONE c.time_zone) - c.booking_window_days * interval '1 day') AT TIME ZONE c.time_zone,
         $3, true, n.already, n.active, n.same_day, n.same_type, c.active_bookings_limit, c.same_day_limit,
         c.same_type_per_day_limit, t.booked_count, t.max_places, t.waiting_list_allowed) AS verdict
     FROM trainings t JOIN clubs c ON c.id = t.club_id JOIN users u ON u.id = $2
     CROSS JOIN LATERAL member_booking_counts(t.tenant, u.id, t.id, t.training_type,
       date_trunc('day', t.start_at AT TIME ZONE c.time_zone) AT TIME ZONE c.time_zone,
       (date_trunc('day', t.start_at AT TIME ZONE c.time_zone) + interval '1 day') AT TIME ZONE c.time_zone, $3) n
     WHERE t.id = $1`,
    [trainingId, userId, at],
  );
  if (!row) throw new Error(`class ${trainingId} missing`);
  return row;
}

describe(`the week's bookability on ${testDatabase().name}`, { timeout: 60_000 }, () => {
  const cases = [
    { who: 'steady', at: now },
    { who: 'steady', at: new Date(now.getTime() + 26 * HOUR) },
    { who: 'busy', at: now },
    { who: 'blocked', at: now },
  ] as const;

  it.each(cases)("gathers the $who member's facts for all classes at once as for each class ($at)", async (c) => {
    const userId = members[c.who];
    const ids = classes.map((k) => k.id);
    const week = await testDb.db.query<{ training_id: number } & Omit<Facts, 'verdict'>>(
      'SELECT * FROM member_booking_counts_each($1, $2, $3, $4::int[]) ORDER BY training_id',
      [tenant, userId, c.at, ids],
    );
    expect(week.map((r) => r.training_id)).toEqual([...ids].sort((a, b) => a - b));
    for (const row of week) {
      const { verdict: _, ...expected } = await perClass(userId, row.training_id, c.at);
      expect({ id: row.training_id, ...row }).toEqual({
        id: row.training_id,
        training_id: row.training_id,
        ...expected,
      });
    }
  });

  it.each(cases)("answers each class of the $who member's week as the booking rules do for it ($at)", async (c) => {
    const userId = members[c.who];
    const week = await listTrainings(
      testDb.db,
      tenant,
      { kind: 'member', userId },
      { from: weekStart, to: weekEnd },
      c.at,
    );
    expect(week).toHaveLength(7 * localHours.length + 1);
    const verdicts = new Set<string>();
    for (const training of week) {
      const { verdict } = await perClass(userId, training.id, c.at);
      if (!isBookingVerdict(verdict)) throw new Error(`unexpected verdict ${verdict}`);
      verdicts.add(verdict);
      const start = new Date(training.startDateTime);
      const mine = training.myRegistration;
      const held = mine
        ? {
            status: mine.status,
            cancelingAllowed: isCancelingAllowed(mine.status, start, 2, training.isCancelled, c.at),
          }
        : null;
      expect({ id: training.id, bookability: training.bookability }).toEqual({
        id: training.id,
        bookability: bookabilityOf(verdict, held, start, 2, training.isCancelled),
      });
    }
    // the week reaches the rules that count the member's places, not only the class's own state
    if (c.who === 'steady' && c.at === now) {
      expect([...verdicts]).toEqual(
        expect.arrayContaining([
          'booked',
          'waiting',
          'bookingClosed',
          'bookingNotOpenYet',
          'classCancelled',
          'userAlreadyRegistered',
          'sameDayRegisteringLimitExceeded',
          'sameTrainingTypePerDayLimitExceeded',
        ]),
      );
    }
    if (c.who === 'busy') expect(verdicts).toContain('registeringLimitExceeded');
    if (c.who === 'blocked') expect([...verdicts]).toEqual(['accountNotActive']);
  });
});
