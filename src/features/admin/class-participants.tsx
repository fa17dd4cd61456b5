import type { ReactNode } from 'react';
import { Spinner } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Participant } from '../../api/contract/trainer.ts';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { participantsQuery } from '../../schedule/participants-query.ts';
import styles from './class-participants.module.css';

/** Who is booked (in booking order) and who waits (in queue order) in one class, for the admin's class dialog. */
export function ClassParticipants({ trainingId }: { trainingId: number }) {
  const { t } = useLingui();
  // the trainer's participants list: admins may read every class's
  const participants = useQuery(participantsQuery(trainingId));
  if (participants.isError)
    return <LoadFailure error={participants.error} onRetry={() => void participants.refetch()} />;
  if (!participants.data) return <Spinner size="tiny" label={t`Loading the participants…`} />;
  const booked = participants.data.filter((p) => p.status === 'booked').sort((a, b) => (a.place ?? 0) - (b.place ?? 0));
  const waiting = participants.data
    .filter((p) => p.status === 'waiting')
    .sort((a, b) => (a.placeInWaitingList ?? 0) - (b.placeInWaitingList ?? 0));
  const offered = participants.data.filter((p) => p.status === 'offered');
  return (
    <>
      <NameList
        id={`participants-booked-${trainingId}`}
        heading={<Trans>Booked ({booked.length})</Trans>}
        people={booked}
        position={(p) => p.place}
        empty={<Trans>Nobody has booked yet.</Trans>}
      />
      {offered.length > 0 && (
        <NameList
          id={`participants-offered-${trainingId}`}
          heading={<Trans>Place offered, not yet accepted ({offered.length})</Trans>}
          people={offered}
          position={(p) => offered.indexOf(p) + 1}
          empty={null}
        />
      )}
      <NameList
        id={`participants-waiting-${trainingId}`}
        heading={<Trans>Waiting list ({waiting.length})</Trans>}
        people={waiting}
        position={(p) => p.placeInWaitingList}
        empty={<Trans>Nobody is waiting.</Trans>}
      />
    </>
  );
}

function NameList({
  id,
  heading,
  people,
  position,
  empty,
}: {
  id: string;
  heading: ReactNode;
  people: readonly Participant[];
  position: (p: Participant) => number | null;
  empty: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {heading}
      </h3>
      {people.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ol className={styles.list}>
          {people.map((p) => (
            <li key={p.registrationId} className={styles.row}>
              <span className={styles.position}>{position(p)}.</span>
              <span>{p.name}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
