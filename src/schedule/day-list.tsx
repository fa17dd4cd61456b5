import { memo } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import type { Training } from '../api/contract/schedule.ts';
import type { TimetableRole } from './queries.ts';
import { ClassCard } from './class-card.tsx';
import type { ClassActions } from './class-actions.ts';
import { dayLabel } from './day-label.ts';

const useStyles = makeStyles({
  days: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  day: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, textTransform: 'capitalize' },
  today: { color: tokens.colorBrandForeground1 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  // Cards far off screen skip layout and paint until scrolled near: a big club's week has hundreds.
  item: { contentVisibility: 'auto', containIntrinsicSize: 'auto 140px' },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** Narrow screens (and the single-day view): the days one under another, each class as a card with its booking buttons. */
export const DayList = memo(function DayList({
  byDay,
  shownDays,
  today,
  now,
  role,
  onOpen,
  actions,
}: {
  byDay: Map<string, Training[]>;
  shownDays: readonly string[];
  today: string;
  now: number;
  role: TimetableRole;
  onOpen: (training: Training) => void;
  actions?: ClassActions | undefined;
}) {
  const styles = useStyles();
  return (
    <div className={styles.days}>
      {shownDays.map((day) => {
        const trainings = byDay.get(day) ?? [];
        return (
          <section key={day} className={styles.day} aria-labelledby={`day-${day}`}>
            <h2 id={`day-${day}`} className={mergeClasses(styles.heading, day === today && styles.today)}>
              {dayLabel(day)}
            </h2>
            {trainings.length === 0 ? (
              <p className={styles.empty}>
                <Trans>No classes on this day</Trans>
              </p>
            ) : (
              <ul className={styles.list}>
                {trainings.map((training) => (
                  <li key={training.id} className={styles.item}>
                    <ClassCard training={training} role={role} now={now} onOpen={onOpen} actions={actions} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
});
