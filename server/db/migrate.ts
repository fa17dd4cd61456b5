import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** The migration files this build ships, in name order. */
async function migrationFiles(): Promise<string[]> {
  return (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
}

/** Applies every migrations/NNN_*.sql not yet applied, in name order, each in one transaction. */
export async function migrate(db: Db): Promise<void> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const applied = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  for (const file of await migrationFiles()) {
    if (applied.has(file)) continue;
    const sql = await readFile(migrationsDir + file, 'utf8');
    await db.transaction(async (tx) => {
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
