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
