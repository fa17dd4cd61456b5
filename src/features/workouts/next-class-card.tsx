import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { TrainingRegistration } from '../../api/contract/registration.ts';
import { dayInZone } from '../../common/calendar.ts';
import { formatTime } from '../../lib/dates.ts';
import { cancelDeadlineText } from '../../schedule/booking-texts.ts';
import { classDayText } from './class-day-text.ts';
import { cx } from '../../lib/class-names.ts';
import controls from '../../shell/controls.module.css';
import styles from './next-class-card.module.css';

/** Home's first thing: the member's next class, when and where, until when it can be cancelled, and the door's code. */
export function NextClassCard({ workout, now }: { workout: TrainingRegistration; now: number }) {
  const tz = workout.clubTimeZone;
  const when = `${classDayText(workout.startDateTime, tz, now)}, ${formatTime(workout.startDateTime, tz)}–${formatTime(workout.endDateTime, tz)}`;
  return (
    <article
      className={styles.card}
      style={{ borderInlineStartColor: workout.trainingColor }}
      aria-labelledby="next-class-name"
    >
      <p className={styles.when}>{when}</p>
      <h3 id="next-class-name" className={styles.name}>
        {workout.trainingName}
      </h3>
      <p className={styles.where}>
        {workout.roomName} · {workout.clubName}
        {workout.trainerName ? ` · ${workout.trainerName}` : ''}
      </p>
      {workout.cancelUntil && <p className={styles.deadline}>{cancelDeadlineText(workout.cancelUntil, tz, now)}</p>}
      <div className={styles.actions}>
        <Link to="/entry" className={cx(controls.button, controls.primary, styles.action)}>
          <Trans>Show my entry code</Trans>
        </Link>
        <Link
          to="/calendar"
          search={{ id: workout.id, date: dayInZone(workout.startDateTime, tz) }}
          className={cx(controls.button, controls.secondary, styles.action)}
        >
          <Trans>Class details</Trans>
        </Link>
      </div>
    </article>
  );
}
