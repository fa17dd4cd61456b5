import { useEffect, useRef, useState } from 'react';
import type { PersonalTraining } from '../../api/contract/statistics.ts';
import { PresenceControl } from './presence-control.tsx';
import { usePresenceChanges } from './presence-sync.ts';

/**
 * The presence switch of a personal training's client, through the same durable queue as the
 * participant list. When its change leaves the queue accepted, `onSynced` lets the statistics
 * read their figures again; until they arrive the switch keeps the state the server accepted.
 */
export function PersonalTrainingPresence({ training, onSynced }: { training: PersonalTraining; onSynced: () => void }) {
  const registrationId = training.registrationId ?? 0;
  const change = usePresenceChanges().find((c) => c.registrationId === registrationId);
  const [accepted, setAccepted] = useState<boolean | null>(null);
  const pendingPresence = useRef<boolean | null>(null);

  useEffect(() => {
    if (change && change.refusal === null) {
      pendingPresence.current = change.presence;
    } else if (!change && pendingPresence.current !== null) {
      setAccepted(pendingPresence.current);
      pendingPresence.current = null;
      onSynced();
    }
  }, [change, onSynced]);

  return (
    <PresenceControl
      participant={{
        registrationId,
        trainingId: training.trainingId,
        status: 'booked',
        name: training.clientName ?? '',
        presence: accepted ?? training.presence,
        placeInWaitingList: null,
      }}
      change={change}
      canManage
    />
  );
}
