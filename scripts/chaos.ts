/**
 * `npm run chaos`: members book and cancel classes through the real API of a real server process
 * while it is killed with SIGKILL; the server is restarted on the same data and every booking and
 * cancellation that had been answered 2xx must still be there. Three rounds on PGlite, then on
 * PostgreSQL (DATABASE_URL, else a throwaway cluster of the local binaries), plus a second server
 * started on the PGlite data folder, which must refuse. Then two processes on that PostgreSQL behind nginx
 * (deploy/nginx/, Debian's nginx), one of them killed with SIGKILL while the load goes on through nginx: every
 * answered change must still be there, no booking counted twice, and the other process must answer every
 * request sent after the kill. Prints figures; exits 1 on any loss.
 * Knobs: CHAOS_MEMBERS (120), CHAOS_CLASSES (20), CHAOS_IN_FLIGHT (24), CHAOS_ROUNDS (3), CHAOS_REQUESTS (400).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../server/db/db.ts';
import { openPglite } from '../server/db/pglite.ts';
import { openPostgres } from '../server/db/postgres.ts';
import { BookingLoad, findDoubleCounts, prepareBookingClub } from '../server/test-support/booking-load.ts';
import { findNginx, NGINX_MISSING, type RunningNginx, startNginx } from '../server/test-support/nginx.ts';
import { findPgBin, startPgCluster } from '../server/test-support/pg-cluster.ts';
import {
  killHard,
  type RunningServer,
  spawnServer,
  startServer,
  stopGracefully,
} from '../server/test-support/server-process.ts';

const MEMBERS = Number(process.env.CHAOS_MEMBERS ?? 120);
const CLASSES = Number(process.env.CHAOS_CLASSES ?? 20);
const IN_FLIGHT = Number(process.env.CHAOS_IN_FLIGHT ?? 24);
const ROUNDS = Number(process.env.CHAOS_ROUNDS ?? 3);
/** About this many requests answered per round before the kill (random between half and one and a half times). */
const REQUESTS = Number(process.env.CHAOS_REQUESTS ?? 400);
const jwtSecret = randomBytes(32).toString('base64url');

