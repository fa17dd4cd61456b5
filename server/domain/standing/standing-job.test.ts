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
import { bookPlace } from '../booking/book-place.ts';
import { unreadNotices } from '../booking/member-notices.ts';
import { listParticipants } from '../booking/participants.ts';
import {
  listStandingBookings,
  pauseStandingBooking,
  startStandingBooking,
  stopStandingBooking,
} from './standing-bookings.ts';
import { runStandingBookingJob } from './standing-job.ts';

const DAY = hours(24);
const WINDOW_DAYS = 7;
const same = (label: string) => label;

/** A weekly series of `weeks` classes, the first starting 7 days and 1 hour after `now` (so its booking opens in 1 h). */
async function makeSeries(
  db: Db,
  club: TestClub,
  now: Date,
  options: { weeks?: number; maxPlaces?: number; waitingListAllowed?: boolean } = {},
): Promise<{ seriesId: number; classes: number[]; opensAt: Date[] }> {
  const [series] = await db.query<{ id: number }>(
    `INSERT INTO training_series (tenant) VALUES ('default') RETURNING id`,
  );
  const classes: number[] = [];
  const opensAt: Date[] = [];
  for (let week = 0; week < (options.weeks ?? 3); week += 1) {
    const start = later(now, WINDOW_DAYS * DAY + hours(1) + week * 7 * DAY);
    const id = await makeTraining(db, 'default', {
      club,
      start,
      maxPlaces: options.maxPlaces ?? 10,
      waitingListAllowed: options.waitingListAllowed ?? true,
    });
    await db.query('UPDATE trainings SET series_id = $2 WHERE id = $1', [id, series!.id]);
    classes.push(id);
    opensAt.push(new Date(start.getTime() - WINDOW_DAYS * DAY));
  }
  return { seriesId: series!.id, classes, opensAt };
}

async function placesOf(db: Db, trainingId: number) {
  return db.query<{ user_id: number; status: string; standing: boolean }>(
    `SELECT user_id, status, standing_id IS NOT NULL AS standing FROM registrations
     WHERE training_id = $1 AND status <> 'cancelled' ORDER BY id`,
    [trainingId],
  );
}

