import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { canManageRegistrations } from '../../api/contract/registration-access.ts';
import { formatDate, formatTime } from '../../lib/dates.ts';
import { scheduleQueries } from '../../schedule/queries.ts';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { Page } from '../../shell/page.tsx';
import { authState } from '../../state/auth.ts';
import { ParticipantList } from './participant-list.tsx';
import { usePresenceChanges } from './presence-sync.ts';
import { RegisterByCard } from './register-by-card.tsx';
import { trainerQueries } from './queries.ts';
import { UnsyncedCount } from './unsynced-count.tsx';

const useStyles = makeStyles({
  when: { margin: 0, color: tokens.colorNeutralForeground2 },
  counts: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

/** SPEC.md §1/§3: who is booked and who waits in one class, with presence and the door registration. */
export function ParticipantsPage({ trainingId }: { trainingId: number }) {
  const styles = useStyles();
  const { t } = useLingui();
  const claims = useSnapshot(authState).userClaims;
  const participants = useQuery(trainerQueries.participants(trainingId));
  const training = useQuery(scheduleQueries.training('trainer', trainingId)).data;
  const changes = usePresenceChanges();
  const list = participants.data ?? [];
  const booked = list.filter((p) => p.status === 'booked');
  const waiting = list.filter((p) => p.status === 'waiting');
  const canManage = claims !== null && canManageRegistrations(claims, training?.trainer?.id ?? null);
  const tz = training?.club.timeZone;

  return (
    <Page
      title={training?.name ?? <Trans>Participants</Trans>}
      updatedAt={participants.dataUpdatedAt}
      actions={
        <>
          {training && tz && (
            <p className={styles.when}>
              {formatDate(training.startDateTime, tz, { weekday: 'long', day: 'numeric', month: 'long' })},{' '}
              {formatTime(training.startDateTime, tz)}–{formatTime(training.endDateTime, tz)} · {training.room.name}
            </p>
          )}
          {participants.data && (
            <p className={styles.counts} role="status">
              {training ? t`Booked ${booked.length} of ${training.maxPlaces}` : t`Booked ${booked.length}`} ·{' '}
              {t`waiting ${waiting.length}`}
            </p>
          )}
          <UnsyncedCount changes={changes} />
          <nav className={styles.links} aria-label={t`Trainer tools`}>
            <Link to="/trainer-calendar" search={training ? { id: trainingId } : {}}>
              <Trans>Back to the trainer timetable</Trans>
            </Link>
            {canManage && (
              <Link to="/scanner" search={{ training: trainingId }}>
                <Trans>Scan a card</Trans>
              </Link>
            )}
          </nav>
        </>
      }
    >
      {canManage && <RegisterByCard trainingId={trainingId} />}
      {participants.data ? (
        <>
          <section className={styles.section} aria-labelledby="participants-booked">
            <h2 id="participants-booked" className={styles.heading}>
              <Trans>Booked ({booked.length})</Trans>
            </h2>
            <ParticipantList
              kind="booked"
              participants={booked}
              changes={changes}
              canManage={canManage}
              empty={<Trans>Nobody has booked yet.</Trans>}
            />
          </section>
          <section className={styles.section} aria-labelledby="participants-waiting">
            <h2 id="participants-waiting" className={styles.heading}>
              <Trans>Waiting list ({waiting.length})</Trans>
            </h2>
            <ParticipantList
              kind="waiting"
              participants={waiting}
              changes={changes}
              canManage={canManage}
              empty={<Trans>Nobody is waiting.</Trans>}
            />
          </section>
        </>
      ) : participants.isError ? (
        <LoadFailure error={participants.error} onRetry={() => void participants.refetch()} />
      ) : (
        <Spinner label={t`Loading the participants…`} />
      )}
    </Page>
  );
}
