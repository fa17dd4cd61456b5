import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatTime } from '../../lib/dates.ts';
import { waitingPositionText } from '../../schedule/booking-texts.ts';
import { useWorkouts } from './use-workouts.ts';
import { Spinner } from '../../shell/spinner.tsx';
import styles from './upcoming-workouts.module.css';

/** Enough to show the next few days of bookings and a waiting-list place. */
const SHOWN = 5;

/** The home screen's next few classes; it shares the my-workouts query, so a booking shows here at once. */
export function UpcomingWorkouts() {
  const { t } = useLingui();
  const { pending, workouts } = useWorkouts('future');
  const next = workouts.slice(0, SHOWN);
  return (
    <section className={styles.root} aria-labelledby="upcoming-workouts">
      <h2 id="upcoming-workouts" className={styles.heading}>
        <Trans>Upcoming workouts</Trans>
      </h2>
      {pending ? (
        <Spinner label={t`Loading your workouts…`} />
      ) : next.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No upcoming workouts</Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {next.map((workout) => {
            const tz = workout.clubTimeZone;
            const date = formatDate(workout.startDateTime, tz, { weekday: 'short', day: 'numeric', month: 'numeric' });
            return (
              <li
                key={workout.registrationId}
                className={styles.item}
                style={{ borderLeftColor: workout.trainingColor }}
              >
                <span className={styles.name}>{workout.trainingName}</span>
                <span>
                  {date}, {formatTime(workout.startDateTime, tz)}
                </span>
                <span className={styles.caption}>
                  {workout.clubName} · {workout.roomName}
                  {workout.status === 'waiting' ? ` · ${waitingPositionText(workout.placeInWaitingList)}` : ''}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <Link to="/workouts">
        <Trans>All my workouts</Trans>
      </Link>
    </section>
  );
}