const prepare = (db: Db, now: Date) => prepareBookingClub(db, now, { members: MEMBERS, classes: CLASSES, jwtSecret });

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function rounds(
  label: string,
  env: Record<string, string>,
  load: BookingLoad,
  now: Date,
  secondProcessCheck: boolean,
): Promise<number> {
  const verifyRange = [
    new Date(now.getTime() - 3600_000),
    new Date(now.getTime() + (24 + CLASSES * 3 + 2) * 3600_000),
  ] as const;
  let server: RunningServer = await startServer(env);
  let lost = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const killAfter = Math.round(REQUESTS * (0.5 + Math.random()));
    const loadStarted = performance.now();
    let loadMs = 0;
    // a few milliseconds more, so the kill does not always follow an answer's write
    const kill = () =>
      new Promise((resolve) =>
        setTimeout(() => {
          loadMs = performance.now() - loadStarted;
          resolve(killHard(server));
        }, Math.random() * 20),
      );
    const figures = await load.run(server.origin, { inFlight: IN_FLIGHT, killAfter, kill });
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
    const refused =
      second.code !== 0 &&
      second.stderr.includes('is in use by another server process') &&
      !second.stdout.includes('Club booking on');
    console.log(
      `${label} second process on the same DATA_DIR: ${refused ? 'refused' : 'NOT REFUSED'} (exit ${second.code}) in ${seconds(performance.now() - started)}: ${second.stderr.trim()}`,
    );
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

/** A schema of its own on `url` for fn, dropped afterwards; fn gets the URL whose connections use it. */
async function inSchema<T>(url: string, fn: (scopedUrl: string) => Promise<T>): Promise<T> {
  const schema = `chaos_${randomBytes(4).toString('hex')}`;
  const admin = await openPostgres(url, 1);
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  try {
    return await fn(scoped.toString());
  } finally {
    await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
    await admin.close();
  }
}

/** Waits until nginx has passed a request to the process on `port` again (its fail_timeout over); ms taken. */
async function backInRotation(nginx: RunningNginx, port: number, timeoutMs = 30_000): Promise<number> {
  const started = performance.now();
  const seen = () =>
    nginx.accessLog().filter((entry) => entry.upstream.endsWith(`127.0.0.1:${port}`) && entry.status === 200).length;
  const before = seen();
  while (performance.now() - started < timeoutMs) {
    await (await fetch(`${nginx.origin}/healthz`)).arrayBuffer();
    if (seen() > before) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not send requests to the restarted process on port ${port} within ${timeoutMs} ms`);
}

/**
 * Two processes on one PostgreSQL behind nginx (deploy/nginx/); each round kills one of them with SIGKILL
 * while the load goes on through nginx, which must hand everything sent afterwards to the other. Then the
 * killed process is started again on its port, as systemd's Restart=always would, and nginx must take it
 * back before the next round kills the other one.
 */
async function behindNginx(label: string, url: string): Promise<number> {
  const bin = findNginx();
  if (!bin) {
    console.log(`${label} behind nginx: left out (${NGINX_MISSING})`);
    return 0;
  }
  const now = new Date();
  const db = await openPostgres(url, 4);
  const { classes, members, verifyRange } = await prepare(db, now);
  const env = (port = 0) => ({
    DATABASE_URL: url,
    JWT_SECRET: jwtSecret,
    TRUST_PROXY: '1',
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'club-chaos-')),
  });
  const servers = await Promise.all([startServer(env()), startServer(env())]);
  const nginx = await startNginx(
    bin,
    servers.map((server) => server.port),
  );
  const load = new BookingLoad(members, classes);
  let lost = 0;
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const victim = (round - 1) % 2;
      const killAfter = Math.round(REQUESTS * (0.5 + Math.random()));
      const loadStarted = performance.now();
      let loadMs = 0;
      const kill = () =>
        new Promise((resolve) =>
          setTimeout(() => {
            loadMs = performance.now() - loadStarted;
            resolve(killHard(servers[victim]!));
          }, Math.random() * 20),
        );
      const figures = await load.run(nginx.origin, {
        inFlight: IN_FLIGHT,
        killAfter,
        kill,
        afterKill: Math.round(REQUESTS / 2),
      });
      const verified = await load.verify(nginx.origin, ...verifyRange);
      const doubles = await findDoubleCounts(db, classes);
      const doubled = doubles.overbooked.length + doubles.duplicates.length + doubles.miscounted.length;
      lost += verified.lost + doubled + figures.afterKill.unanswered;
      const port = servers[victim]!.port;
      const started = performance.now();
      servers[victim] = await startServer(env(port));
      const restartMs = performance.now() - started;
      const rotationMs = await backInRotation(nginx, port);
      console.log(
        `${label} behind nginx round ${round}: kill -9 of one of 2 processes after ${seconds(loadMs)} of load; ${figures.answered} requests answered ` +
          `(${figures.bookings} bookings and ${figures.cancellations} cancellations answered 2xx, refused ${JSON.stringify(figures.refused)}), ` +
          `${figures.unanswered} without an answer (in flight at the kill: 502); ` +
          `${figures.afterKill.sent} sent after the kill, ${figures.afterKill.unanswered} of them without an answer; ` +
          `verified ${verified.checked} member×class states, lost ${verified.lost}` +
          (verified.examples.length ? ` (${verified.examples.join('; ')})` : '') +
          `; counted twice ${doubled}${doubled ? ` (${[...doubles.overbooked, ...doubles.duplicates, ...doubles.miscounted].slice(0, 5).join('; ')})` : ''}; ` +
          `killed process restarted in ${seconds(restartMs)}, back in nginx's rotation ${seconds(rotationMs)} later`,
      );
    }
  } finally {
    await nginx.stop();
    await Promise.all(servers.map((server) => stopGracefully(server)));
    await db.close();
  }
  return lost;
}

async function onPostgres(): Promise<number> {
  const bin = process.env.DATABASE_URL ? null : findPgBin();
  if (!process.env.DATABASE_URL && !bin) {
    console.log('PostgreSQL: left out (no DATABASE_URL and no local PostgreSQL binaries)');
    return 0;
  }
  const cluster = bin ? await startPgCluster(bin, { fsync: true }) : null;
  const url = process.env.DATABASE_URL ?? cluster!.url;
  const label = cluster ? 'PostgreSQL (local cluster, fsync on)' : 'PostgreSQL (DATABASE_URL)';
  try {
    const lost = await inSchema(url, async (scoped) => {
      const now = new Date();
      const db = await openPostgres(scoped, 4);
      const { classes, members } = await prepare(db, now);
      await db.close();
      const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'club-chaos-')), DATABASE_URL: scoped, JWT_SECRET: jwtSecret };
      return rounds(label, env, new BookingLoad(members, classes), now, false);
    });
    return lost + (await inSchema(url, (scoped) => behindNginx(label, scoped)));
  } finally {
    await cluster?.destroy();
  }
}

console.log(
  `chaos: ${MEMBERS} members, ${CLASSES} classes, ${IN_FLIGHT} requests in flight, ${ROUNDS} rounds of kill -9`,
);
const lost = (await onPglite()) + (await onPostgres());
console.log(
  lost === 0
    ? 'chaos: nothing lost'
    : `chaos: FAILED, ${lost} answered changes lost, counted twice or unanswered after a kill behind nginx, or a second process not refused`,
);
process.exitCode = lost === 0 ? 0 : 1;
