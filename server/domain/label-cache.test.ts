import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { LabelCache, UNVERSIONED_MAX_AGE_MS } from './label-cache.ts';
import { localVersions } from './schedule/schedule-versions.ts';

/** A database whose label_translations answer the current name of 'Morning yoga', counting the reads. */
function labelsDb() {
  const db = {
    reads: 0,
    name: 'Hommikujooga',
    async query<T>(): Promise<T[]> {
      db.reads += 1;
      return [{ label: 'Morning yoga', translation: db.name }] as T[];
    },
    transaction: () => Promise.reject(new Error('not used')),
    exec: async () => {},
    close: async () => {},
  };
  return db satisfies Db & { reads: number; name: string };
}

describe('LabelCache on the embedded database (local versions)', () => {
  it('reads again for a schedule answer read under a newer version, after any write request', async () => {
    const db = labelsDb();
    const versions = localVersions();
    const cache = new LabelCache(versions);
    expect((await cache.translations(db, 'default', 'et', 0)).get('Morning yoga')).toBe('Hommikujooga');
    expect((await cache.translations(db, 'default', 'et', 0)).get('Morning yoga')).toBe('Hommikujooga');
    expect(db.reads).toBe(1);
    db.name = 'Hommikune jooga';
    versions.bump('default');
    expect((await cache.translations(db, 'default', 'et', 1)).get('Morning yoga')).toBe('Hommikune jooga');
    expect(db.reads).toBe(2);
  });

  it('names a booking’s answer with translations up to UNVERSIONED_MAX_AGE_MS old: each booking’s write does not make it read them again', async () => {
    const db = labelsDb();
    const versions = localVersions();
    let now = 0;
    const cache = new LabelCache(versions, () => now);
    for (let booking = 0; booking < 5; booking++) {
      expect((await cache.translations(db, 'default', 'et')).get('Morning yoga')).toBe('Hommikujooga');
      versions.bump('default'); // the booking's write request
    }
    expect(db.reads).toBe(1);
    db.name = 'Hommikune jooga';
    now = UNVERSIONED_MAX_AGE_MS - 1;
    expect((await cache.translations(db, 'default', 'et')).get('Morning yoga')).toBe('Hommikujooga');
    now = UNVERSIONED_MAX_AGE_MS;
    expect((await cache.translations(db, 'default', 'et')).get('Morning yoga')).toBe('Hommikune jooga');
    expect(db.reads).toBe(2);
    // what a booking read is current for the schedule of the same version, and stale for a newer one
    expect((await cache.translations(db, 'default', 'et', 5)).get('Morning yoga')).toBe('Hommikune jooga');
    expect(db.reads).toBe(2);
    versions.bump('default');
    await cache.translations(db, 'default', 'et', 6);
    expect(db.reads).toBe(3);
  });
});
