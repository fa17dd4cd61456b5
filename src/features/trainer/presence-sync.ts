import { useSyncExternalStore } from 'react';
import { queryClient } from '../../api/query-client.ts';
import { authState } from '../../state/auth.ts';
import { currentTenant } from '../../shell/current-tenant.ts';
import { PresenceQueue, type PresenceChange, type ReplayOutcome } from './presence-queue.ts';
import { putPresence, storeParticipant } from './queries.ts';

const queues = new Map<string, PresenceQueue>();

/** The queue of the logged-in trainer in this club: another user on the device never replays it. */
export function currentPresenceQueue(): PresenceQueue | null {
  const clientId = authState.userClaims?.clientId;
  if (clientId === undefined) return null;
  const key = `${currentTenant.id}:${clientId}`;
  let queue = queues.get(key);
  if (!queue) {
    queue = new PresenceQueue(key);
    queues.set(key, queue);
  }
  return queue;
}

/*
 * How many changes the server has accepted since the page loaded: the screens' quiet "saved" status
 * compares it with the count when they opened, instead of a snackbar per tap.
 */
let savedCount = 0;
const savedListeners = new Set<() => void>();

async function sendPresence(change: PresenceChange): Promise<void> {
  // The presence queue replays outside React (on reconnect and at start), so it writes to the app's one cache.
  storeParticipant(queryClient, await putPresence(change.registrationId, change.presence));
  savedCount += 1;
  for (const listener of savedListeners) listener();
}

const subscribeSaved = (listener: () => void) => {
  savedListeners.add(listener);
  return () => void savedListeners.delete(listener);
};

/** The number of presence changes the server has accepted since the page loaded, live. */
export function useSavedPresenceCount(): number {
  return useSyncExternalStore(subscribeSaved, () => savedCount);
}

const RETRY_FIRST_MS = 2000;
const RETRY_MAX_MS = 60_000;
let retryDelay = RETRY_FIRST_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Replays the queue now; with no answer it tries again later, backing off up to a minute, and
 * at once when the browser says it is online again or the app comes back to the foreground.
 */
export async function replayPresence(): Promise<ReplayOutcome | null> {
  const queue = currentPresenceQueue();
  if (!queue) return null;
  clearTimeout(retryTimer);
  const outcome = await queue.replay(sendPresence);
  if (outcome.unreachable) {
    retryTimer = setTimeout(() => void replayPresence(), retryDelay);
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  } else {
    retryDelay = RETRY_FIRST_MS;
  }
  return outcome;
}

let started = false;

/** Starts replaying for the session's trainer (once per page): now, when online, when visible. */
export function startPresenceSync(): void {
  if (started) return;
  started = true;
  const replayNow = () => {
    retryDelay = RETRY_FIRST_MS;
    void replayPresence();
  };
  window.addEventListener('online', replayNow);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && replayNow());
  replayNow();
}

const noChanges: readonly PresenceChange[] = [];
const noQueue = { subscribe: () => () => undefined, snapshot: () => noChanges };

/** The trainer's queued and refused presence changes, live. */
export function usePresenceChanges(): readonly PresenceChange[] {
  const queue = currentPresenceQueue() ?? noQueue;
  return useSyncExternalStore(queue.subscribe, queue.snapshot);
}

/** How many changes the logged-in trainer has not synced yet (the logout warning asks this). */
export async function unsyncedPresenceCount(): Promise<number> {
  const queue = currentPresenceQueue();
  if (!queue) return 0;
  await queue.ready();
  return queue.pendingCount();
}
