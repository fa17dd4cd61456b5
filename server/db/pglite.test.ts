import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type PgliteDb } from './pglite.ts';

let db: PgliteDb;
beforeAll(async () => {
  db = await openPglite();
}, 60_000);
afterAll(() => db.close());

describe('the embedded database’s queue', () => {
  it('runs calls in arrival order and lets the event loop turn while a long queue drains (a class opening’s burst)', async () => {
    const done: number[] = [];
    let doneWhenTimerRan = -1;
    // the answers and finished flushes of the first calls wait for a turn of the event loop like this timer
    setTimeout(() => (doneWhenTimerRan = done.length), 0);
    const calls = Array.from({ length: 400 }, (_, i) =>
      db.query<{ i: number }>('SELECT $1::int AS i, pg_sleep(0.0001)', [i]).then(([row]) => done.push(row!.i)),
    );
    await Promise.all(calls);
    expect(done).toEqual(Array.from({ length: 400 }, (_, i) => i));
    expect(doneWhenTimerRan).toBeGreaterThan(0);
    expect(doneWhenTimerRan).toBeLessThan(400);
  }, 60_000);
});

describe('a named statement on the embedded database', () => {
  const sql = `SELECT $1::text AS text, $2::int AS n, $3::timestamptz AS at, $4::boolean AS flag, $5::int AS none,
    $6::text IS NULL AS empty`;
  it('answers as the same statement unnamed, however the text is quoted, and is prepared once', async () => {
    const tricky = `it's a \\ 'quote' -- and ; DROP TABLE x; $$ ok`;
    const at = new Date('2026-11-28T18:00:00.123Z');
    const params = [tricky, -42, at, true, null, undefined];
    const unnamed = await db.query(sql, params);
    const named = await db.query(sql, params, { statementName: 'named_probe' });
    const again = await db.query(sql, ['second', 7, at, false, 1, 'x'], { statementName: 'named_probe' });
    expect(named).toEqual(unnamed);
    expect(named).toEqual([{ text: tricky, n: -42, at, flag: true, none: null, empty: true }]);
    expect(again).toEqual([{ text: 'second', n: 7, at, flag: false, none: 1, empty: false }]);
    const kept = await db.query<{ name: string }>('SELECT name FROM pg_prepared_statements');
    expect(kept.map((row) => row.name)).toEqual(['named_probe']);
  });

  it('sends a statement with an array parameter unnamed, as before', async () => {
    const [row] = await db.query<{ sum: number }>(
      'SELECT sum(x)::int AS sum FROM unnest($1::int[]) AS x',
      [[1, 2, 3]],
      {
        statementName: 'array_probe',
      },
    );
    expect(row?.sum).toBe(6);
    const kept = await db.query<{ name: string }>('SELECT name FROM pg_prepared_statements');
    expect(kept.map((row) => row.name)).not.toContain('array_probe');
  });
});

describe('a named statement of many rows (manyRows), fetched as one JSON value', () => {
  const prepared = async () =>
    (await db.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')).map((r) => r.name);

  it('gives the same rows as the plain statement, in its order, with each type as PGlite parses it', async () => {
    const sql = `SELECT i AS id, i % 2 = 0 AS even, (i * 3)::int2 AS small, $1::text || i AS label,
         ('x' || i)::varchar AS code, json_build_object('i', i, 'quote', $1::text) AS doc,
         jsonb_build_array(i, 'b') AS list, $2::timestamptz + i * interval '1 hour 0.000123 s' AS at,
         CASE WHEN i % 3 = 0 THEN NULL ELSE $2::timestamptz END AS maybe_at,
         CASE WHEN i % 4 = 0 THEN NULL ELSE 'set' END AS maybe_text
       FROM generate_series(1, $3::int) AS i WHERE i > 0 ORDER BY i DESC`;
    const params = [`it's "quoted" \\ ünï\ncode`, new Date('2026-11-29T18:00:00.456Z'), 50];
    const plain = await db.query(sql, params);
    const many = await db.query(sql, params, { statementName: 'many_probe', manyRows: true });
    expect(plain).toHaveLength(50);
    expect(many).toEqual(plain);
    expect(many[0]).toMatchObject({ id: 50, even: true, small: 150, at: expect.any(Date) as Date, maybe_text: 'set' });
    expect(await db.query(sql, [...params.slice(0, 2), 0], { statementName: 'many_probe', manyRows: true })).toEqual(
      [],
    );
    expect(await prepared()).toContain('many_probe_json_rows');
  });

  it('fetches a statement with a column of another type (int8, numeric, date, arrays) as it is', async () => {
    const sql = `SELECT i::int8 AS big, i::numeric / 3 AS ratio, DATE '2026-11-29' + i AS day, ARRAY[i] AS ids
       FROM generate_series(1, $1::int) AS i`;
    const plain = await db.query(sql, [5]);
    expect(await db.query(sql, [5], { statementName: 'other_probe', manyRows: true })).toEqual(plain);
    expect(await prepared()).toContain('other_probe');
    expect(await prepared()).not.toContain('other_probe_json_rows');
  });

  it('fetches a statement with two columns of one name as it is', async () => {
    const sql = 'SELECT 1 AS n, 2 AS n FROM generate_series(1, $1::int)';
    const plain = await db.query(sql, [2]);
    expect(await db.query(sql, [2], { statementName: 'twice_probe', manyRows: true })).toEqual(plain);
    expect(await prepared()).not.toContain('twice_probe_json_rows');
  });
});
