import { readdir, readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';
import { isConcurrentIndexMigration, parseIndexStatements, type IndexStatement } from './concurrent-indexes.ts';
import { applyLiveFiles } from './live-functions.ts';

const shippedDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** The migration files in a folder, in name order. */
async function migrationFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
}

/**
 * The advisory lock under which schema changes and the first seed run: processes starting at once on one
 * empty PostgreSQL (`systemctl start club@8081 club@8082`) take turns instead of applying the same
 * migration twice, which failed the second process. Any fixed key; only these two steps take it.
 */
export const SCHEMA_LOCK_KEY = 2_027_004;

/** How often a process that waits for another's migrations asks for the lock again (ms). */
const LOCK_POLL_MS = 100;

const createLedger =
  'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())';

export type MigrateOptions = {
  /** The folder of migration files (tests); the shipped migrations by default. */
  dir?: string;
  /**
   * false: the migrations alone, as the migrator did before the functions and views had files of their own
   * (a test's "existing database"). The live files by default.
   */
  liveFiles?: boolean;
};

/**
 * Applies every migrations/NNN_*.sql not yet applied, in name order, each in one transaction, except a file
 * marked as building indexes concurrently (concurrent-indexes.ts); then the functions' and views' live files
 * (live-functions.ts). On PostgreSQL one connection holds the schema lock for the whole run (session-level);
 * on PGlite each transaction takes it.
 */
export async function migrate(db: Db, { dir = shippedDir, liveFiles = true }: MigrateOptions = {}): Promise<void> {
  if (db.session) return db.session((conn) => migrateInSession(conn, dir, liveFiles));
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await tx.exec(createLedger);
  });
  for (const file of await pendingIn(db, dir)) {
    const sql = await readFile(dir + file, 'utf8');
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
      if (await isApplied(tx, file)) return;
      // one connection and nobody else to block: the indexes are built in the file's transaction
      if (isConcurrentIndexMigration(sql)) {
        for (const index of parseIndexStatements(file, sql)) await tx.exec(index.plain);
      } else {
        await tx.exec(sql);
      }
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
  }
  if (!liveFiles) return;
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await applyLiveFiles(tx);
  });
}

/**
 * PostgreSQL: the schema lock is taken at session level, so it can span CREATE INDEX CONCURRENTLY, which
 * runs outside any transaction. It is asked for with pg_try_advisory_lock, a short statement each time:
 * a process blocked in pg_advisory_lock would hold a snapshot while it waits, and a concurrent index build
 * waits for every older snapshot to end, so the two would wait for each other until PostgreSQL's deadlock
 * check aborted one. The lock ends with the connection, should the process die meanwhile.
 */
async function migrateInSession(conn: Db, dir: string, liveFiles: boolean): Promise<void> {
  for (;;) {
    const [got] = await conn.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [SCHEMA_LOCK_KEY]);
    if (got?.locked) break;
    await sleep(LOCK_POLL_MS);
  }
  try {
    await conn.exec(createLedger);
    for (const file of await pendingIn(conn, dir)) {
      const sql = await readFile(dir + file, 'utf8');
      if (isConcurrentIndexMigration(sql)) {
        for (const index of parseIndexStatements(file, sql)) await buildConcurrently(conn, index);
        await conn.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      } else {
        await conn.transaction(async (tx) => {
          await tx.exec(sql);
          await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        });
      }
    }
    if (liveFiles) await conn.transaction(applyLiveFiles);
  } finally {
    await conn.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]);
  }
}

/**
 * Builds one index without blocking writes to its table. A build that failed or was cut short (a crash, a
 * killed process) leaves the index behind marked invalid: unused by queries, but `IF NOT EXISTS` would keep
 * it. Such an index is dropped and built again; a valid one is kept, so running the file again changes nothing.
 */
async function buildConcurrently(conn: Db, index: IndexStatement): Promise<void> {
  const [existing] = await conn.query<{ valid: boolean }>(
    `SELECT i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE c.relname = $1 AND c.relnamespace = current_schema()::regnamespace`,
    [index.name],
  );
  if (existing?.valid) return;
  if (existing) await conn.exec(`DROP INDEX CONCURRENTLY IF EXISTS ${index.name}`);
  await conn.exec(index.concurrent);
}

async function isApplied(db: Db, file: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file])).length > 0;
}

async function pendingIn(db: Db, dir: string): Promise<string[]> {
  const applied = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  return (await migrationFiles(dir)).filter((file) => !applied.has(file));
}

let shipped: Promise<string[]> | undefined;

/**
 * The shipped migrations the database has not applied yet (readiness: a process must not take traffic
 * on a schema older than its code). One query; the file list is read once per process.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  shipped ??= migrationFiles(shippedDir);
  const files = await shipped;
  const applied = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  return files.filter((file) => !applied.has(file));
}
