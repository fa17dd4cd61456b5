import { useLingui } from '@lingui/react/macro';
import { dayLabel } from './day-label.ts';
import { cx } from '../lib/class-names.ts';
import controls from '../shell/controls.module.css';
import styles from './timetable-page.module.css';

const weekdayOnly = (day: string) => dayLabel(day, 'short').split(/[\s,]+/)[0] ?? day;

/** The days of the week as one-tap buttons for the single-day view on a phone. */
export function DayStrip({
  days,
  selected,
  onSelect,
}: {
  days: readonly string[];
  selected: string;
  onSelect: (day: string) => void;
}) {
  const { t } = useLingui();
  return (
    <div className={styles.strip} role="group" aria-label={t`Day of the week`}>
      {days.map((day) => (
        <button
          type="button"
          key={day}
          className={cx(controls.button, controls.secondary, controls.toggle, controls.small, styles.day)}
          aria-pressed={day === selected}
          onClick={() => onSelect(day)}
          aria-label={dayLabel(day)}
        >
          <span aria-hidden>
            {weekdayOnly(day)}
            <br />
            {Number(day.slice(8))}
          </span>
        </button>
      ))}
    </div>
  );
}
