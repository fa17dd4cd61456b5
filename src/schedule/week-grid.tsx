import { memo } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import type { Training } from '../api/contract/schedule.ts';
import { ClassChip } from './class-chip.tsx';
import { dayLabel } from './day-label.ts';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: tokens.spacingHorizontalS },
  day: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: {
    margin: 0,
    padding: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    borderBottom: `2px solid ${tokens.colorNeutralStroke2}`,
    textTransform: 'capitalize',
  },
  today: { borderBottomColor: tokens.colorBrandStroke1, color: tokens.colorBrandForeground1 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  // Chips far below the fold skip layout and paint until scrolled near: a big club's week has hundreds.
  item: { contentVisibility: 'auto', containIntrinsicSize: 'auto 90px' },
  empty: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/** Wide screens: the seven days side by side. */
export const WeekGrid = memo(function WeekGrid({
  byDay,
  today,
  now,
  onOpen,
  showCounts = false,
}: {
  byDay: Map<string, Training[]>;
  today: string;
  now: number;
  onOpen: (training: Training) => void;
  showCounts?: boolean;
}) {
  const styles = useStyles();
  return (
    <div className={styles.grid}>
      {[...byDay].map(([day, trainings]) => (
        <section key={day} className={styles.day} aria-labelledby={`day-${day}`}>
          <h2 id={`day-${day}`} className={mergeClasses(styles.heading, day === today && styles.today)}>
            {dayLabel(day, 'short')}
          </h2>
          {trainings.length === 0 ? (
            <p className={styles.empty}>
              <Trans>No classes</Trans>
            </p>
          ) : (
            <ul className={styles.list}>
              {trainings.map((training) => (
                <li key={training.id} className={styles.item}>
                  <ClassChip training={training} now={now} onOpen={onOpen} showCounts={showCounts} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
});
