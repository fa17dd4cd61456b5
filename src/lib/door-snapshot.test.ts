import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DOOR_SNAPSHOT_CACHE,
  DOOR_SNAPSHOT_MAX_AGE_MS,
  DOOR_SNAPSHOT_URL,
  type DoorSnapshot,
} from '../common/door-snapshot.ts';
import { PERSIST_MAX_AGE_MS } from '../api/query-persist.ts';
import { deleteDoorSnapshot, keepDoorSnapshotOnlyFor, readDoorSnapshot, saveDoorSnapshot } from './door-snapshot.ts';

/** Cache Storage as far as the store uses it, in memory; `putGate` lets a test hold a write in flight. */
class FakeCaches {
  readonly caches = new Map<string, Map<string, string>>();
  putGate: Promise<void> = Promise.resolve();

  async open(name: string) {
    let entries = this.caches.get(name);
    if (!entries) this.caches.set(name, (entries = new Map()));
    const store = entries;
    return {
      put: async (url: string, response: Response) => {
        const body = await response.text();
        await this.putGate;
        store.set(url, body);
      },
    };
  }
  async match(url: string, options?: { cacheName?: string }) {
    const body = options?.cacheName ? this.caches.get(options.cacheName)?.get(url) : undefined;
    return body === undefined ? undefined : new Response(body);
  }
  async has(name: string) {
    return this.caches.has(name);
  }
  async delete(name: string) {
    return this.caches.delete(name);
  }
}

let fake: FakeCaches;
beforeEach(() => {
  fake = new FakeCaches();
  Object.defineProperty(globalThis, 'caches', { value: fake, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'caches');
});

function snapshot(userId: number): DoorSnapshot {
  return {
    version: 1,
    userId,
    savedAt: Date.now(),
    lang: 'en',
    heading: 'Enter the gym',
    background: '',
    foreground: '',
    codes: [],
  };
}

describe('the door snapshot store', () => {
  it('keeps the snapshot where the service worker looks for it', async () => {
    await saveDoorSnapshot(snapshot(1));
    expect(fake.caches.get(DOOR_SNAPSHOT_CACHE)?.has(DOOR_SNAPSHOT_URL)).toBe(true);
    expect((await readDoorSnapshot())?.userId).toBe(1);
  });

  it('deletes it at the end of a session, also when a write was still in flight', async () => {
    await saveDoorSnapshot(snapshot(1));
    await deleteDoorSnapshot();
    expect(await readDoorSnapshot()).toBeNull();

    let release = () => {};
    fake.putGate = new Promise((resolve) => (release = resolve));
    const saving = saveDoorSnapshot(snapshot(1));
    await new Promise((resolve) => setTimeout(resolve));
    await deleteDoorSnapshot();
    release();
    await saving;
    expect(await readDoorSnapshot()).toBeNull();
  });

  it('at login, drops a snapshot of anyone else and keeps the user’s own', async () => {
    await saveDoorSnapshot(snapshot(1));
    await keepDoorSnapshotOnlyFor(1);
    expect((await readDoorSnapshot())?.userId).toBe(1);
    await keepDoorSnapshotOnlyFor(2);
    expect(fake.caches.has(DOOR_SNAPSHOT_CACHE)).toBe(false);
  });

  it('reads nothing from an unknown shape, and does nothing without Cache Storage', async () => {
    (await fake.open(DOOR_SNAPSHOT_CACHE)).put(DOOR_SNAPSHOT_URL, Response.json({ version: 0 }));
    await new Promise((resolve) => setTimeout(resolve));
    expect(await readDoorSnapshot()).toBeNull();
    Reflect.deleteProperty(globalThis, 'caches');
    await expect(saveDoorSnapshot(snapshot(1))).resolves.toBeUndefined();
    await expect(deleteDoorSnapshot()).resolves.toBeUndefined();
    expect(await readDoorSnapshot()).toBeNull();
  });

  it('lives as long as the persisted query cache it mirrors', () => {
    expect(DOOR_SNAPSHOT_MAX_AGE_MS).toBe(PERSIST_MAX_AGE_MS);
  });
});
