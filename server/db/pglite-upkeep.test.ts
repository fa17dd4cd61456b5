import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPglite, type PgliteDb } from './pglite.ts';
import { upkeepPglite } from './pglite-upkeep.ts';

// PostgreSQL runs its own autovacuum; this is the embedded database's stand-in, so it is tried on PGlite only.
describe('embedded database upkeep', () => {
  let db: PgliteDb;
  beforeEach(async () => {
    db = await openPglite();
    await db.exec(`CREATE TABLE classes (id serial PRIMARY KEY, tenant text NOT NULL);
      CREATE TABLE quiet (id int)`);
  });
  afterEach(() => db.close());

  const tableState = async () =>
    (
      await db.query<{ tuples: number; analysed: boolean; vacuumed: boolean }>(
        `SELECT c.reltuples::int AS tuples, s.last_analyze IS NOT NULL AS analysed, s.last_vacuum IS NOT NULL AS vacuumed
         FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid WHERE c.relname = 'classes'`,
      )
    )[0];

  it('gives the planner statistics of a table that has grown, as autovacuum would', async () => {
    await db.exec(`INSERT INTO classes (tenant) SELECT 'default' FROM generate_series(1, 1000)`);
    expect(await tableState()).toEqual({ tuples: -1, analysed: false, vacuumed: false });

    expect(await upkeepPglite(db)).toEqual(['public.classes']);
    expect(await tableState()).toEqual({ tuples: 1000, analysed: true, vacuumed: false });
    // nothing changed since: nothing is done again
    expect(await upkeepPglite(db)).toEqual([]);
  });

  it('vacuums a table with many dead rows, and leaves one with few changes alone', async () => {
    await db.exec(`INSERT INTO classes (tenant) SELECT 'default' FROM generate_series(1, 1000)`);
    await upkeepPglite(db);
    await db.exec(`DELETE FROM classes WHERE id > 200; INSERT INTO classes (tenant) VALUES ('other')`);

    expect(await upkeepPglite(db)).toEqual(['public.classes']);
    expect(await tableState()).toEqual({ tuples: 201, analysed: true, vacuumed: true });

    await db.exec(`UPDATE classes SET tenant = 'x' WHERE id <= 10`);
    expect(await upkeepPglite(db)).toEqual([]);
  });
});
