import { DOOR_SNAPSHOT_CACHE, DOOR_SNAPSHOT_URL, isDoorSnapshot, type DoorSnapshot } from '../common/door-snapshot.ts';

/*
 * The door snapshot in Cache Storage, where the service worker finds it (sw/sw.ts). Every operation
 * fails silently: without Cache Storage (or with it full) the entry page simply opens the slow way.
 */

/** Bumped by every delete, so a save still in flight when the session ends undoes itself. */
let generation = 0;

function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

export async function saveDoorSnapshot(snapshot: DoorSnapshot): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  const started = generation;
  try {
    const cache = await storage.open(DOOR_SNAPSHOT_CACHE);
    if (started !== generation) return;
    await cache.put(DOOR_SNAPSHOT_URL, Response.json(snapshot));
    // A logout ran while writing: its delete may have gone first, so delete again.
    if (started !== generation) await storage.delete(DOOR_SNAPSHOT_CACHE);
  } catch {
    // Quota or a storage error: the door opens without the snapshot.
  }
}

export async function readDoorSnapshot(): Promise<DoorSnapshot | null> {
  const storage = cacheStorage();
  if (!storage) return null;
  try {
    const stored = await storage.match(DOOR_SNAPSHOT_URL, { cacheName: DOOR_SNAPSHOT_CACHE });
    const snapshot: unknown = stored ? await stored.json() : null;
    return isDoorSnapshot(snapshot) ? snapshot : null;
  } catch {
    return null;
  }
}

/** At the end of a session: the codes must not outlive it on this device. */
export async function deleteDoorSnapshot(): Promise<void> {
  generation++;
  const storage = cacheStorage();
  if (!storage) return;
  try {
    await storage.delete(DOOR_SNAPSHOT_CACHE);
  } catch {
    // Nothing more can be done; the next login deletes what is not its user's (keepDoorSnapshotOnlyFor).
  }
}

/** At login: a snapshot left by anyone else (a delete that never ran) goes before it could be shown. */
export async function keepDoorSnapshotOnlyFor(userId: number): Promise<void> {
  // An unreadable snapshot reads as none and goes too.
  if ((await readDoorSnapshot())?.userId !== userId) await deleteDoorSnapshot();
}