describe.each([testDatabase()])('standing bookings on $name', () => {
  let t: TestDb;
  let db: Db;
  let club: TestClub;
  const now = new Date('2026-11-10T08:00:00Z');

  beforeAll(async () => {
    t = await openTestDb({ poolSize: 12 });
    db = t.db;
    // a week's booking window; limits high enough not to be what these tests are about
    club = await makeClub(db, 'default', {
      booking_window_days: WINDOW_DAYS,
      same_day_limit: 5,
      same_type_per_day_limit: 5,
      active_bookings_limit: 50,
    });
  }, 60_000);
  afterAll(() => t?.close());

  it('books the member into each class at the instant its booking opens, once, and tells them', async () => {
    const [member] = await makeMembers(db, 'default', 1);
    const { classes, opensAt } = await makeSeries(db, club, now);
    const { id } = await startStandingBooking(db, 'default', member!, classes[0]!, now);

    // a second "book every week" on the same series answers the running one
    expect(await startStandingBooking(db, 'default', member!, classes[1]!, now)).toEqual({ id, created: false });

    await runStandingBookingJob(db, later(opensAt[0]!, -1000));
    expect(await placesOf(db, classes[0]!)).toEqual([]);

    const run = await runStandingBookingJob(db, opensAt[0]!);
    expect(run.booked).toBe(1);
    expect(await placesOf(db, classes[0]!)).toEqual([{ user_id: member, status: 'booked', standing: true }]);
    // the next week's class opens a week later
    expect(await placesOf(db, classes[1]!)).toEqual([]);

    // again at the same instant and later: the class is handled, nobody is booked twice
    expect((await runStandingBookingJob(db, opensAt[0]!)).booked).toBe(0);
    expect((await runStandingBookingJob(db, later(opensAt[0]!, hours(1)))).booked).toBe(0);
    expect(await placesOf(db, classes[0]!)).toHaveLength(1);

    await runStandingBookingJob(db, opensAt[1]!);
    expect(await placesOf(db, classes[1]!)).toEqual([{ user_id: member, status: 'booked', standing: true }]);

    const notices = await unreadNotices(db, 'default', member!, same);
    expect(notices.map((n) => [n.kind, n.trainingId])).toEqual([
      ['standingBooked', classes[0]],
      ['standingBooked', classes[1]],
    ]);
    // staff see the place as standing
    const [participant] = await listParticipants(db, 'default', classes[0]!);
    expect(participant?.standing).toBe(true);
  });

  it('is refused at once, not every week, on a series outside the member’s age group', async () => {
    const [adult, child] = await makeMembers(db, 'default', 2);
    await db.query(`UPDATE users SET birth_date = '1990-05-01' WHERE id = $1`, [adult]);
    await db.query(`UPDATE users SET birth_date = ($2::date - interval '9 years')::date WHERE id = $1`, [child, now]);
    const { classes } = await makeSeries(db, club, now, { weeks: 1 });
    await db.query('UPDATE trainings SET min_age = 18 WHERE id = $1', [classes[0]]);

    await expect(startStandingBooking(db, 'default', child!, classes[0]!, now)).rejects.toMatchObject({
      status: 409,
      key: 'ageNotAllowed',
    });
    const made = await startStandingBooking(db, 'default', adult!, classes[0]!, now);
    expect(made.created).toBe(true);
    // stopped again: the other cases run the job at the same instants
    await stopStandingBooking(db, 'default', adult!, made.id, now);
  });

  it('takes at most the club’s share of the places; the rest refused with the reason, hand bookings still get places', async () => {
    await db.query('UPDATE clubs SET standing_share_percent = 50 WHERE id = $1', [club.clubId]);
    const members = await makeMembers(db, 'default', 5);
    const { classes, opensAt } = await makeSeries(db, club, now, { weeks: 1, maxPlaces: 4 });
    for (const m of members.slice(0, 3)) await startStandingBooking(db, 'default', m, classes[0]!, now);

    const run = await runStandingBookingJob(db, opensAt[0]!);
    expect(run).toMatchObject({ booked: 2, refused: 1 });
    const places = await placesOf(db, classes[0]!);
    // the standing bookings made first get the places
    expect(places).toEqual([
      { user_id: members[0], status: 'booked', standing: true },
      { user_id: members[1], status: 'booked', standing: true },
    ]);
    const [refused] = await unreadNotices(db, 'default', members[2]!, same);
    expect(refused).toMatchObject({ kind: 'standingRefused', refusal: 'standingPlacesTaken', trainingId: classes[0] });

    // people who book by hand find the other half
    for (const m of members.slice(3)) {
      const booking = await bookPlace(db, 'default', m, classes[0]!, opensAt[0]!);
      expect(booking.status).toBe('booked');
    }
  });

  it('answers as a tap would: a full class puts the standing booking in its waiting list, a blocked member is refused', async () => {
    const [taps, standing, blocked] = [await makeMembers(db, 'default', 2), ...(await makeMembers(db, 'default', 2))];
    const { classes, opensAt } = await makeSeries(db, club, now, { weeks: 1, maxPlaces: 2 });
    await startStandingBooking(db, 'default', standing!, classes[0]!, now);
    await startStandingBooking(db, 'default', blocked!, classes[0]!, now);
    await db.query('UPDATE clubs SET strikes_enabled = true WHERE id = $1', [club.clubId]);
    const [reg] = await db.query<{ id: number }>(
      `INSERT INTO registrations (tenant, training_id, user_id, status, cancelled_at) VALUES ('default', $1, $2, 'cancelled', $3) RETURNING id`,
      [classes[0], blocked, now],
    );
    await db.query(
      `INSERT INTO member_strikes (tenant, club_id, user_id, registration_id, training_id, kind, counted_at, blocks_until)
       VALUES ('default', $1, $2, $3, $4, 'noShow', $5, $6)`,
      [club.clubId, blocked, reg!.id, classes[0], now, later(now, 30 * DAY)],
    );
    try {
      for (const m of taps!) await bookPlace(db, 'default', m, classes[0]!, opensAt[0]!);
      await runStandingBookingJob(db, opensAt[0]!);
    } finally {
      await db.query('UPDATE clubs SET strikes_enabled = false WHERE id = $1', [club.clubId]);
    }
    expect((await placesOf(db, classes[0]!)).filter((p) => p.user_id === standing)).toEqual([
      { user_id: standing, status: 'waiting', standing: true },
    ]);
    expect((await unreadNotices(db, 'default', standing!, same)).map((n) => n.kind)).toEqual(['standingWaiting']);
    const [refused] = await unreadNotices(db, 'default', blocked!, same);
    expect(refused).toMatchObject({ kind: 'standingRefused', refusal: 'bookingBlocked' });
    expect(refused?.blockedUntil).toBe(later(now, 30 * DAY).toISOString());
  });

  it('names as next the class it will book: not one already open when it started, nor one in a pause', async () => {
    const [member] = await makeMembers(db, 'default', 1);
    const { classes, opensAt } = await makeSeries(db, club, now);
    // turned on a minute after the first class's booking opened: that one is the member's to book by hand
    const startedAt = later(opensAt[0]!, 60_000);
    const { id } = await startStandingBooking(db, 'default', member!, classes[0]!, startedAt);
    const next = async (at: Date) =>
      (await listStandingBookings(db, 'default', member!, at, same, id))[0]?.nextClass?.id ?? null;
    expect(await next(startedAt)).toBe(classes[1]);
    const secondDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' }).format(
      later(opensAt[1]!, WINDOW_DAYS * DAY),
    );
    await pauseStandingBooking(db, 'default', member!, id, secondDay);
    expect(await next(startedAt)).toBe(classes[2]);
    // once booked, the class is no longer the one to come
    await runStandingBookingJob(db, opensAt[2]!);
    expect(await next(opensAt[2]!)).toBe(null);
  });

  it('skips the classes of a pause, goes on after it, and books nothing once stopped', async () => {
    const [member] = await makeMembers(db, 'default', 1);
    const { classes, opensAt } = await makeSeries(db, club, now);
    const { id } = await startStandingBooking(db, 'default', member!, classes[0]!, now);
    // holidays until the first class's day (in the club's zone, inclusive)
    const firstDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' }).format(
      later(opensAt[0]!, WINDOW_DAYS * DAY),
    );
    await pauseStandingBooking(db, 'default', member!, id, firstDay);
    expect((await runStandingBookingJob(db, opensAt[0]!)).skipped).toBe(1);
    expect(await placesOf(db, classes[0]!)).toEqual([]);

    await runStandingBookingJob(db, opensAt[1]!);
    expect(await placesOf(db, classes[1]!)).toEqual([{ user_id: member, status: 'booked', standing: true }]);

    await stopStandingBooking(db, 'default', member!, id, opensAt[1]!);
    await runStandingBookingJob(db, opensAt[2]!);
    expect(await placesOf(db, classes[2]!)).toEqual([]);
    // the pause skipped quietly: the one notice is the booking made
    expect((await unreadNotices(db, 'default', member!, same)).map((n) => n.kind)).toEqual(['standingBooked']);
  });

  it('stops itself after the club’s number of no-shows in its places, and tells the member', async () => {
    await db.query('UPDATE clubs SET standing_no_show_limit = 2 WHERE id = $1', [club.clubId]);
    const [member] = await makeMembers(db, 'default', 1);
    const { classes, opensAt } = await makeSeries(db, club, now);
    const { id } = await startStandingBooking(db, 'default', member!, classes[0]!, now);
    await runStandingBookingJob(db, opensAt[0]!);
    await runStandingBookingJob(db, opensAt[1]!);
    const made = await db.query<{ id: number; training_id: number }>(
      'SELECT id, training_id FROM registrations WHERE standing_id = $1 ORDER BY training_id',
      [id],
    );
    expect(made).toHaveLength(2);
    const strike = (r: { id: number; training_id: number }) =>
      db.query(
        `INSERT INTO member_strikes (tenant, club_id, user_id, registration_id, training_id, kind, counted_at)
         VALUES ('default', $1, $2, $3, $4, 'noShow', $5)`,
        [club.clubId, member, r.id, r.training_id, later(now, 20 * DAY)],
      );
    await strike(made[0]!);
    expect((await runStandingBookingJob(db, later(opensAt[1]!, hours(1)))).stopped).toBe(0);
    await strike(made[1]!);
    expect((await runStandingBookingJob(db, later(opensAt[1]!, hours(2)))).stopped).toBe(1);

    const [row] = await db.query<{ stop_reason: string }>('SELECT stop_reason FROM standing_bookings WHERE id = $1', [
      id,
    ]);
    expect(row?.stop_reason).toBe('noShows');
    await runStandingBookingJob(db, opensAt[2]!);
    expect(await placesOf(db, classes[2]!)).toEqual([]);
    const kinds = (await unreadNotices(db, 'default', member!, same)).map((n) => n.kind);
    expect(kinds.filter((k) => k === 'standingStopped')).toHaveLength(1);
  });

  it('standing bookings racing taps and a second job never exceed the places nor book anyone twice', async () => {
    await db.query('UPDATE clubs SET standing_share_percent = 50 WHERE id = $1', [club.clubId]);
    const PLACES = 20;
    const standing = await makeMembers(db, 'default', 30);
    const tappers = await makeMembers(db, 'default', 30);
    const { classes, opensAt } = await makeSeries(db, club, now, { weeks: 1, maxPlaces: PLACES });
    for (const m of standing) await startStandingBooking(db, 'default', m, classes[0]!, now);
    // five standing members also tap at the opening: they must end with one place each
    const doubles = standing.slice(0, 5);

    const at = opensAt[0]!;
    await Promise.all([
      runStandingBookingJob(db, at),
      runStandingBookingJob(db, at),
      ...[...tappers, ...doubles].map((m) => bookPlace(db, 'default', m, classes[0]!, at).catch(() => null)),
    ]);

    const places = await placesOf(db, classes[0]!);
    const booked = places.filter((p) => p.status === 'booked');
    expect(booked).toHaveLength(PLACES);
    const people = places.map((p) => p.user_id);
    expect(new Set(people).size).toBe(people.length);
    // the standing share (half of 20) is never exceeded
    expect(booked.filter((p) => p.standing).length).toBeLessThanOrEqual(PLACES / 2);
    const [count] = await db.query<{ booked_count: number }>('SELECT booked_count FROM trainings WHERE id = $1', [
      classes[0],
    ]);
    expect(count?.booked_count).toBe(PLACES);
    // every standing booking handled the class exactly once
    const runs = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM standing_booking_runs WHERE training_id = $1 GROUP BY standing_id',
      [classes[0]],
    );
    expect(runs).toHaveLength(standing.length);
    expect(runs.every((r) => r.n === 1)).toBe(true);
  }, 60_000);
});
