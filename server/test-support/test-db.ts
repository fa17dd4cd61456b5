import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';

export type TestDb = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

/**
 * Which database this test run uses. The vitest project `server` runs on in-memory PGlite; the
 * project `server-postgres` (only when TEST_DATABASE_URL is set) sets TEST_DB=postgres and runs the
 * same files on that PostgreSQL server. Tests read the environment directly: this is test tooling,
 * not the server's configuration.
 */
export function testDatabase(): { name: 'PGlite' | 'PostgreSQL'; url: string | undefined } {
  const url = process.env.TEST_DATABASE_URL;
  return process.env.TEST_DB === 'postgres' && url ? { name: 'PostgreSQL', url } : { name: 'PGlite', url: undefined };
}

/**
 * A migrated, empty database for one test file: in-memory PGlite, or a fresh schema on the
 * PostgreSQL server of testDatabase() that is dropped again on close.
 */
export async function openTestDb(): Promise<TestDb> {
  const { url } = testDatabase();
  if (!url) {
    const db = await openPglite();
    await migrate(db);
    return { db, kind: 'pglite', close: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openPostgres(scoped.toString(), 20);
  await migrate(db);
  return {
    db,
    kind: 'postgres',
    async close() {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}
