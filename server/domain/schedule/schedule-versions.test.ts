import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import { sharedVersions } from './schedule-versions.ts';

/** A database whose sequence reads are answered by hand, to order them against bumps. */
function handAnsweredDb() {
  let last = 0;
  let bumps = 0;
  const pendingBumps: (() => void)[] = [];
  const reads: ((value: number) => void)[] = [];
  const db = {
    query: (sql: string) => {
      if (sql.includes('nextval')) {
        bumps++;
        return new Promise((resolve) => pendingBumps.push(() => ((last += 1), resolve([]))));
      }
      // the value as of the moment the read reaches the database
      const seen = last;
      return new Promise((resolve) => reads.push(() => resolve([{ last_value: seen, is_called: seen > 0 }])));
    },
  } as unknown as Db;
  return {
    db,
    reads,
    answerNext: () => reads.shift()?.(0),
    bumpNext: () => pendingBumps.shift()?.(),
    bumpsSent: () => bumps,
  };
}

describe('sharedVersions', () => {
  it('a request arriving while a read is under way waits for one sent after it, shared with the others', async () => {
    const { db, reads, answerNext, bumpNext } = handAnsweredDb();
    const versions = sharedVersions(db);
    const first = versions.current('default');
    const bumped = versions.bump('default'); // a write answered after the first read was sent
    bumpNext();
    await bumped;
    const second = versions.current('default');
    const third = versions.current('default');
    expect(reads).toHaveLength(1);
    answerNext();
    expect(await first).toBe(0);
    await Promise.resolve();
    await Promise.resolve();
    expect(reads).toHaveLength(1); // one read for both late arrivals
    answerNext();
    expect(await second).toBe(1);
    expect(await third).toBe(1);
  });

  it('reads afresh once nothing is under way', async () => {
    const { db, answerNext, bumpNext } = handAnsweredDb();
    const versions = sharedVersions(db);
    const first = versions.current('default');
    answerNext();
    expect(await first).toBe(0);
    const bumped = versions.bump('default');
    bumpNext();
    await bumped;
    const next = versions.current('default');
    answerNext();
    expect(await next).toBe(1);
  });

  it('writes finishing while a bump is under way share the one bump sent after it', async () => {
    const { db, bumpNext, bumpsSent } = handAnsweredDb();
    const versions = sharedVersions(db);
    const first = versions.bump('default');
    const laterWrites = [versions.bump('default'), versions.bump('spa'), versions.bump('default')];
    expect(bumpsSent()).toBe(1);
    bumpNext();
    await first;
    await Promise.resolve();
    await Promise.resolve();
    expect(bumpsSent()).toBe(2);
    bumpNext();
    await Promise.all(laterWrites);
    expect(bumpsSent()).toBe(2);
  });
});
