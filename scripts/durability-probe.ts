/**
 * What the embedded database asks the disk for: 200 committed transactions on PGlite in a
 * temporary folder, to be run under strace so the flushes to disk are counted:
 *   strace -f -c -e trace=fsync,fdatasync,sync_file_range,syncfs,sync npx tsx scripts/durability-probe.ts
 * (README "Durability" reports the figures.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../server/db/pglite.ts';

const COMMITS = 200;
const dir = mkdtempSync(join(tmpdir(), 'club-probe-'));
const db = await openPglite(join(dir, 'pglite'));
await db.exec('CREATE TABLE probe (id serial PRIMARY KEY, at timestamptz NOT NULL DEFAULT now())');
const started = performance.now();
for (let i = 0; i < COMMITS; i++) await db.query('INSERT INTO probe DEFAULT VALUES');
const ms = performance.now() - started;
const [row] = await db.query<{ n: number; fsync: string; wal_sync_method: string; synchronous_commit: string }>(
  `SELECT count(*)::int AS n, current_setting('fsync') AS fsync, current_setting('wal_sync_method') AS wal_sync_method,
     current_setting('synchronous_commit') AS synchronous_commit FROM probe`,
);
await db.close();
rmSync(dir, { recursive: true, force: true });
console.log(`${row?.n} commits in ${ms.toFixed(0)} ms on PGlite (fsync=${row?.fsync}, wal_sync_method=${row?.wal_sync_method}, synchronous_commit=${row?.synchronous_commit})`);
