/**
 * Booking benchmark (`npm run bench`): 10,000 booking attempts by distinct members over 50
 * classes, ~50 in flight, after a warm-up on other classes (not counted), through the real app (createApp + app.request; BENCH_HTTP=1 goes over a
 * loopback socket). PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set. Prints
 * bookings/s and p50/p95 latency, and fails when any class is overbooked or its queue has gaps.
 * PGlite runs on a data folder in the temporary directory, as the server does (its flushes to disk are part
 * of what a booking costs); BENCH_PGLITE_MEMORY=1 runs it in memory instead.
 * Knobs: BENCH_ATTEMPTS, BENCH_WARM_UP, BENCH_CONCURRENCY, BENCH_POOL (PostgreSQL connections), BENCH_SKIP_PGLITE=1.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from '../server/app.ts';
import type { Db } from '../server/db/db.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPglite } from '../server/db/pglite.ts';
import { makeClub, makeMembers, makeTraining } from '../server/test-support/booking-fixture.ts';
import { openOwnDb } from '../server/test-support/test-db.ts';
import { signAccessToken } from '../server/domain/tokens.ts';
import type { UserRow } from '../server/domain/users.ts';
import { API_PREFIX } from '../src/api/contract/tenant.ts';

const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 10_000);
const CLASSES = 50;
const IN_FLIGHT = Number(process.env.BENCH_CONCURRENCY ?? 50);
/** PostgreSQL connections; on 2 cores fewer backends switch less. */
const POOL = Number(process.env.BENCH_POOL ?? 12);
const PLACES = Math.floor((ATTEMPTS / CLASSES) * 0.75);
/**
 * Attempts by other members on other classes before the clock starts, not counted: a server runs for
 * days, so what matters is its steady state, not V8 compiling the hot path or each pooled connection
 * planning the booking function for the first time.
 */
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 2_000);
const WARM_UP_CLASSES = 10;

type Figures = {
  label: string;
  seconds: number;
  cpuMsPerBooking: number;
  dbCpuMsPerBooking: number | null;
  perSecond: number;
  logFlushes: number | null;
  p50: number;
  p95: number;
  statuses: Record<string, number>;
  overbooked: number;
  queueGaps: number;
};

async function usersOf(db: Db, ids: number[]) {
  return db.query<UserRow>(
    `SELECT id, username, email, phone, first_name, last_name, gender, password_hash, client_code, status, is_admin,
       trainer_id, can_see_registrations, can_manage_registrations, needs_update FROM users WHERE id = ANY($1::int[]) ORDER BY id`,
    [ids],
  );
}

async function setUp(db: Db, now: Date) {
  const club = await makeClub(db, 'default', {
    active_bookings_limit: 1000,
    same_day_limit: 1000,
    same_type_per_day_limit: 1000,
  });
  const members = await makeMembers(db, 'default', ATTEMPTS);
  const warmUpMembers = WARM_UP > 0 ? await makeMembers(db, 'default', WARM_UP) : [];
  // one class every 2 hours over a week, all within the booking window; the warm-up's classes after them
  const makeClass = (i: number, maxPlaces: number) =>
    makeTraining(db, 'default', {
      club,
      start: new Date(now.getTime() + (24 + i * 2) * 3600_000),
      maxPlaces,
      trainerId: null,
    });
  const classes: number[] = [];
  for (let i = 0; i < CLASSES; i++) classes.push(await makeClass(i, PLACES));
  const warmUpClasses: number[] = [];
  for (let i = 0; i < WARM_UP_CLASSES; i++)
    warmUpClasses.push(await makeClass(CLASSES + i, Math.floor((WARM_UP / WARM_UP_CLASSES) * 0.75)));
  return { classes, users: await usersOf(db, members), warmUpClasses, warmUpUsers: await usersOf(db, warmUpMembers) };
}

/**
 * CPU time of all local `postgres` processes (Linux /proc), to tell the booking path's cost apart
 * from a busy machine's. Approximate: it includes any other client's work on the same server.
 */
