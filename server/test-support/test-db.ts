import { openAsBlob } from 'node:fs';
import { inject } from 'vitest';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';
import { databaseUrl, newTestDatabaseName, onServer } from './postgres-test-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The tarball of a migrated PGlite cluster (migrated-pglite.setup.ts). */
    migratedPglite?: string;
    /** The migrated template database on TEST_DATABASE_URL's server (migrated-postgres.setup.ts). */
    migratedPostgresTemplate?: string;
  }
}

export type TestDb = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL database's own URL (for its client tools: a backup's pg_dump); none on PGlite. */
  url?: string;
  close: () => Promise<void>;
};

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

export type TestDbOptions = {
  /** PostgreSQL connections of the pool (PGlite has one). */
  poolSize?: number;
};

export type OwnDbOptions = TestDbOptions & {
  /** A PostgreSQL server to create the database on; without it, an in-memory PGlite. */
  url?: string;
  /** The PostgreSQL database the new one copies (CREATE DATABASE … TEMPLATE). */
  template?: string;
  /** The tarball of a migrated PGlite data folder to start from. */
  pgliteTarball?: string;
};

/**
 * A migrated, empty database of its own: an in-memory PGlite, or a new database on the PostgreSQL server
 * at `url` that is dropped again on close. Tests take theirs through openTestDb; scripts (the booking
 * bench) call this directly, outside vitest. migrate() runs on every copy: a no-op on an up-to-date copy,
 * and it applies a migration added since the copy was made.
 */
export async function openOwnDb({
  url,
  poolSize = 20,
  template = 'template1',
  pgliteTarball,
}: OwnDbOptions = {}): Promise<TestDb> {
  if (!url) {
    const db = await openPglite(undefined, {
      loadDataDir: pgliteTarball ? await openAsBlob(pgliteTarball) : undefined,
    });
    await migrate(db);
    return { db, kind: 'pglite', close: () => db.close() };
  }
  const name = newTestDatabaseName('copy');
  await onServer(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const drop = () => onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    const own = databaseUrl(url, name);
    const db = await openPostgres(own, poolSize);
    await migrate(db).catch(async (error: unknown) => {
      await db.close();
      throw error;
    });
    return {
      db,
      kind: 'postgres',
      url: own,
      async close() {
        await db.close();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

/**
 * A migrated, empty database of its own for one test file, on the database of testDatabase(). Both kinds
 * start as copies of a database the project's global setup migrated once per run (a PGlite tarball, a
 * template database); without one (another config) they start empty.
 */
export function openTestDb({ poolSize }: TestDbOptions = {}): Promise<TestDb> {
  const { url } = testDatabase();
  if (!url) return openOwnDb({ pgliteTarball: inject('migratedPglite') });
  return openOwnDb({ url, poolSize, template: inject('migratedPostgresTemplate') });
}
