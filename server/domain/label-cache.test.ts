import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { LabelCache } from './label-cache.ts';
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

  it('keeps the translations for a booking’s answer across bookings, and reads them again after any other write', async () => {
    const db = labelsDb();
    const versions = localVersions();
    const cache = new LabelCache(versions);
    for (let booking = 0; booking < 5; booking++) {
      expect((await cache.translations(db, 'default', 'et')).get('Morning yoga')).toBe('Hommikujooga');
      versions.bump('default'); // the booking's write request, which says it leaves labels be
    }
    expect(db.reads).toBe(1);
    // an admin's save: the next answer already has the new name
    db.name = 'Hommikune jooga';
    cache.noteWrite('default');
    versions.bump('default');
    expect((await cache.translations(db, 'default', 'et')).get('Morning yoga')).toBe('Hommikune jooga');
    expect(db.reads).toBe(2);
    // what it read is current for a schedule answer of the same version, and stale for a newer one
    expect((await cache.translations(db, 'default', 'et', 6)).get('Morning yoga')).toBe('Hommikune jooga');
    expect(db.reads).toBe(2);
    versions.bump('default');
    await cache.translations(db, 'default', 'et', 7);
    expect(db.reads).toBe(3);
  });

  it('shares one read among callers arriving together', async () => {
    const db = labelsDb();
    const cache = new LabelCache(localVersions());
    await Promise.all(Array.from({ length: 20 }, () => cache.translations(db, 'default', 'et')));
    expect(db.reads).toBe(1);
  });
});

describe('LabelCache on a shared database', () => {
  it('reads a booking’s translations again after the versions’ maximum age, for other processes’ writes', async () => {
    const db = labelsDb();
    let now = 0;
    const versions = { current: () => 0, bump: () => {}, maxAgeMs: 10_000 };
    const cache = new LabelCache(versions, () => now);
    await cache.translations(db, 'default', 'et');
    now = 9_999;
    await cache.translations(db, 'default', 'et');
    expect(db.reads).toBe(1);
    now = 10_000;
    await cache.translations(db, 'default', 'et');
    expect(db.reads).toBe(2);
  });
});
