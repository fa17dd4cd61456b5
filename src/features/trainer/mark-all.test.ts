import { describe, expect, it } from 'vitest';
import type { PresenceTarget } from './mark-presence.ts';
import type { PresenceChange } from './presence-queue.ts';
import { markAllPresentChanges, undoMarkAllChanges } from './mark-all.ts';

const row = (registrationId: number, presence: boolean, status: 'booked' | 'waiting' = 'booked'): PresenceTarget => ({
  registrationId,
  trainingId: 7,
  status,
  name: `Client ${registrationId}`,
  presence,
  placeInWaitingList: status === 'waiting' ? 1 : null,
});
const queued = (registrationId: number, presence: boolean, refusal: string | null = null): PresenceChange => ({
  registrationId,
  trainingId: 7,
  presence,
  madeAt: 0,
  refusal,
});

describe('mark all present', () => {
  it('marks the booked rows shown not present, never the waiting list, counting unsent taps', () => {
    const rows = [row(1, false), row(2, true), row(3, true), row(4, false, 'waiting'), row(5, false)];
    // 3 was unticked on this device (not sent yet); 5 was ticked and the server refused it.
    const changes = [queued(3, false), queued(5, true, 'itemNotFound')];
    expect(markAllPresentChanges(rows, changes).map((c) => [c.registrationId, c.presence])).toEqual([
      [1, true],
      [3, true],
      [5, true],
    ]);
  });

  it('undo sets back only what it marked, and leaves a row the trainer changed since', () => {
    const rows = [row(1, false), row(2, true), row(3, false)];
    const marked = markAllPresentChanges(rows, []);
    expect(marked.map((c) => c.registrationId)).toEqual([1, 3]);
    // Offline: both wait in the queue; the trainer then unticks 3 by hand.
    const changes = [queued(1, true), queued(3, false)];
    expect(undoMarkAllChanges(marked, rows, changes).map((c) => [c.registrationId, c.presence])).toEqual([[1, false]]);
  });
});
