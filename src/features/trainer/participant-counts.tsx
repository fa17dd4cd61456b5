import { useLingui } from '@lingui/react/macro';
import type { Training } from '../../api/contract/schedule.ts';
import type { Participant } from '../../api/contract/trainer.ts';
import styles from './participant-counts.module.css';

/** "Booked 6 of 6 · waiting 2": from the participant list itself, so it agrees with the rows below. */
export function ParticipantCounts({
  participants,
  training,
}: {
  participants: readonly Participant[];
  training: Training | undefined;
}) {
  const { t } = useLingui();
  const booked = participants.filter((p) => p.status === 'booked');
  const waiting = participants.filter((p) => p.status === 'waiting');
  const offered = participants.filter((p) => p.status === 'offered').length;
  return (
    <p className={styles.counts}>
      {training ? t`Booked ${booked.length} of ${training.maxPlaces}` : t`Booked ${booked.length}`} ·{' '}
      {offered > 0 ? `${t`offered ${offered}`} · ` : ''}
      {t`waiting ${waiting.length}`}
    </p>
  );
}
