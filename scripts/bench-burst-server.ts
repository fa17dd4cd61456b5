/**
 * The server half of `npm run bench:burst` (scripts/bench-burst.ts starts it): the real app on a loopback
 * port over a database of its own (a PGlite data folder, as `npm start` has it, or a new database on
 * BURST_DATABASE_URL), with BURST_MEMBERS members and BURST_CLASSES classes whose booking opens at one
 * instant, and BURST_WARM_UP other members and classes open now to warm it up with (a server at a class's
 * opening has run for days). It prints one JSON line (port, classes, tokens, the warm-up's), then answers
 * each line on stdin: `open` moves the classes so their booking opens at the next whole second at least
 * OPENS_IN_MS ahead and prints that instant; `check` prints the capacity and queue-order check and the
 * CPU this process used since `open`; `stop` closes. The load runs in the other process, so it never takes this one's CPU.
 * BURST_STANDING_CLASSES (0) of the classes are weekly classes holding BURST_STANDING_PER_CLASS (5) standing
 * bookings ("book every week", of other members): at the opening instant the standing-booking job books them
 * while the burst's taps arrive, as main.ts's job wakes at an opening. The job has run once before, at the
 * opening of as many other weekly classes, as it has on a server that ran for days.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createApp } from '../server/app.ts';
import { listenApp } from '../server/http/listen.ts';
import type { Db } from '../server/db/db.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPglite } from '../server/db/pglite.ts';
import { signAccessToken } from '../server/domain/tokens.ts';
import { startStandingBooking } from '../server/domain/standing/standing-bookings.ts';
import { runStandingBookingJob } from '../server/domain/standing/standing-job.ts';
import type { UserRow } from '../server/domain/users.ts';
import { makeClub, makeMembers, makeTraining } from '../server/test-support/booking-fixture.ts';
import { openOwnDb } from '../server/test-support/test-db.ts';

const MEMBERS = Number(process.env.BURST_MEMBERS ?? 1000);
const CLASSES = Number(process.env.BURST_CLASSES ?? 20);
const PLACES = Number(process.env.BURST_PLACES ?? 20);
const OPENS_IN_MS = Number(process.env.BURST_OPENS_IN_MS ?? 1000);
const WARM_UP = Number(process.env.BURST_WARM_UP ?? 2000);
const WARM_UP_CLASSES = 10;
const WINDOW_DAYS = 14;
const STANDING_CLASSES = Number(process.env.BURST_STANDING_CLASSES ?? 0);
const STANDING_PER_CLASS = Number(process.env.BURST_STANDING_PER_CLASS ?? 5);

async function openDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const url = process.env.BURST_DATABASE_URL;
  // The server's own pool size (server/db/postgres.ts default) on PostgreSQL.
  if (url) return openOwnDb({ url, poolSize: 10 });
  const dir = mkdtempSync(join(tmpdir(), 'bench-burst-'));
  const db = await openPglite(join(dir, 'pglite'));
  await migrate(db);
  return { db, close: async () => (await db.close(), rmSync(dir, { recursive: true, force: true })) };
}

const { db, close } = await openDb();
const now = new Date();
// A club with limits no member of the burst reaches: each books one class.
const club = await makeClub(db, 'default', { booking_window_days: WINDOW_DAYS });
const memberIds = await makeMembers(db, 'default', MEMBERS);
const classes: number[] = [];
for (let i = 0; i < CLASSES; i++) {
  classes.push(
    await makeTraining(db, 'default', {
      club,
      start: new Date(now.getTime() + (WINDOW_DAYS + 1) * 86_400_000 + i * 60_000),
      maxPlaces: PLACES,
      trainerId: null,
      roomId: i % 2 ? club.room2Id : club.roomId,
    }),
  );
}
// weekly classes with standing bookings: each its own series, booked every week by members outside the burst
const standingIds = await makeMembers(db, 'default', STANDING_CLASSES * STANDING_PER_CLASS);
for (const [i, trainingId] of classes.slice(0, STANDING_CLASSES).entries()) {
  const [series] = await db.query<{ id: number }>(
    `INSERT INTO training_series (tenant) VALUES ('default') RETURNING id`,
  );
  await db.query('UPDATE trainings SET series_id = $2 WHERE id = $1', [trainingId, series!.id]);
  for (const member of standingIds.slice(i * STANDING_PER_CLASS, (i + 1) * STANDING_PER_CLASS))
    await startStandingBooking(db, 'default', member, trainingId, now);
}
// the job warmed up as the taps are: a server at an opening has run it at earlier openings (classes whose
// booking opened an hour ago, standing bookings made two hours ago), so its statements are planned already
if (STANDING_CLASSES > 0) {
  const hour = 3_600_000;
  const warmStanding = await makeMembers(db, 'default', STANDING_CLASSES * STANDING_PER_CLASS);
  for (let i = 0; i < STANDING_CLASSES; i++) {
    const trainingId = await makeTraining(db, 'default', {
      club,
      start: new Date(now.getTime() + WINDOW_DAYS * 86_400_000 - hour + i * 60_000),
      maxPlaces: PLACES,
      trainerId: null,
    });
    const [series] = await db.query<{ id: number }>(
      `INSERT INTO training_series (tenant) VALUES ('default') RETURNING id`,
    );
    await db.query('UPDATE trainings SET series_id = $2 WHERE id = $1', [trainingId, series!.id]);
    for (const member of warmStanding.slice(i * STANDING_PER_CLASS, (i + 1) * STANDING_PER_CLASS))
      await startStandingBooking(db, 'default', member, trainingId, new Date(now.getTime() - 2 * hour));
  }
  await runStandingBookingJob(db, new Date());
}
const warmUpIds = await makeMembers(db, 'default', WARM_UP);
const warmUpClasses: number[] = [];
for (let i = 0; i < WARM_UP_CLASSES; i++) {
  warmUpClasses.push(
    await makeTraining(db, 'default', {
      club,
      start: new Date(now.getTime() + (2 + i) * 86_400_000),
      maxPlaces: Math.ceil(WARM_UP / WARM_UP_CLASSES),
      trainerId: null,
    }),
  );
}
const usersOf = (ids: number[]) =>
  db.query<UserRow>(
    `SELECT id, username, email, phone, first_name, last_name, gender, password_hash, client_code, status, is_admin,
     trainer_id, can_see_registrations, can_manage_registrations, needs_update FROM users WHERE id = ANY($1::int[]) ORDER BY id`,
    [ids],
  );
const secret = randomBytes(32);
// Tokens are minted here: logins (Argon2) are not what the burst measures.
const tokensOf = async (ids: number[]) =>
  Promise.all(
    (await usersOf(ids)).map((user) =>
      signAccessToken({ user, tenant: 'default', host: 'localhost', keep: false, sessionId: 'burst', now, secret }),
    ),
  );
const tokens = await tokensOf(memberIds);
const warmUpTokens = await tokensOf(warmUpIds);
const app = createApp({ db, jwtSecret: secret, scheduleVersions: process.env.BURST_DATABASE_URL ? 'shared' : 'local' });
// As main.ts listens (server/http/listen.ts): keep-alive, and a backlog for a burst of connections.
let server: Server | undefined;
const { port } = await new Promise<AddressInfo>(
  (resolve) => (server = listenApp(app.fetch, { port: 0, hostname: '127.0.0.1' }, resolve)),
);
console.log(JSON.stringify({ port, classes, tokens, warmUpClasses, warmUpTokens }));

/** The classes move so that their booking opens at a whole second OPENS_IN_MS ahead (opening = start − the window, in the club's zone). */
async function open(): Promise<Date> {
  const opensAt = new Date(Math.ceil((Date.now() + OPENS_IN_MS) / 1000) * 1000);
  await db.query(
    `UPDATE trainings SET start_at = x.start, end_at = x.start + (end_at - start_at)
     FROM (SELECT (($1::timestamptz AT TIME ZONE 'Europe/Tallinn') + $2 * interval '1 day') AT TIME ZONE 'Europe/Tallinn' AS start) x
     WHERE id = ANY($3::int[])`,
    [opensAt, WINDOW_DAYS, classes],
  );
  return opensAt;
}

