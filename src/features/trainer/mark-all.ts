import type { NewPresenceChange, PresenceChange } from './presence-queue.ts';
import type { PresenceTarget } from './mark-presence.ts';

/** The presence a row shows: the trainer's unsent change while there is one, else the server's. */
export function shownPresence(participant: PresenceTarget, changes: readonly PresenceChange[]): boolean {
  const change = changes.find((c) => c.registrationId === participant.registrationId && c.refusal === null);
  return change ? change.presence : participant.presence;
}

/**
 * "Mark all present": a change for each booked participant not shown present. The waiting list is left
 * alone (the server refuses presence there). What it returns is also what the undo needs: these rows
 * were not present before.
 */
export function markAllPresentChanges(
  participants: readonly PresenceTarget[],
  changes: readonly PresenceChange[],
): NewPresenceChange[] {
  return participants
    .filter((p) => p.status === 'booked' && !shownPresence(p, changes))
    .map((p) => ({ registrationId: p.registrationId, trainingId: p.trainingId, presence: true }));
}

/**
 * Undoing a "mark all present": each row it marked goes back to not present, unless the trainer has
 * changed that row since (their later tap wins over the undo).
 */
export function undoMarkAllChanges(
  marked: readonly NewPresenceChange[],
  participants: readonly PresenceTarget[],
  changes: readonly PresenceChange[],
): NewPresenceChange[] {
  return marked
    .filter((m) => {
      const participant = participants.find((p) => p.registrationId === m.registrationId);
      return participant !== undefined && shownPresence(participant, changes);
    })
    .map((m) => ({ ...m, presence: false }));
}
