import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CalendarView } from './search-params.ts';
import { dayLabel } from './day-label.ts';
import { cx } from '../lib/class-names.ts';
import controls from '../shell/controls.module.css';
import styles from './timetable-page.module.css';

const button = cx(controls.button, controls.secondary);
const toggle = cx(button, controls.toggle);

/** Moving by day or week, back to today, and the week/day switch. */
export function TimetableToolbar({
  view,
  day,
  days,
  onMove,
  onToday,
  onView,
  extra,
}: {
  view: CalendarView;
  day: string;
  days: readonly string[];
  onMove: (step: -1 | 1) => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
  /** more controls at the end of the row (the filters switch on phones) */
  extra?: ReactNode;
}) {
  const { t } = useLingui();
  const first = days[0] ?? day;
  const last = days[days.length - 1] ?? day;
  const label = view === 'week' ? `${dayLabel(first, 'short')} – ${dayLabel(last, 'short')}` : dayLabel(day);
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t`Timetable navigation`}>
      <button
        type="button"
        className={cx(button, styles.arrow)}
        onClick={() => onMove(-1)}
        aria-label={view === 'week' ? t`Previous week` : t`Previous day`}
      >
        ‹
      </button>
      <button type="button" className={button} onClick={onToday}>
        <Trans>Today</Trans>
      </button>
      <button
        type="button"
        className={cx(button, styles.arrow)}
        onClick={() => onMove(1)}
        aria-label={view === 'week' ? t`Next week` : t`Next day`}
      >
        ›
      </button>
      <p className={styles.range} aria-live="polite">
        {label}
      </p>
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
  );
}
