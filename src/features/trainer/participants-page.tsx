import { ArrowLeft20Regular } from '@fluentui/react-icons/headless/svg/arrow-left';
import { QrCode20Regular } from '@fluentui/react-icons/headless/svg/qr-code';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { canManageRegistrations } from '../../common/registration-access.ts';
import { formatDayTitle, formatTimeRange } from '../../lib/dates.ts';
import { scheduleQueries } from '../../schedule/queries.ts';
import { Page } from '../../shell/page.tsx';
import { authState } from '../../state/auth.ts';
import { ClassParticipants } from './class-participants.tsx';
import { ClassStrikes } from './class-strikes.tsx';
import { ParticipantCounts } from './participant-counts.tsx';
import { RegisterByCard } from './register-by-card.tsx';
import { trainerQueries } from './queries.ts';
import styles from './participants-page.module.css';

/** docs/behaviour.md#records-and-local-state: who is booked and who waits in one class, with presence and the door registration. */
export function ParticipantsPage({ trainingId }: { trainingId: number }) {
  const { t } = useLingui();
  const claims = useSnapshot(authState).userClaims;
  const participants = useQuery(trainerQueries.participants(trainingId));
  const training = useQuery(scheduleQueries.training('trainer', trainingId)).data;
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
              {formatDayTitle(training.startDateTime, tz)},{' '}
              {formatTimeRange(training.startDateTime, training.endDateTime, tz)} · {training.room.name}
            </p>
          )}
          {participants.data && <ParticipantCounts participants={participants.data} training={training} />}
          <nav className={styles.links} aria-label={t`Trainer tools`}>
            <Link className={styles.link} to="/trainer-calendar" search={training ? { id: trainingId } : {}}>
              <ArrowLeft20Regular aria-hidden />
              <Trans>Back to the trainer timetable</Trans>
            </Link>
            {canManage && (
              <Link className={styles.link} to="/scanner" search={{ training: trainingId }}>
                <QrCode20Regular aria-hidden />
                <Trans>Scan a card</Trans>
              </Link>
            )}
          </nav>
        </>
      }
    >
      <ClassParticipants trainingId={trainingId} canManage={canManage} />
      {canManage && tz && <ClassStrikes trainingId={trainingId} timeZone={tz} />}
      {canManage && (
        <section className={styles.section} aria-labelledby="register-client">
          <h2 id="register-client" className={styles.heading}>
            <Trans>Register a client</Trans>
          </h2>
          <RegisterByCard trainingId={trainingId} />
        </section>
      )}
    </Page>
  );
}
