import { ChevronRight20Regular } from '@fluentui/react-icons/headless/svg/chevron-right';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Training } from '../../../api/contract/schedule.ts';
import { formatDayTitle, formatTime } from '../../../lib/dates.ts';
import { Badge } from '../../../ui/badge.tsx';
import styles from './todays-class-card.module.css';

/**
 * One class the trainer leads, as "Today" lists it: when, where, booked of places and the waiting list,
 * the whole card one tap from its participants. `withDate` for a class on another day (the next one).
 */
export function TodaysClassCard({
  training,
  now,
  withDate = false,
  headingLevel = 3,
}: {
  training: Training;
  now: number;
  withDate?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useLingui();
  const tz = training.club.timeZone;
  const start = formatTime(training.startDateTime, tz);
  const running = Date.parse(training.startDateTime) <= now && now < Date.parse(training.endDateTime);
  const ended = Date.parse(training.endDateTime) <= now;
  const Heading = `h${headingLevel}` as const;
  return (
    <Link
      className={ended || training.isCancelled ? `${styles.card} ${styles.past}` : styles.card}
      style={training.style ? { borderLeftColor: training.style.color } : undefined}
      to="/participants/$trainingId"
      params={{ trainingId: training.id }}
    >
      <span className={styles.time}>
        <span className={styles.start}>{start}</span>
        <span className={styles.end}>{formatTime(training.endDateTime, tz)}</span>
      </span>
      <span className={styles.body}>
        <Heading className={styles.name}>{training.name}</Heading>
        {withDate && <span className={styles.line}>{formatDayTitle(training.startDateTime, tz)}</span>}
        <span className={styles.line}>
          {training.room.name} · {training.club.name}
        </span>
        <span className={styles.counts}>
          {t`Booked ${training.bookedCount} of ${training.maxPlaces}`}
          {training.waitingCount > 0 ? ` · ${t`waiting ${training.waitingCount}`}` : ''}
        </span>
        {(running || ended || training.isCancelled) && (
          <span className={styles.badges}>
            {training.isCancelled ? (
              <Badge tone="danger">
                <Trans>Cancelled</Trans>
              </Badge>
            ) : running ? (
              <Badge tone="brand">
                <Trans context="class state">Now</Trans>
              </Badge>
            ) : (
              <Badge tone="neutral">
                <Trans context="class state">Ended</Trans>
              </Badge>
            )}
          </span>
        )}
      </span>
      <ChevronRight20Regular className={styles.chevron} aria-hidden />
    </Link>
  );
}
