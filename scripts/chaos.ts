/**
 * `npm run chaos`: members book and cancel classes through the real API of a real server process
 * while it is killed with SIGKILL; the server is restarted on the same data and every booking and
 * cancellation that had been answered 2xx must still be there. Three rounds on PGlite, then on
 * PostgreSQL (DATABASE_URL, else a throwaway cluster of the local binaries), plus a second server
 * started on the PGlite data folder, which must refuse. Prints figures; exits 1 on any loss.
 * Knobs: CHAOS_MEMBERS (120), CHAOS_CLASSES (20), CHAOS_IN_FLIGHT (24), CHAOS_ROUNDS (3), CHAOS_REQUESTS (400).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../server/db/db.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPglite } from '../server/db/pglite.ts';
import { openPostgres } from '../server/db/postgres.ts';
import { makeClub, makeMembers, makeTraining } from '../server/test-support/booking-fixture.ts';
import { signAccessToken } from '../server/domain/tokens.ts';
import type { UserRow } from '../server/domain/users.ts';
import { findPgBin, startPgCluster } from '../server/test-support/pg-cluster.ts';
import { killHard, type RunningServer, spawnServer, startServer, stopGracefully } from '../server/test-support/server-process.ts';
import { BookingLoad, type Member } from './chaos-load.ts';

const MEMBERS = Number(process.env.CHAOS_MEMBERS ?? 120);
const CLASSES = Number(process.env.CHAOS_CLASSES ?? 20);
const IN_FLIGHT = Number(process.env.CHAOS_IN_FLIGHT ?? 24);
const ROUNDS = Number(process.env.CHAOS_ROUNDS ?? 3);
/** About this many requests answered per round before the kill (random between half and one and a half times). */
const REQUESTS = Number(process.env.CHAOS_REQUESTS ?? 400);
const jwtSecret = randomBytes(32).toString('base64url');

/** Members, classes (places for a third of the members, with a waiting list) and their tokens, written before the server starts. */
async function prepare(db: Db, now: Date) {
  await migrate(db);
  const club = await makeClub(db, 'default', { active_bookings_limit: 1000, same_day_limit: 1000, same_type_per_day_limit: 1000 });
  const ids = await makeMembers(db, 'default', MEMBERS);
  const classes: number[] = [];
  for (let i = 0; i < CLASSES; i++) {
    const start = new Date(now.getTime() + (24 + i * 3) * 3600_000);
    classes.push(await makeTraining(db, 'default', { club, start, maxPlaces: Math.ceil(MEMBERS / 3), trainerId: null }));
  }
  const users = await db.query<UserRow>(
    `SELECT id, username, email, phone, first_name, last_name, gender, password_hash, client_code, status, is_admin,
       trainer_id, can_see_registrations, can_manage_registrations, needs_update FROM users WHERE id = ANY($1::int[]) ORDER BY id`,
    [ids],
  );
  const secret = new TextEncoder().encode(jwtSecret);
  const members: Member[] = await Promise.all(
    users.map(async (user) => ({
      id: user.id,
      token: await signAccessToken({ user, tenant: 'default', host: 'localhost', keep: true, sessionId: 'chaos', now, secret }),
    })),
  );
  return { classes, members };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function rounds(label: string, env: Record<string, string>, load: BookingLoad, now: Date, secondProcessCheck: boolean): Promise<number> {
  const verifyRange = [new Date(now.getTime() - 3600_000), new Date(now.getTime() + (24 + CLASSES * 3 + 2) * 3600_000)] as const;
  let server: RunningServer = await startServer(env);
  let lost = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const killAfter = Math.round(REQUESTS * (0.5 + Math.random()));
    const loadStarted = performance.now();
    let loadMs = 0;
    let killed: Promise<unknown> = Promise.resolve();
    // a few milliseconds more, so the kill does not always follow an answer's write
    const kill = () =>
      setTimeout(() => {
        loadMs = performance.now() - loadStarted;
        killed = killHard(server);
      }, Math.random() * 20);
    const figures = await load.run(server.origin, IN_FLIGHT, killAfter, kill);
    await killed;
    const started = performance.now();
    server = await startServer(env);
    const restartMs = performance.now() - started;
    const verified = await load.verify(server.origin, ...verifyRange);
    lost += verified.lost;
    console.log(
      `${label} round ${round}: kill -9 after ${seconds(loadMs)} of load; ${figures.answered} requests answered ` +
        `(${figures.bookings} bookings and ${figures.cancellations} cancellations answered 2xx, refused ${JSON.stringify(figures.refused)}), ` +
        `${figures.unanswered} in flight at the kill; ` +
        `restart ${seconds(restartMs)}; verified ${verified.checked} member×class states, lost ${verified.lost}` +
        (verified.examples.length ? ` (${verified.examples.join('; ')})` : ''),
    );
  }
  if (secondProcessCheck) {
    const started = performance.now();
    const second = await spawnServer(env).exited;
    const refused = second.code !== 0 && second.stderr.includes('is in use by another server process') && !second.stdout.includes('Club booking on');
    console.log(`${label} second process on the same DATA_DIR: ${refused ? 'refused' : 'NOT REFUSED'} (exit ${second.code}) in ${seconds(performance.now() - started)}: ${second.stderr.trim()}`);
    if (!refused) lost++;
  }
  await stopGracefully(server);
  return lost;
}

async function onPglite(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-chaos-'));
  const now = new Date();
  const db = await openPglite(join(dataDir, 'pglite'));
  const { classes, members } = await prepare(db, now);
  await db.close();
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: jwtSecret };
  return rounds('PGlite', env, new BookingLoad(members, classes), now, true);
}

async function onPostgres(): Promise<number> {
  const bin = process.env.DATABASE_URL ? null : findPgBin();
  if (!process.env.DATABASE_URL && !bin) {
    console.log('PostgreSQL: left out (no DATABASE_URL and no local PostgreSQL binaries)');
    return 0;
  }
  const cluster = bin ? await startPgCluster(bin, { fsync: true }) : null;
  const url = process.env.DATABASE_URL ?? cluster!.url;
  const schema = `chaos_${randomBytes(4).toString('hex')}`;
  const admin = await openPostgres(url, 1);
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  try {
    const now = new Date();
    const db = await openPostgres(scoped.toString(), 4);
    const { classes, members } = await prepare(db, now);
    await db.close();
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'club-chaos-')), DATABASE_URL: scoped.toString(), JWT_SECRET: jwtSecret };
    return await rounds(cluster ? 'PostgreSQL (local cluster, fsync on)' : 'PostgreSQL (DATABASE_URL)', env, new BookingLoad(members, classes), now, false);
  } finally {
    await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
    await admin.close();
    await cluster?.destroy();
  }
}

console.log(`chaos: ${MEMBERS} members, ${CLASSES} classes, ${IN_FLIGHT} requests in flight, ${ROUNDS} rounds of kill -9`);
const lost = (await onPglite()) + (await onPostgres());
console.log(lost === 0 ? 'chaos: nothing lost' : `chaos: FAILED, ${lost} answered changes lost or a second process not refused`);
process.exitCode = lost === 0 ? 0 : 1;
