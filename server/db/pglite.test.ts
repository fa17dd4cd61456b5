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
