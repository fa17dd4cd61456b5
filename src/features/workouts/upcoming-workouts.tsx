import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatTime } from '../../lib/dates.ts';
import { waitingPositionText } from '../../schedule/booking-texts.ts';
import { useWorkouts } from './use-workouts.ts';
import { classDayText } from './class-day-text.ts';
import { NextClassCard } from './next-class-card.tsx';
import { StatusBadge } from '../../schedule/status-badge.tsx';
import { Spinner } from '../../shell/spinner.tsx';
import { cx } from '../../lib/class-names.ts';
import controls from '../../shell/controls.module.css';
import styles from './upcoming-workouts.module.css';

/** Enough to show the next few days of bookings and a waiting-list place. */
const SHOWN = 5;

/**
 * Home's classes: the next one I hold a place in as a card of its own, then the others coming up. It shares the my
 * workouts query, so a booking shows here at once.
 */
export function UpcomingWorkouts() {
  const { t } = useLingui();
  const { pending, workouts, now } = useWorkouts('future');
  const next = workouts.find((workout) => workout.status === 'booked' && !workout.isCancelled);
  const rest = workouts.filter((workout) => workout !== next).slice(0, SHOWN);
  const allLink = (
    <Link to="/workouts" className={styles.all}>
      <Trans>All my workouts</Trans>
    </Link>
  );
  return (
    <>
      {next && (
        <section className={styles.root} aria-labelledby="next-class">
          <h2 id="next-class" className={styles.heading}>
            <Trans>Next class</Trans>
          </h2>
          <NextClassCard workout={next} now={now} />
        </section>
      )}
      {(pending || rest.length > 0 || !next) && (
        <section className={styles.root} aria-labelledby="upcoming-workouts">
          <h2 id="upcoming-workouts" className={styles.heading}>
            <Trans>Upcoming workouts</Trans>
          </h2>
          {pending ? (
            <Spinner label={t`Loading your workouts…`} />
          ) : rest.length === 0 ? (
            <div className={styles.empty}>
              <p>
                <Trans>No upcoming workouts</Trans>
              </p>
              <Link to="/calendar" className={cx(controls.button, controls.primary, styles.action)}>
                <Trans>Open the timetable</Trans>
              </Link>
            </div>
          ) : (
            <ul className={styles.list}>
              {rest.map((workout) => {
                const tz = workout.clubTimeZone;
                return (
                  <li
                    key={workout.registrationId}
                    className={styles.item}
                    style={{ borderInlineStartColor: workout.trainingColor }}
                  >
                    <span className={styles.when}>
                      {classDayText(workout.startDateTime, tz, now)}, {formatTime(workout.startDateTime, tz)}
                    </span>
                    <span className={styles.name}>{workout.trainingName}</span>
                    <span className={styles.where}>
                      {workout.roomName} · {workout.clubName}
                    </span>
                    <span className={styles.badge}>
                      {workout.isCancelled ? (
                        <StatusBadge tone="danger" text={t`Class cancelled`} />
                      ) : workout.status === 'offered' ? (
                        <StatusBadge tone="success" text={t`Place offered`} />
                      ) : workout.status === 'waiting' ? (
                        <StatusBadge tone="warning" text={waitingPositionText(workout.placeInWaitingList)} />
                      ) : (
                        <StatusBadge tone="brand" text={t`Booked`} />
                      )}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          {!pending && (next || rest.length > 0) && allLink}
        </section>
      )}
      {next && rest.length === 0 && allLink}
    </>
  );
}