/**
 * Per class: places booked beyond its capacity; waiting while a place is free; and the waiting list against
 * the order the bookings reached the database (created_at: their transaction's start), counted as pairs
 * queued the other way round, with the widest gap between such a pair's arrivals (ms).
 */
async function check() {
  const [row] = await db.query<{
    overbooked: number;
    gaps: number;
    booked: number;
    waiting: number;
    inversions: number;
    widest: number;
    standing: number;
  }>(
    `WITH k AS (
       SELECT t.id, t.max_places, count(*) FILTER (WHERE g.status = 'booked') AS booked, count(*) FILTER (WHERE g.status = 'waiting') AS waiting
       FROM trainings t LEFT JOIN registrations g ON g.training_id = t.id WHERE t.id = ANY($1::int[]) GROUP BY t.id
     ), q AS (
       SELECT training_id, created_at, row_number() OVER (PARTITION BY training_id ORDER BY queued_at, id) AS pos
       FROM registrations WHERE status <> 'cancelled' AND training_id = ANY($1::int[])
     )
     SELECT (SELECT count(*)::int FROM k WHERE booked > max_places) AS overbooked,
       (SELECT count(*)::int FROM k WHERE waiting > 0 AND booked < max_places) AS gaps,
       (SELECT count(*)::int FROM registrations WHERE standing_id IS NOT NULL AND status <> 'cancelled' AND training_id = ANY($1::int[])) AS standing,
       (SELECT coalesce(sum(booked), 0)::int FROM k) AS booked, (SELECT coalesce(sum(waiting), 0)::int FROM k) AS waiting,
       (SELECT count(*)::int FROM q a JOIN q b ON a.training_id = b.training_id AND a.pos < b.pos AND a.created_at > b.created_at) AS inversions,
       (SELECT coalesce(max(extract(epoch FROM a.created_at - b.created_at) * 1000), 0)::float8
          FROM q a JOIN q b ON a.training_id = b.training_id AND a.pos < b.pos AND a.created_at > b.created_at) AS widest`,
    [classes],
  );
  return row;
}

let cpuAtStart = process.cpuUsage();
let standingRun: Awaited<ReturnType<typeof runStandingBookingJob>> | null = null;
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'open') {
    const opensAt = await open();
    cpuAtStart = process.cpuUsage();
    if (STANDING_CLASSES > 0)
      setTimeout(
        () => void runStandingBookingJob(db, new Date()).then((run) => (standingRun = run)),
        Math.max(0, opensAt.getTime() - Date.now()),
      );
    console.log(JSON.stringify({ opensAt: opensAt.toISOString() }));
  }
  if (line === 'check') {
    const cpu = process.cpuUsage(cpuAtStart);
    console.log(JSON.stringify({ ...(await check()), serverCpuMs: (cpu.user + cpu.system) / 1000, standingRun }));
  }
  if (line === 'stop') break;
}
server?.close();
await close();
process.exit(0);