function postgresCpuMs(): number | null {
  try {
    const tick = 1000 / 100; // USER_HZ is 100 on Linux
    let total = 0;
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        total += (Number(fields[11]) + Number(fields[12])) * tick;
      } catch {
        // the process ended meanwhile
      }
    }
    return total;
  } catch {
    return null;
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Flushes of PGlite's write-ahead log to disk (server/db/durable-nodefs.ts), for the figures. */
let logFlushes = 0;

/** PGlite on a fresh data folder on disk, like the server's own (unless BENCH_PGLITE_MEMORY=1). */
async function openPgliteOnDisk() {
  const dir = mkdtempSync(join(tmpdir(), 'club-bench-'));
  const db = await openPglite(join(dir, 'pglite'), { onFlush: (kind) => (logFlushes += kind === 'wal' ? 1 : 0) });
  await migrate(db);
  return {
    db,
    close: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function run(label: string, url: string | undefined): Promise<Figures> {
  const { db, close } =
    url || process.env.BENCH_PGLITE_MEMORY === '1'
      ? await openOwnDb({ url, poolSize: POOL })
      : await openPgliteOnDisk();
  try {
    const now = new Date();
    const secret = randomBytes(32);
    const { classes, users, warmUpClasses, warmUpUsers } = await setUp(db, now);
    // tokens are minted up front: logins (Argon2) are not what this measures
    const tokensOf = (members: UserRow[]) =>
      Promise.all(
        members.map((user) =>
          signAccessToken({ user, tenant: 'default', host: 'localhost', keep: false, sessionId: 'bench', now, secret }),
        ),
      );
    const tokens = await tokensOf(users);
    const warmUpTokens = await tokensOf(warmUpUsers);
    // As main.ts runs it: on PostgreSQL other processes may share the database, so writes bump the shared version.
    const app = createApp({ db, jwtSecret: secret, scheduleVersions: url ? 'shared' : 'local' });
    const server = process.env.BENCH_HTTP === '1' ? serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) : null;
    const base = server ? `http://127.0.0.1:${(server.address() as AddressInfo).port}` : 'http://localhost';
    // Requests are built up front too, so the client's own work does not crowd out the server's on 2 cores.
    const bookingRequests = (bearers: string[], onto: number[]) =>
      bearers.map(
        (token, i) =>
          new Request(`${base}${API_PREFIX}/user/registration/${onto[i % onto.length]!}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'x-client-host': 'localhost' },
          }),
      );
    const requests = bookingRequests(tokens, classes);
    const call = (request: Request) => (server ? fetch(request) : app.fetch(request));

    const warmUp = bookingRequests(warmUpTokens, warmUpClasses);
    let warmUpNext = 0;
    const warmUpWorker = async () => {
      while (warmUpNext < warmUp.length) await (await call(warmUp[warmUpNext++]!)).arrayBuffer();
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, warmUpWorker));

    const latencies: number[] = [];
    const statuses: Record<string, number> = {};
    let next = 0;
    const cpuBefore = process.cpuUsage();
    const dbCpuBefore = url ? postgresCpuMs() : null;
    const logFlushesBefore = logFlushes;
    const started = performance.now();
    const worker = async () => {
      while (next < ATTEMPTS) {
        const i = next++;
        const t0 = performance.now();
        const res = await call(requests[i]!);
        const body: unknown = await res.json();
        latencies.push(performance.now() - t0);
        const key =
          res.status === 201 && typeof body === 'object' && body !== null && 'status' in body
            ? String(body.status)
            : `${res.status} ${JSON.stringify(body)}`;
        statuses[key] = (statuses[key] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const dbCpuAfter = url ? postgresCpuMs() : null;
    server?.close();

    const [check] = await db.query<{ overbooked: number; gaps: number }>(
      `WITH k AS (
         SELECT t.id, t.max_places, count(*) FILTER (WHERE g.status = 'booked') AS booked,
           count(*) FILTER (WHERE g.status = 'waiting') AS waiting
         FROM trainings t LEFT JOIN registrations g ON g.training_id = t.id WHERE t.id = ANY($1::int[]) GROUP BY t.id
       ), q AS (
         SELECT training_id, row_number() OVER (PARTITION BY training_id ORDER BY queued_at, id) AS pos, count(*) OVER (PARTITION BY training_id) AS n
         FROM registrations WHERE status = 'waiting' AND training_id = ANY($1::int[])
       )
       SELECT (SELECT count(*)::int FROM k WHERE booked > max_places) AS overbooked,
         (SELECT count(*)::int FROM k WHERE waiting > 0 AND booked < max_places) AS gaps`,
      [classes],
    );
    latencies.sort((a, b) => a - b);
    return {
      label,
      seconds,
      cpuMsPerBooking: (cpu.user + cpu.system) / 1000 / ATTEMPTS,
      dbCpuMsPerBooking: dbCpuBefore !== null && dbCpuAfter !== null ? (dbCpuAfter - dbCpuBefore) / ATTEMPTS : null,
      perSecond: ATTEMPTS / seconds,
      logFlushes: url || process.env.BENCH_PGLITE_MEMORY === '1' ? null : logFlushes - logFlushesBefore,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      statuses,
      overbooked: check?.overbooked ?? -1,
      queueGaps: check?.gaps ?? -1,
    };
  } finally {
    await close();
  }
}

const targets: [string, string | undefined, number][] =
  process.env.BENCH_SKIP_PGLITE === '1'
    ? []
    : [
        [
          process.env.BENCH_PGLITE_MEMORY === '1' ? 'PGlite (in memory)' : 'PGlite (data folder on disk)',
          undefined,
          1500,
        ],
      ];
if (process.env.BENCH_DATABASE_URL) targets.push(['PostgreSQL', process.env.BENCH_DATABASE_URL, 3000]);

let failed = false;
for (const [label, url, target] of targets) {
  const f = await run(label, url);
  const verdict = f.perSecond >= target ? 'meets' : 'BELOW';
  console.log(
    `${f.label}: ${ATTEMPTS} attempts over ${CLASSES} classes (${PLACES} places each), ${IN_FLIGHT} in flight${process.env.BENCH_HTTP === '1' ? ', over HTTP' : ''}` +
      `, after ${WARM_UP} warm-up attempts on ${WARM_UP_CLASSES} other classes (not counted)\n` +
      `  ${f.perSecond.toFixed(0)} bookings/s (${verdict} target ${target}/s), ${f.seconds.toFixed(2)} s total\n` +
      `  latency p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms\n` +
      `  CPU per booking: ${f.cpuMsPerBooking.toFixed(2)} ms in this process` +
      (f.dbCpuMsPerBooking !== null ? `, ~${f.dbCpuMsPerBooking.toFixed(2)} ms in postgres processes` : '') +
      ` (load average now ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)\n` +
      (f.logFlushes !== null
        ? `  write-ahead-log flushes to disk: ${f.logFlushes} (one per ${(ATTEMPTS / Math.max(1, f.logFlushes)).toFixed(1)} bookings)\n`
        : '') +
      `  outcomes ${JSON.stringify(f.statuses)}\n` +
      `  overbooked classes: ${f.overbooked}, classes with a queue while places are free: ${f.queueGaps}`,
  );
  if (f.overbooked !== 0 || f.queueGaps !== 0) failed = true;
}
if (failed) {
  console.error('capacity check FAILED');
  process.exitCode = 1;
}
