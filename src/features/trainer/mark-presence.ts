import type { Participant } from '../../api/contract/trainer.ts';
import type { NewPresenceChange } from './presence-queue.ts';
import { currentPresenceQueue, replayPresence } from './presence-sync.ts';

/** Whose presence a tap changes: a participant of a class, or the client of a personal training. */
export type PresenceTarget = Pick<
  Participant,
  'registrationId' | 'trainingId' | 'status' | 'name' | 'presence' | 'placeInWaitingList'
>;

/** What became of one tap: on the server, kept on the device for later, or refused. */
export type PresenceResult = 'changed' | 'queued' | 'refused';

/**
 * One tap on a participant's presence, or one "mark all present" (several changes). The changes go
 * into the durable queue first (so they show at once and survive anything), then the queue is
 * replayed: online this is the whole round trip, offline the rows stay "not yet synced" until a
 * later replay sends them. The screen tells the outcome quietly (its status line and the rows), not
 * with a snackbar per tap.
 */
export async function markPresence(participant: PresenceTarget, presence: boolean): Promise<PresenceResult> {
  // The waiting list has no switch; the server would refuse it (docs/behaviour.md#messages) and nothing is queued.
  if (participant.status !== 'booked') return 'refused';
  return applyPresenceChanges([
    { registrationId: participant.registrationId, trainingId: participant.trainingId, presence },
  ]);
}

export async function applyPresenceChanges(changes: readonly NewPresenceChange[]): Promise<PresenceResult> {
  const queue = currentPresenceQueue();
  if (!queue || changes.length === 0) return 'refused';
  await queue.enqueueAll(changes);
  // A replay already under way picks the new changes up; if it had just finished, run one more.
  const outcome = await replayPresence();
  const ids = new Set(changes.map((c) => c.registrationId));
  const mine = () => queue.snapshot().filter((c) => ids.has(c.registrationId));
  if (outcome && !outcome.unreachable && mine().some((c) => c.refusal === null)) await replayPresence();
  const left = mine();
  if (left.length === 0) return 'changed';
  return left.some((c) => c.refusal === null) ? 'queued' : 'refused';
}
