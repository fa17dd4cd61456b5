import { memo, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Training } from '../api/contract/schedule.ts';
import type { TimetableRole } from './queries.ts';
import { ClassCard } from './class-card.tsx';
import type { ClassActions } from './class-actions.ts';
import { dayLabel } from './day-label.ts';
import { cx } from '../lib/class-names.ts';
import controls from '../shell/controls.module.css';
import styles from './day-list.module.css';

/**
 * Narrow screens (and the single-day view): the days one under another, each class as a card with its booking
 * buttons. In the week of today, the days gone by are folded away: the list opens at today.
 */
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
  const [showEarlier, setShowEarlier] = useState(false);
  const earlier = shownDays.includes(today) ? shownDays.filter((day) => day < today) : [];
  const days = showEarlier ? shownDays : shownDays.filter((day) => !earlier.includes(day));
  return (
    <div className={styles.days}>
      {earlier.length > 0 && (
        <button
          type="button"
          className={cx(controls.button, controls.subtle, styles.earlier)}
          aria-expanded={showEarlier}
          onClick={() => setShowEarlier(!showEarlier)}
        >
          {showEarlier ? <Trans>Hide earlier days</Trans> : <Trans>Show earlier days</Trans>}
        </button>
      )}
      {days.map((day) => {
        const trainings = byDay.get(day) ?? [];
        return (
          <section key={day} className={styles.day} aria-labelledby={`day-${day}`}>
            <h2 id={`day-${day}`} className={cx(styles.heading, day === today && styles.today)}>
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
