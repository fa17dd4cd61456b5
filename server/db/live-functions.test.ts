import { copyFileSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseUrl, newTestDatabaseName, onServer } from '../test-support/postgres-test-databases.ts';
import { openTestDb, testDatabase, type TestDb } from '../test-support/test-db.ts';
import type { Db } from './db.ts';
import { liveFiles } from './live-functions.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** The last migration the migrator applied before the functions and views had files of their own. */
const LAST_BEFORE_LIVE_FILES = '250_api_keys.sql';
const shippedDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Every function and view of the public schema, as the database prints it back. */
async function schemaObjects(db: Db) {
  const functions = await db.query<{ name: string; args: string; def: string; source: string }>(
    `SELECT p.proname AS name, pg_get_function_identity_arguments(p.oid) AS args, pg_get_functiondef(p.oid) AS def,
       p.prosrc AS source
     FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace ORDER BY 1, 2`,
  );
  const views = await db.query<{ name: string; def: string }>(
    `SELECT viewname AS name, pg_get_viewdef(format('%I', viewname)::regclass) AS def
     FROM pg_views WHERE schemaname = 'public' ORDER BY 1`,
  );
  return { functions, views };
}

/** An empty database of the test run's kind: what a server met before its first start. */
async function openEmptyDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const { url } = testDatabase();
  if (!url) {
    const db = await openPglite();
    return { db, close: () => db.close() };
  }
  const name = newTestDatabaseName('copy');
  await onServer(url, `CREATE DATABASE ${name}`);
  const db = await openPostgres(databaseUrl(url, name), 2);
  return {
    db,
    async close() {
      await db.close();
      await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A folder with the shipped migrations up to `last`. */
function migrationsUpTo(last: string): string {
  const dir = `${mkdtempSync(join(tmpdir(), 'club-migrations-'))}/`;
  for (const file of readdirSync(shippedDir).filter((f) => f.endsWith('.sql') && f <= last))
    copyFileSync(shippedDir + file, dir + file);
  return dir;
}

let fresh: TestDb;
beforeEach(async () => {
  fresh = await openTestDb();
}, 60_000);
afterEach(() => fresh.close());

describe(`live function files on ${testDatabase().name}`, { timeout: 120_000 }, () => {
  it('gives a fresh database and an upgraded one the same functions and views, each as its file writes it', async () => {
    const existing = await openEmptyDb();
    try {
      // a database the migrator before the live files brought up to date, then started with this release
      await migrate(existing.db, { dir: migrationsUpTo(LAST_BEFORE_LIVE_FILES), liveFiles: false });
      await migrate(existing.db);
      expect(await schemaObjects(existing.db)).toEqual(await schemaObjects(fresh.db));
    } finally {
      await existing.close();
    }
    const files = await liveFiles();
    const { functions, views } = await schemaObjects(fresh.db);
    // one file per function (no overload left behind by a changed signature) and per view
    expect(functions.map((f) => f.name)).toEqual(files.filter((f) => f.kind === 'function').map((f) => f.name));
    expect(views.map((v) => v.name)).toEqual(files.filter((f) => f.kind === 'view').map((f) => f.name));
    for (const fn of functions) {
      const file = files.find((f) => f.kind === 'function' && f.name === fn.name);
      expect(file?.sql, `${fn.name}'s body comes from its file`).toContain(fn.source);
    }
  });

  it('puts back a body an older migration re-created, and a start with nothing new changes nothing', async () => {
    const { db } = fresh;
    const stamp = () =>
      db.query<{ stamp: string; applied_at: Date }>('SELECT stamp, applied_at FROM schema_live_stamp');
    const before = await schemaObjects(db);
    const stamped = await stamp();
    await migrate(db);
    expect(await stamp()).toEqual(stamped);

    // what a database catching up from an older release meets: a migration replacing a body the files hold
    const dir = `${mkdtempSync(join(tmpdir(), 'club-migrations-'))}/`;
    writeFileSync(
      `${dir}900_old_block.sql`,
      `CREATE OR REPLACE FUNCTION blocked_verdict(p_verdict text, p_member boolean, p_blocked boolean)
       RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT p_verdict $$;`,
    );
    await migrate(db, { dir });
    expect(await schemaObjects(db)).toEqual(before);
    const [blocked] = await db.query<{ verdict: string }>(`SELECT blocked_verdict('booked', true, true) AS verdict`);
    expect(blocked?.verdict).toBe('bookingBlocked');
  });

  it('compiles every file with its body checked', async () => {
    const compiled = fresh.db.transaction(async (tx) => {
      await tx.exec('SET LOCAL check_function_bodies = on');
      for (const file of await liveFiles()) await tx.exec(file.sql);
    });
    await expect(compiled).resolves.toBeUndefined();
  });
});
