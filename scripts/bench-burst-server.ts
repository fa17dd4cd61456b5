/**
 * The server half of `npm run bench:burst` (scripts/bench-burst.ts starts it): the real app on a loopback
 * port over a database of its own (a PGlite data folder, as `npm start` has it, or a new database on
 * BURST_DATABASE_URL), with BURST_MEMBERS members and BURST_CLASSES classes whose booking opens at one
 * instant a few seconds ahead. It prints one JSON line (port, the opening instant, classes, members' tokens),
 * then answers each line on stdin: `check` prints the capacity and queue-order check as a JSON line, `stop`
 * closes. The load runs in the other process, so it never takes this one's CPU.
 */
import { serve } from '@hono/node-server';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createApp } from '../server/app.ts';
import type { Db } from '../server/db/db.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPglite } from '../server/db/pglite.ts';
import { signAccessToken } from '../server/domain/tokens.ts';
import type { UserRow } from '../server/domain/users.ts';
import { makeClub, makeMembers, makeTraining } from '../server/test-support/booking-fixture.ts';
import { openOwnDb } from '../server/test-support/test-db.ts';

const MEMBERS = Number(process.env.BURST_MEMBERS ?? 1000);
const CLASSES = Number(process.env.BURST_CLASSES ?? 20);
const PLACES = Number(process.env.BURST_PLACES ?? 20);
const OPENS_IN_MS = Number(process.env.BURST_OPENS_IN_MS ?? 3000);
const WINDOW_DAYS = 14;

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
  classes.push(await makeTraining(db, 'default', { club, start: new Date(now.getTime() + (WINDOW_DAYS + 1) * 86_400_000 + i * 60_000), maxPlaces: PLACES, trainerId: null, roomId: i % 2 ? club.room2Id : club.roomId }));
}
const users = await db.query<UserRow>(
  `SELECT id, username, email, phone, first_name, last_name, gender, password_hash, client_code, status, is_admin,
     trainer_id, can_see_registrations, can_manage_registrations, needs_update FROM users WHERE id = ANY($1::int[]) ORDER BY id`,
  [memberIds],
);
const secret = randomBytes(32);
// Tokens are minted here: logins (Argon2) are not what the burst measures.
const tokens = await Promise.all(users.map((user) => signAccessToken({ user, tenant: 'default', host: 'localhost', keep: false, sessionId: 'burst', now, secret })));
const app = createApp({ db, jwtSecret: secret, scheduleVersions: process.env.BURST_DATABASE_URL ? 'shared' : 'local' });
let server: ReturnType<typeof serve> | undefined;
const { port } = await new Promise<AddressInfo>((resolve) => (server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, resolve)));
/**
 * Set up: the classes move so that their booking opens at one whole second OPENS_IN_MS ahead (opening =
 * start − the window, in the club's zone, as the database computes it).
 */
const opensAt = new Date(Math.ceil((Date.now() + OPENS_IN_MS) / 1000) * 1000);
await db.query(
  `UPDATE trainings SET start_at = x.start, end_at = x.start + (end_at - start_at)
   FROM (SELECT (($1::timestamptz AT TIME ZONE 'Europe/Tallinn') + $2 * interval '1 day') AT TIME ZONE 'Europe/Tallinn' AS start) x
   WHERE id = ANY($3::int[])`,
  [opensAt, WINDOW_DAYS, classes],
);
const cpuAtStart = process.cpuUsage();
console.log(JSON.stringify({ port, opensAt: opensAt.toISOString(), classes, tokens }));

/**
 * Per class: places booked beyond its capacity; waiting while a place is free; and the waiting list against
 * the order the bookings reached the database (created_at: their transaction's start), counted as pairs
 * queued the other way round, with the widest gap between such a pair's arrivals (ms).
 */
async function check() {
  const [row] = await db.query<{ overbooked: number; gaps: number; booked: number; waiting: number; inversions: number; widest: number }>(
    `WITH k AS (
       SELECT t.id, t.max_places, count(*) FILTER (WHERE g.status = 'booked') AS booked, count(*) FILTER (WHERE g.status = 'waiting') AS waiting
       FROM trainings t LEFT JOIN registrations g ON g.training_id = t.id WHERE t.id = ANY($1::int[]) GROUP BY t.id
     ), q AS (
       SELECT training_id, created_at, row_number() OVER (PARTITION BY training_id ORDER BY queued_at, id) AS pos
       FROM registrations WHERE status <> 'cancelled' AND training_id = ANY($1::int[])
     )
     SELECT (SELECT count(*)::int FROM k WHERE booked > max_places) AS overbooked,
       (SELECT count(*)::int FROM k WHERE waiting > 0 AND booked < max_places) AS gaps,
       (SELECT coalesce(sum(booked), 0)::int FROM k) AS booked, (SELECT coalesce(sum(waiting), 0)::int FROM k) AS waiting,
       (SELECT count(*)::int FROM q a JOIN q b ON a.training_id = b.training_id AND a.pos < b.pos AND a.created_at > b.created_at) AS inversions,
       (SELECT coalesce(max(extract(epoch FROM a.created_at - b.created_at) * 1000), 0)::float8
          FROM q a JOIN q b ON a.training_id = b.training_id AND a.pos < b.pos AND a.created_at > b.created_at) AS widest`,
    [classes],
  );
  return row;
}

for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'check') {
    const cpu = process.cpuUsage(cpuAtStart);
    console.log(JSON.stringify({ ...(await check()), serverCpuMs: (cpu.user + cpu.system) / 1000 }));
  }
  if (line === 'stop') break;
}
server?.close();
await close();
process.exit(0);
