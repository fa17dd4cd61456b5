import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CalendarView } from './search-params.ts';
import { dayLabel } from './day-label.ts';
import { cx } from '../lib/class-names.ts';
import controls from '../shell/controls.module.css';
import styles from './timetable-page.module.css';

const button = cx(controls.button, controls.secondary, styles.control);
const toggle = cx(button, controls.toggle);

/**
 * The week on show with its arrows, back to today, and the week/day switch. Its tracks are fixed: the range's text
 * changes (a weekday's name is longer in one language than in another), the buttons do not move.
 */
export function TimetableToolbar({
  view,
  days,
  onMove,
  onToday,
  onView,
  extra,
}: {
  view: CalendarView;
  days: readonly string[];
  onMove: (step: -1 | 1) => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
  /** more controls at the end of the row (the filters switch on phones) */
  extra?: ReactNode;
}) {
  const { t } = useLingui();
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? first;
  // the week in both views: in the day view the day strip below names the day
  const label = `${dayLabel(first, 'short')} – ${dayLabel(last, 'short')}`;
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t`Timetable navigation`}>
      <div className={styles.week}>
        <button
          type="button"
          className={cx(button, styles.arrow)}
          onClick={() => onMove(-1)}
          aria-label={t`Previous week`}
        >
          <span aria-hidden>‹</span>
        </button>
        <p className={styles.range} aria-live="polite">
          {label}
        </p>
        <button type="button" className={cx(button, styles.arrow)} onClick={() => onMove(1)} aria-label={t`Next week`}>
          <span aria-hidden>›</span>
        </button>
      </div>
      <div className={styles.commands}>
        <button type="button" className={button} onClick={onToday}>
          <Trans>Today</Trans>
        </button>
        <div className={styles.views} role="group" aria-label={t`View`}>
          <button type="button" className={toggle} aria-pressed={view === 'week'} onClick={() => onView('week')}>
            <Trans>Week</Trans>
          </button>
          <button type="button" className={toggle} aria-pressed={view === 'day'} onClick={() => onView('day')}>
            <Trans>Day</Trans>
          </button>
        </div>
        {extra}
      </div>
    </div>
  );
}
