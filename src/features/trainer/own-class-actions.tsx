import { Open20Regular } from '@fluentui/react-icons/headless/svg/open';
import { People20Regular } from '@fluentui/react-icons/headless/svg/people';
import { QrCode20Regular } from '@fluentui/react-icons/headless/svg/qr-code';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { Training } from '../../api/contract/schedule.ts';
import { formatTime } from '../../lib/dates.ts';
import type { ClassActionsProps } from '../../schedule/class-actions.ts';
import { authState } from '../../state/auth.ts';
import { buttonClass } from '../../ui/button.tsx';
import { ClassParticipants } from './class-participants.tsx';
import styles from './own-class-actions.module.css';

/** A class the signed-in trainer leads: theirs to run, not to book. */
export function useLeadsClass(training: Training): boolean {
  const trainerId = useSnapshot(authState).userClaims?.trainerId ?? null;
  return trainerId !== null && training.trainer?.id === trainerId;
}

/**
 * A class the trainer leads, in the trainer timetable: its card leads to the participants in one tap,
 * and its dialog opens with them (counts, presence, "mark all present"); neither offers a booking.
 */
export function OwnClassActions({ training, place }: ClassActionsProps) {
  const { t } = useLingui();
  const time = formatTime(training.startDateTime, training.club.timeZone);
  if (place === 'card') {
    return (
      <Link
        className={`${buttonClass('primary')} ${styles.cardLink}`}
        to="/participants/$trainingId"
        params={{ trainingId: training.id }}
        aria-label={t`Participants of ${training.name} at ${time}`}
      >
        <People20Regular aria-hidden />
        <Trans>Participants</Trans>
      </Link>
    );
  }
  return (
    <div className={styles.dialog}>
      <ClassParticipants trainingId={training.id} canManage compact headingLevel={3} />
      <nav className={styles.links} aria-label={t`Trainer tools`}>
        <Link className={styles.link} to="/participants/$trainingId" params={{ trainingId: training.id }}>
          <Open20Regular aria-hidden />
          <Trans>Open the full list</Trans>
        </Link>
        <Link className={styles.link} to="/scanner" search={{ training: training.id }}>
          <QrCode20Regular aria-hidden />
          <Trans>Scan a card</Trans>
        </Link>
      </nav>
    </div>
  );
}
