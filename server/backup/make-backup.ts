import type { PgliteDb } from '../db/pglite.ts';
import { packBackup } from './archive.ts';
import { pgTool } from './pg-tools.ts';
import { runTool } from './run-tool.ts';
import { readSecrets } from './secrets.ts';

/** Where a backup's database comes from: the embedded database, opened by this process, or a PostgreSQL server. */
export type BackupSource = { kind: 'pglite'; db: PgliteDb } | { kind: 'postgres'; url: string; pgBin?: string };

/**
 * PGlite's own dump of its data folder. It is taken under PGlite's query lock, between two statements, so
 * it is the folder as it was at one instant: every commit before it complete (its log written), nothing of
 * a later one, a transaction still open rolled back when the copy opens, exactly as after a crash of the
 * process. The checkpoint first makes that recovery short.
 */
async function dumpPglite(db: PgliteDb): Promise<Uint8Array> {
  await scrubPglite(db);
  await db.query('CHECKPOINT');
  return new Uint8Array(await (await db.dumpDataDir()).arrayBuffer());
}

/**
 * The folder is copied byte for byte, so what is gone from the tables must be gone from its files too, or an
 * erased member (issue #40) would live on in every backup: old row versions and index entries stay in the
 * pages until a rewrite, and the write-ahead log keeps every insert until its segment is dropped. VACUUM FULL
 * rewrites each table and index into new files (the old ones are removed); switching to a new log segment
 * and a checkpoint then removes the old segment, not recycled (renamed with its content) but deleted.
 * An embedded database is a small club's: the rewrite takes seconds, and requests wait for it meanwhile.
 */
async function scrubPglite(db: PgliteDb): Promise<void> {
  await db.query('VACUUM FULL');
  await db.query('SET wal_recycle = off');
  await db.query('SELECT pg_switch_wal()');
}

/** pg_dump's custom format, taken in one snapshot of the database while others go on writing. */
async function dumpPostgres(url: string, pgBin?: string): Promise<Uint8Array> {
  return runTool(pgTool('pg_dump', pgBin), ['--format=custom', '--no-owner', '--no-acl', `--dbname=${url}`]);
}

/** One archive (archive.ts): the database's dump and every secret in the data folder, stamped with `now`. */
export async function makeBackup(source: BackupSource, dataDir: string, now: Date): Promise<Buffer> {
  const dump = source.kind === 'pglite' ? await dumpPglite(source.db) : await dumpPostgres(source.url, source.pgBin);
  return packBackup({ kind: source.kind, dump }, await readSecrets(dataDir), now);
}
