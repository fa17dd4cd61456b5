import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronRight20Regular } from '@fluentui/react-icons/headless/svg/chevron-right';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Training } from '../../../api/contract/schedule.ts';
import { formatDayTitle, formatTime } from '../../../lib/dates.ts';
import { Badge } from '../../../ui/badge.tsx';

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '64px',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderLeftWidth: '4px',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  past: { color: tokens.colorNeutralForeground3 },
  time: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', minWidth: '3.5em' },
  start: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, lineHeight: 1.2 },
  end: { fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  name: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  line: { fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  counts: { fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  chevron: { fontSize: '20px', color: tokens.colorNeutralForeground3 },
});

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
  const styles = useStyles();
  const { t } = useLingui();
  const tz = training.club.timeZone;
  const start = formatTime(training.startDateTime, tz);
  const running = Date.parse(training.startDateTime) <= now && now < Date.parse(training.endDateTime);
  const ended = Date.parse(training.endDateTime) <= now;
  const Heading = `h${headingLevel}` as const;
  return (
    <Link
      className={mergeClasses(styles.card, (ended || training.isCancelled) && styles.past)}
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
