/**
 * What each database asks the disk for at a commit (README "Durability"): 200 committed
 * transactions, then PostgreSQL's own count of write-ahead-log flushes (pg_stat_wal.wal_sync) and
 * its fsync setting, then a checkpoint. On PGlite in a temporary folder, and on PostgreSQL
 * (PROBE_DATABASE_URL, else a throwaway cluster of the local binaries with its default fsync=on).
 * For PGlite it also prints the flushes its file system made (server/db/durable-nodefs.ts): of the
 * log during the commits, of data files and the log at the checkpoint. Counting the system calls
 * tells the same:
 *   PROBE_PGLITE_ONLY=1 strace -f -c -e trace=fsync,fdatasync,pwrite64 node --import tsx scripts/durability-probe.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../server/db/db.ts';
import type { FlushKind } from '../server/db/durable-nodefs.ts';
import { openPglite } from '../server/db/pglite.ts';
import { openPostgres } from '../server/db/postgres.ts';
import { findPgBin, startPgCluster } from '../server/test-support/pg-cluster.ts';

const COMMITS = 200;

/** The PGlite file system's flushes by kind, reset at each phase of the probe. */
const flushes: Record<FlushKind, number> = { wal: 0, data: 0, folder: 0 };
const takeFlushes = () => {
  const taken = `log ${flushes.wal}, data files ${flushes.data}, folders ${flushes.folder}`;
  flushes.wal = flushes.data = flushes.folder = 0;
  return taken;
};

async function probe(label: string, db: Db, countsFlushes = false) {
  // a real table: changes to a temporary one write no log, so their commits flush nothing
  await db.exec('CREATE TABLE IF NOT EXISTS durability_probe (id serial PRIMARY KEY)');
  // pg_stat_wal.wal_sync until PostgreSQL 17, pg_stat_io's WAL row from 18 on (PGlite)
  const [{ v } = { v: 0 }] = await db.query<{ v: number }>(`SELECT current_setting('server_version_num')::int AS v`);
  const counter =
    v >= 180000
      ? `SELECT coalesce(sum(fsyncs), 0)::int AS n FROM pg_stat_io WHERE object = 'wal'`
      : 'SELECT wal_sync::int AS n FROM pg_stat_wal';
  const walSyncs = async () => (await db.query<{ n: number }>(counter))[0]!.n;
  // statistics reach pg_stat_wal when a backend reports them; PostgreSQL 15+ can be told to now
  const flushStats = () => db.query('SELECT pg_stat_force_next_flush()').catch(() => {});
  await flushStats();
  const before = await walSyncs();
  takeFlushes();
  const started = performance.now();
  for (let i = 0; i < COMMITS; i++) await db.query('INSERT INTO durability_probe DEFAULT VALUES');
  const ms = performance.now() - started;
  const duringCommits = takeFlushes();
  await flushStats();
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const after = await walSyncs();
  const [settings] = await db.query<{ fsync: string; synchronous_commit: string }>(
    `SELECT current_setting('fsync') AS fsync, current_setting('synchronous_commit') AS synchronous_commit`,
  );
  takeFlushes();
  await db.query('CHECKPOINT');
  const atCheckpoint = takeFlushes();
  await db.exec('DROP TABLE durability_probe');
  console.log(
    `${label}: ${COMMITS} commits in ${ms.toFixed(0)} ms, write-ahead-log flushes to disk: ${after - before} ` +
      `(fsync=${settings?.fsync}, synchronous_commit=${settings?.synchronous_commit})` +
      (countsFlushes
        ? `\n  flushes to disk by the file system: during the ${COMMITS} commits ${duringCommits}; at a checkpoint ${atCheckpoint}`
        : ''),
  );
}

const dir = mkdtempSync(join(tmpdir(), 'club-probe-'));
const pglite = await openPglite(join(dir, 'pglite'), { onFlush: (kind) => (flushes[kind] += 1) });
await probe('PGlite', pglite, true);
await pglite.close();
rmSync(dir, { recursive: true, force: true });

if (process.env.PROBE_PGLITE_ONLY === '1') process.exit(0);
const bin = process.env.PROBE_DATABASE_URL ? null : findPgBin();
const cluster = bin ? await startPgCluster(bin) : null;
const url = process.env.PROBE_DATABASE_URL ?? cluster?.url;
if (url) {
  const postgres = await openPostgres(url, 1);
  await probe(cluster ? 'PostgreSQL (local cluster, default settings)' : 'PostgreSQL (PROBE_DATABASE_URL)', postgres);
  await postgres.close();
} else {
  console.log('PostgreSQL: left out (no PROBE_DATABASE_URL and no local PostgreSQL binaries)');
}
await cluster?.destroy();
