import { useLingui } from '@lingui/react/macro';
import { dayLabel } from './day-label.ts';
import { cx } from '../lib/class-names.ts';
import styles from './timetable-page.module.css';

const weekdayOnly = (day: string) => dayLabel(day, 'short').split(/[\s,]+/)[0] ?? day;

/**
 * The days of the week as one-tap buttons for the single-day view: today stands out, days gone by are muted, and a
 * dot marks the days on which the member holds a place or a waiting-list spot.
 */
export function DayStrip({
  days,
  selected,
  today,
  booked,
  onSelect,
}: {
  days: readonly string[];
  selected: string;
  today: string;
  /** the days with the member's bookings */
  booked: ReadonlySet<string>;
  onSelect: (day: string) => void;
}) {
  const { t } = useLingui();
  return (
    <div className={styles.strip} role="group" aria-label={t`Day of the week`}>
      {days.map((day) => {
        const label = dayLabel(day);
        return (
          <button
            type="button"
            key={day}
            className={cx(styles.day, day < today && styles.gone, day === today && styles.today)}
            aria-pressed={day === selected}
            aria-current={day === today ? 'date' : undefined}
            onClick={() => onSelect(day)}
            aria-label={booked.has(day) ? t`${label}, you have a booking` : label}
          >
            <span className={styles.weekday} aria-hidden>
              {weekdayOnly(day)}
            </span>
            <span className={styles.date} aria-hidden>
              {Number(day.slice(8))}
            </span>
            <span className={cx(styles.mark, booked.has(day) && styles.marked)} aria-hidden />
          </button>
        );
      })}
    </div>
  );
}
