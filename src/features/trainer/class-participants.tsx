import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { ParticipantList } from './participant-list.tsx';
import { MarkAllPresent } from './mark-all-present.tsx';
import { usePresenceChanges } from './presence-sync.ts';
import { trainerQueries } from './queries.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

/**
 * Who is booked and who waits in one class, with presence and "mark all present": the participant
 * page shows it, and the class dialog of a class the trainer leads opens with it.
 */
export function ClassParticipants({
  trainingId,
  canManage,
  compact = false,
  headingLevel = 2,
}: {
  trainingId: number;
  canManage: boolean;
  compact?: boolean;
  headingLevel?: 2 | 3;
}) {
  const styles = useStyles();
  const { t } = useLingui();
  const participants = useQuery(trainerQueries.participants(trainingId));
  const changes = usePresenceChanges();
  const Heading = `h${headingLevel}` as const;
  if (!participants.data) {
    return participants.isError ? (
      <LoadFailure error={participants.error} onRetry={() => void participants.refetch()} />
    ) : (
      <Spinner label={t`Loading the participants…`} />
    );
  }
  const booked = participants.data.filter((p) => p.status === 'booked');
  const waiting = participants.data.filter((p) => p.status === 'waiting');
  // a freed place held for the first of the queue until they accept: not booked yet, no longer waiting
  const offered = participants.data.filter((p) => p.status === 'offered');
  return (
    <div className={styles.root}>
      <MarkAllPresent participants={booked} changes={changes} canManage={canManage} />
      <section className={styles.section} aria-labelledby={`participants-booked-${trainingId}`}>
        <Heading id={`participants-booked-${trainingId}`} className={styles.heading}>
          <Trans>Booked ({booked.length})</Trans>
        </Heading>
        <ParticipantList
          kind="booked"
          participants={booked}
          changes={changes}
          canManage={canManage}
          compact={compact}
          empty={<Trans>Nobody has booked yet.</Trans>}
        />
      </section>
      {offered.length > 0 && (
        <section className={styles.section} aria-labelledby={`participants-offered-${trainingId}`}>
          <Heading id={`participants-offered-${trainingId}`} className={styles.heading}>
            <Trans>Place offered, not yet accepted ({offered.length})</Trans>
          </Heading>
          <ParticipantList
            kind="waiting"
            participants={offered}
            changes={changes}
            canManage={canManage}
            compact={compact}
            empty={null}
          />
        </section>
      )}
      {/* A class without a waiting list, and nobody in it, needs no empty section. */}
      {waiting.length > 0 || !compact ? (
        <section className={styles.section} aria-labelledby={`participants-waiting-${trainingId}`}>
          <Heading id={`participants-waiting-${trainingId}`} className={styles.heading}>
            <Trans>Waiting list ({waiting.length})</Trans>
          </Heading>
          <ParticipantList
            kind="waiting"
            participants={waiting}
            changes={changes}
            canManage={canManage}
            compact={compact}
            empty={<Trans>Nobody is waiting.</Trans>}
          />
        </section>
      ) : null}
    </div>
  );
}
