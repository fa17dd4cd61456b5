import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** The migration files this build ships, in name order. */
async function migrationFiles(): Promise<string[]> {
  return (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
}

/**
 * The advisory lock under which schema changes and the first seed run: processes starting at once on one
 * empty PostgreSQL (`systemctl start club@8081 club@8082`) take turns instead of applying the same
 * migration twice, which failed the second process. Any fixed key; only these two steps take it.
 */
export const SCHEMA_LOCK_KEY = 2_027_004;

/**
 * Applies every migrations/NNN_*.sql not yet applied, in name order, each in one transaction. Each takes
 * the schema lock and checks again under it, so another process that applied it meanwhile is not undone.
 */
export async function migrate(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  const applied = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const pending = (await migrationFiles()).filter((file) => !applied.has(file));
  for (const file of pending) {
    const sql = await readFile(migrationsDir + file, 'utf8');
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
      if ((await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file])).length > 0) return;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
  }
}

let shipped: Promise<string[]> | undefined;

/**
 * The shipped migrations the database has not applied yet (readiness: a process must not take traffic
 * on a schema older than its code). One query; the file list is read once per process.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  shipped ??= migrationFiles();
  const files = await shipped;
  const applied = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  return files.filter((file) => !applied.has(file));
}
