import { memo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TrainingRegistration } from '../../api/contract/registration.ts';
import { formatDate, formatTime } from '../../lib/dates.ts';
import { waitingPositionText } from '../../schedule/booking-texts.ts';
import { trainingTypeLabels } from '../../schedule/training-type-label.ts';
import type { WorkoutActions } from './workout-actions.ts';
import { cx } from '../../lib/class-names.ts';
import styles from './workout-item.module.css';

/** One class of mine with the SPEC.md §3 record fields, and the route's actions (cancel, calendar export) while it is ahead. */
export const WorkoutItem = memo(function WorkoutItem({
  workout,
  upcoming,
  actions: Actions,
}: {
  workout: TrainingRegistration;
  upcoming: boolean;
  actions?: WorkoutActions | undefined;
}) {
  const { i18n } = useLingui();
  const tz = workout.clubTimeZone;
  const date = formatDate(workout.startDateTime, tz, {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  });
  const time = `${formatTime(workout.startDateTime, tz)}–${formatTime(workout.endDateTime, tz)}`;
  const waiting = workout.status === 'waiting';
  return (
    <article
      className={styles.item}
      style={{ borderLeftColor: workout.trainingColor }}
      aria-labelledby={`workout-${workout.registrationId}`}
    >
      <h3 id={`workout-${workout.registrationId}`} className={styles.name}>
        {workout.trainingName}
      </h3>
      <span className={styles.when}>
        {date}, {time}
      </span>
      <span className={styles.caption}>
        {workout.clubName} · {workout.roomName}
        {workout.trainerName ? ` · ${workout.trainerName}` : ''}
      </span>
      <span className={styles.type}>
        <span className={styles.swatch} style={{ backgroundColor: workout.trainingTypeColor }} aria-hidden />
        <span className={styles.caption}>{i18n._(trainingTypeLabels[workout.trainingTypeName])}</span>
      </span>
      {workout.isCancelled ? (
        <span className={styles.cancelled}>
          <Trans>Class cancelled</Trans>
        </span>
      ) : workout.attendance !== null ? (
        <span className={cx(styles.caption, styles.status)}>
          {workout.attendance === 'attended' ? <Trans>Attended</Trans> : <Trans>Missed</Trans>}
        </span>
      ) : (
        <span className={cx(styles.caption, styles.status)}>
          {waiting ? waitingPositionText(workout.placeInWaitingList) : <Trans>Booked</Trans>}
        </span>
      )}
      {upcoming && !workout.isCancelled && Actions && <Actions workout={workout} />}
    </article>
  );
});
