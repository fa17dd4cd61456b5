import { memo } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Training } from '../api/contract/schedule.ts';
import { ClassChip } from './class-chip.tsx';
import { dayLabel } from './day-label.ts';
import { cx } from '../lib/class-names.ts';
import type { TimetableRole } from './queries.ts';
import styles from './week-grid.module.css';

/** Wide screens: the seven days side by side. */
export const WeekGrid = memo(function WeekGrid({
  byDay,
  today,
  now,
  onOpen,
  role,
}: {
  byDay: Map<string, Training[]>;
  today: string;
  now: number;
  onOpen: (training: Training) => void;
  role: TimetableRole;
}) {
  return (
    <div className={styles.grid}>
      {[...byDay].map(([day, trainings]) => (
        <section key={day} className={styles.day} aria-labelledby={`day-${day}`}>
          <h2 id={`day-${day}`} className={cx(styles.heading, day === today && styles.today)}>
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
                  <ClassChip training={training} now={now} onOpen={onOpen} role={role} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
});
