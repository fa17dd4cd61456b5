import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseUrl } from '../test-support/postgres-test-databases.ts';
import { openTestDb, testDatabase, type TestDb } from '../test-support/test-db.ts';
import { CONCURRENT_INDEX_MARKER } from './concurrent-indexes.ts';
import { migrate } from './migrate.ts';
import { openPostgres } from './postgres.ts';

let testDb: TestDb;
let dir: string;
beforeEach(async () => {
  testDb = await openTestDb();
  dir = `${mkdtempSync(join(tmpdir(), 'club-migrations-'))}/`;
  // after the shipped ones in name order, so the shipped schema stays as it is
  writeFileSync(
    `${dir}900_lane.sql`,
    'CREATE TABLE lane (id serial PRIMARY KEY, tenant text NOT NULL, who int NOT NULL);\n' +
      "INSERT INTO lane (tenant, who) SELECT 'default', g % 50 FROM generate_series(1, 2000) g;\n",
  );
  writeFileSync(
    `${dir}901_lane_indexes.sql`,
    `${CONCURRENT_INDEX_MARKER}\n-- the member's lanes\nCREATE INDEX CONCURRENTLY IF NOT EXISTS lane_who ON lane (tenant, who);\n` +
      'CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS lane_one ON lane (id, who);\n',
  );
}, 60_000);
afterEach(() => testDb.close());

const indexes = (db: TestDb['db']) =>
  db.query<{ name: string; valid: boolean }>(
    `SELECT c.relname AS name, i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE c.relname IN ('lane_who', 'lane_one') ORDER BY 1`,
  );
const applied = (db: TestDb['db']) =>
  db.query<{ name: string }>(`SELECT name FROM schema_migrations WHERE name LIKE '90%' ORDER BY name`);

describe(`migrations on ${testDatabase().name}`, { timeout: 60_000 }, () => {
  it('builds a concurrent-index migration’s indexes once, records it, and a second run changes nothing', async () => {
    await migrate(testDb.db, { dir });
    expect(await indexes(testDb.db)).toEqual([
      { name: 'lane_one', valid: true },
      { name: 'lane_who', valid: true },
    ]);
    expect(await applied(testDb.db)).toEqual([{ name: '900_lane.sql' }, { name: '901_lane_indexes.sql' }]);
    await migrate(testDb.db, { dir });
    expect(await applied(testDb.db)).toHaveLength(2);
    // the index serves the member's lookup
    const plan = await testDb.db.transaction(async (tx) => {
      await tx.exec('SET LOCAL enable_seqscan = off');
      return tx.query<{ 'QUERY PLAN': string }>("EXPLAIN SELECT id FROM lane WHERE tenant = 'default' AND who = 7");
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('lane_who');
  });

  it('refuses a concurrent-index migration holding anything but index builds, and applies none of it', async () => {
    writeFileSync(
      `${dir}902_mixed.sql`,
      `${CONCURRENT_INDEX_MARKER}\nCREATE INDEX CONCURRENTLY IF NOT EXISTS lane_x ON lane (who);\nDROP TABLE lane;\n`,
    );
    await expect(migrate(testDb.db, { dir })).rejects.toThrow(/902_mixed\.sql: .*DROP TABLE lane/);
    expect(await testDb.db.query(`SELECT 1 FROM pg_class WHERE relname IN ('lane_x')`)).toEqual([]);
    expect(await applied(testDb.db)).toEqual([{ name: '900_lane.sql' }, { name: '901_lane_indexes.sql' }]);
  });
});

describe.skipIf(testDatabase().name === 'PGlite')('concurrent index builds on PostgreSQL', { timeout: 60_000 }, () => {
  it('rebuilds an index a crashed build left invalid, and records the migration', async () => {
    const { db } = testDb;
    await migrate(db, { dir });
    // what a build cut short leaves behind: the index exists, marked invalid, and the file is not recorded
    await db.exec(`UPDATE pg_index SET indisvalid = false WHERE indexrelid = 'lane_who'::regclass`);
    await db.exec(`DELETE FROM schema_migrations WHERE name = '901_lane_indexes.sql'`);
    expect(await indexes(db)).toContainEqual({ name: 'lane_who', valid: false });
    await migrate(db, { dir });
    expect(await indexes(db)).toEqual([
      { name: 'lane_one', valid: true },
      { name: 'lane_who', valid: true },
    ]);
    expect(await applied(db)).toHaveLength(2);
  });

  it('lets new writes through while a build waits for a write that was under way', async () => {
    const { db } = testDb;
    await migrate(db, { dir: writeOnly900(dir) });
    let endWrite!: () => void;
    const writeOpen = new Promise<void>((resolve) => (endWrite = resolve));
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    // a booking's transaction still open when the migration starts
    const earlier = db.transaction(async (tx) => {
      await tx.query(`INSERT INTO lane (tenant, who) VALUES ('default', 1)`);
      wrote();
      await writeOpen;
    });
    await written;
    const migrating = migrate(db, { dir });
    await waitUntil(
      async () =>
        (
          await db.query(
            `SELECT 1 FROM pg_stat_activity WHERE query LIKE 'CREATE INDEX CONCURRENTLY%' AND wait_event_type = 'Lock'`,
          )
        ).length > 0,
    );
    // a plain CREATE INDEX would queue its share lock before this insert, which would then wait for the
    // earlier transaction too: the statement timeout would end it
    await db.transaction(async (tx) => {
      await tx.exec(`SET LOCAL statement_timeout = '5s'`);
      await tx.query(`INSERT INTO lane (tenant, who) VALUES ('default', 2)`);
    });
    endWrite();
    await earlier;
    await migrating;
    expect(await indexes(db)).toEqual([
      { name: 'lane_one', valid: true },
      { name: 'lane_who', valid: true },
    ]);
  });

  it('applies each migration once when two processes migrate at the same time', async () => {
    const second = await openTestDbSharing(testDb);
    try {
      await Promise.all([migrate(testDb.db, { dir }), migrate(second, { dir })]);
    } finally {
      await second.close();
    }
    expect(await applied(testDb.db)).toEqual([{ name: '900_lane.sql' }, { name: '901_lane_indexes.sql' }]);
    expect(await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lane')).toEqual([{ n: 2000 }]);
  });
});

/** A folder with the table's migration alone. */
function writeOnly900(full: string): string {
  const only = `${mkdtempSync(join(tmpdir(), 'club-migrations-'))}/`;
  writeFileSync(`${only}900_lane.sql`, readFileSync(`${full}900_lane.sql`, 'utf8'));
  return only;
}

async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await sleep(25);
  }
  throw new Error('timed out waiting');
}

/** A second pool on the same PostgreSQL database: another server process's connections. */
async function openTestDbSharing(own: TestDb) {
  const [{ name } = { name: '' }] = await own.db.query<{ name: string }>('SELECT current_database() AS name');
  return openPostgres(databaseUrl(testDatabase().url ?? '', name), 5);
}
