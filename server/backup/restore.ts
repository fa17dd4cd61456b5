import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { Env } from '../env.ts';
import { lockDataDir, lockHolder } from '../db/data-dir-lock.ts';
import { openPglite } from '../db/pglite.ts';
import { type Backup, unpackBackup } from './archive.ts';
import { syncFolder } from './durable-files.ts';
import { pgTool } from './pg-tools.ts';
import { runTool } from './run-tool.ts';
import { writeSecrets } from './secrets.ts';

/** A restore that would overwrite something: nothing was changed. */
export class RestoreRefusedError extends Error {}

async function entriesOf(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The embedded database and the secrets into DATA_DIR, which must be empty or missing. */
async function restorePglite(backup: Backup, dataDir: string): Promise<void> {
  const holder = lockHolder(dataDir);
  if (holder !== null)
    throw new RestoreRefusedError(
      `A server process (pid ${holder}) runs on the data folder ${dataDir}: restore never goes into a folder in use.`,
    );
  const entries = await entriesOf(dataDir);
  if (entries.length > 0) {
    throw new RestoreRefusedError(
      `The data folder ${dataDir} is not empty (${entries.slice(0, 5).join(', ')}${entries.length > 5 ? ', …' : ''}): ` +
        'restore only goes into an empty or new folder. Set DATA_DIR to a new folder, or move this one away first.',
    );
  }
  await mkdir(dataDir, { recursive: true });
  // no server starts on the folder while it is filled
  const release = lockDataDir(dataDir);
  try {
    await writeSecrets(dataDir, backup.secrets);
    // PGlite unpacks its own dump into the empty folder, replays the log to the instant of the dump, and
    // closes with a checkpoint; openPglite flushes the unpacked folder to disk
    const db = await openPglite(join(dataDir, 'pglite'), { loadDataDir: new Blob([new Uint8Array(backup.database)]) });
    await db.close();
    await syncFolder(dataDir);
  } finally {
    release();
  }
}

/** Tables, sequences, views… outside PostgreSQL's own schemas: an empty database has none. */
async function relationsIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'`,
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** pg_restore into the empty database of DATABASE_URL, in one transaction; the secrets into DATA_DIR. */
async function restorePostgres(backup: Backup, url: string, dataDir: string, pgBin: string | undefined): Promise<void> {
  const relations = await relationsIn(url);
  if (relations > 0) {
    throw new RestoreRefusedError(
      `The database of DATABASE_URL is not empty (${relations} tables, sequences or other relations): restore only goes into an empty database. ` +
        'Create a new one (createdb) and point DATABASE_URL at it.',
    );
  }
  // a secret already there with other content is another server's: never replaced
  const missing = [];
  for (const secret of backup.secrets) {
    const existing = await readFile(join(dataDir, secret.name)).catch(() => null);
    if (!existing) missing.push(secret);
    else if (!existing.equals(secret.data)) {
      throw new RestoreRefusedError(
        `The data folder ${dataDir} already holds another ${secret.name}: restore never replaces a secret. Set DATA_DIR to a new folder, or move the file away first.`,
      );
    }
  }
  const dumpFile = join(tmpdir(), `club-restore-${process.pid}.dump`);
  await writeFile(dumpFile, backup.database, { mode: 0o600 });
  try {
    await runTool(pgTool('pg_restore', pgBin), [
      '--no-owner',
      '--no-acl',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${url}`,
      dumpFile,
    ]);
  } finally {
    await rm(dumpFile, { force: true });
  }
  await mkdir(dataDir, { recursive: true });
  await writeSecrets(dataDir, missing);
}

/** `npm run restore <file>`: into the database the server would use with this environment. */
export async function restoreBackup(env: Env, file: string): Promise<Backup['manifest']> {
  const backup = await unpackBackup(await readFile(file));
  const dataDir = resolve(env.DATA_DIR);
  if (backup.manifest.database === 'pglite') {
    if (env.DATABASE_URL)
      throw new RestoreRefusedError(
        'This backup holds the embedded database (a data folder): unset DATABASE_URL to restore it into DATA_DIR.',
      );
    await restorePglite(backup, dataDir);
  } else {
    if (!env.DATABASE_URL)
      throw new RestoreRefusedError(
        'This backup holds a PostgreSQL database: set DATABASE_URL to the empty database to restore it into.',
      );
    await restorePostgres(backup, env.DATABASE_URL, dataDir, env.PG_BIN);
  }
  return backup.manifest;
}
