import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { dayInZone } from '../../common/calendar.ts';
import { deviceDay } from '../../common/calendar.ts';
import { formatTime } from '../../lib/dates.ts';
import { fetchRangeForDays } from '../../schedule/club-day.ts';
import { scheduleQueries } from '../../schedule/queries.ts';
import { StatusBadge } from '../../schedule/status-badge.tsx';
import { Spinner } from '../../shell/spinner.tsx';
import { adminQueries } from './queries.ts';
import { todaySummary } from './today-summary.ts';
import styles from './admin-today.module.css';

/** The admin's home: today at the club (classes, how full, cancelled ones, notices not yet sent), each a tap from its page. */
export function AdminToday() {
  const { t } = useLingui();
  const [now] = useState(() => Date.now());
  const today = deviceDay(now);
  const schedule = useQuery(scheduleQueries.list('admin', fetchRangeForDays(today, today)));
  const outbox = useQuery(adminQueries.outbox());
  const summary = todaySummary(schedule.data ?? [], outbox.data ?? [], now);
  const { classes, cancelled, booked, places, fillPercent, unsent, unsentAtLeast } = summary;
  return (
    <section className={styles.root} aria-labelledby="admin-today">
      <h2 id="admin-today" className={styles.heading}>
        <Trans>Today at the club</Trans>
      </h2>
      {schedule.isPending ? (
        <Spinner label={t`Loading the timetable…`} />
      ) : schedule.isError && !schedule.data ? (
        <p role="alert">
          <Trans>Unable to get the timetable</Trans>
        </p>
      ) : (
        <>
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>
                <Trans>Classes</Trans>
              </dt>
              <dd className={styles.value}>{classes.length - cancelled}</dd>
              <dd className={styles.detail}>{cancelled > 0 ? t`${cancelled} cancelled` : t`None cancelled`}</dd>
            </div>
            <div className={styles.figure}>
              <dt>
                <Trans>Fill</Trans>
              </dt>
              <dd className={styles.value}>{fillPercent === null ? '–' : `${fillPercent} %`}</dd>
              <dd className={styles.detail}>{t`${booked} booked of ${places} places`}</dd>
            </div>
            <div className={styles.figure}>
              <dt>
                <Trans>Unsent notices</Trans>
              </dt>
              <dd className={styles.value}>{outbox.data ? `${unsent}${unsentAtLeast ? '+' : ''}` : '–'}</dd>
              <dd className={styles.detail}>
                <Link to="/admin-outbox" className={styles.link}>
                  <Trans>Sent notices</Trans>
                </Link>
              </dd>
            </div>
          </dl>
          {classes.length === 0 ? (
            <p className={styles.empty}>
              <Trans>No classes today</Trans>
            </p>
          ) : (
            <ul className={styles.list} aria-label={t`Today's classes`}>
              {classes.map((training) => {
                const tz = training.club.timeZone;
                return (
                  <li key={training.id}>
                    <Link
                      to="/admin-calendar"
                      search={{ date: dayInZone(training.startDateTime, tz), id: training.id }}
                      className={styles.item}
                      style={training.style ? { borderInlineStartColor: training.style.color } : undefined}
                    >
                      <span className={styles.time}>
                        {formatTime(training.startDateTime, tz)}–{formatTime(training.endDateTime, tz)}
                      </span>
                      <span className={styles.name}>{training.name}</span>
                      <span className={styles.where}>
                        {training.room.name} · {training.club.name}
                      </span>
                      <span className={styles.count}>
                        {training.isCancelled ? (
                          <StatusBadge tone="danger" text={t`Cancelled`} />
                        ) : (
                          t`${training.bookedCount} of ${training.maxPlaces}`
                        )}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
          <Link to="/admin-calendar" className={styles.link}>
            <Trans>Open the admin timetable</Trans>
          </Link>
        </>
      )}
    </section>
  );
}
