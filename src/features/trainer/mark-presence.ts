import { i18n } from '@lingui/core';
import type { Participant } from '../../api/contract/trainer.ts';
import { errorMessage, successMessages } from '../../i18n/error-messages.ts';
import { notifySuccess } from '../../shell/notify.ts';
import { showSnack } from '../../state/snackbar.ts';
import { currentPresenceQueue, replayPresence } from './presence-sync.ts';

/** Whose presence a tap changes: a participant of a class, or the client of a personal training. */
export type PresenceTarget = Pick<Participant, 'registrationId' | 'trainingId' | 'status' | 'name' | 'presence'>;

/** What became of one tap: on the server, kept on the device for later, or refused. */
export type PresenceResult = 'changed' | 'queued' | 'refused';

/**
 * One tap on a participant's presence. The change goes into the durable queue first (so it
 * shows at once and survives anything), then the queue is replayed: online this is the whole
 * round trip, offline the row stays "not yet synced" until a later replay sends it.
 */
export async function markPresence(participant: PresenceTarget, presence: boolean): Promise<PresenceResult> {
  if (participant.status === 'waiting') {
    showSnack('error', i18n._(errorMessage('presenceOnWaitingList')));
    return 'refused';
  }
  const queue = currentPresenceQueue();
  if (!queue) return 'refused';
  await queue.enqueue({ registrationId: participant.registrationId, trainingId: participant.trainingId, presence });
  // A replay already under way picks the new change up; if it had just finished, run one more.
  const outcome = await replayPresence();
  const mine = () => queue.snapshot().find((c) => c.registrationId === participant.registrationId);
  if (outcome && !outcome.unreachable && mine()?.refusal === null) await replayPresence();
  const left = mine();
  if (!left) {
    notifySuccess(i18n._(successMessages.presenceChanged));
    return 'changed';
  }
  if (left.refusal !== null) {
    showSnack('error', i18n._(errorMessage(left.refusal)));
    return 'refused';
  }
  return 'queued';
}
