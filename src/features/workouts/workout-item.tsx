import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TrainingRegistration } from '../../api/contract/registration.ts';
import { formatDate, formatTime } from '../../lib/dates.ts';
import { waitingPositionText } from '../../schedule/booking-texts.ts';
import { trainingTypeLabels } from '../../schedule/training-type-label.ts';
import type { WorkoutActions } from './workout-actions.ts';
import { StatusBadge } from '../../schedule/status-badge.tsx';
import styles from './workout-item.module.css';

/** One class of mine with the docs/behaviour.md#records-and-local-state record fields, and the route's actions (cancel, calendar export) while it is ahead. */
export const WorkoutItem = memo(function WorkoutItem({
  workout,
  upcoming,
  actions: Actions,
}: {
  workout: TrainingRegistration;
  upcoming: boolean;
  actions?: WorkoutActions | undefined;
}) {
  const { i18n, t } = useLingui();
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
      <span className={styles.status}>
        {workout.isCancelled ? (
          <StatusBadge tone="danger" text={t`Class cancelled`} />
        ) : workout.attendance !== null ? (
          workout.attendance === 'attended' ? (
            <StatusBadge tone="brand" text={t`Attended`} />
          ) : (
            <StatusBadge tone="warning" text={t`Missed`} />
          )
        ) : workout.status === 'offered' ? (
          <StatusBadge tone="success" text={t`Place offered`} />
        ) : waiting ? (
          <StatusBadge tone="warning" text={waitingPositionText(workout.placeInWaitingList)} />
        ) : (
          <StatusBadge tone="brand" text={t`Booked`} />
        )}
      </span>
      {upcoming && !workout.isCancelled && Actions && <Actions workout={workout} />}
    </article>
  );
});
