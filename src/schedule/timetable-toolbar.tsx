import type { ReactNode } from 'react';
import { Button, makeStyles, tokens, ToggleButton } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CalendarView } from './search-params.ts';
import { dayLabel } from './day-label.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  arrow: { minWidth: '40px' },
  range: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, flexGrow: 1, textTransform: 'capitalize' },
  views: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

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
  const styles = useStyles();
  const { t } = useLingui();
  const first = days[0] ?? day;
  const last = days[days.length - 1] ?? day;
  const label = view === 'week' ? `${dayLabel(first, 'short')} – ${dayLabel(last, 'short')}` : dayLabel(day);
  return (
    <div className={styles.root} role="toolbar" aria-label={t`Timetable navigation`}>
      <Button className={styles.arrow} onClick={() => onMove(-1)} aria-label={view === 'week' ? t`Previous week` : t`Previous day`}>
        ‹
      </Button>
      <Button onClick={onToday}>
        <Trans>Today</Trans>
      </Button>
      <Button className={styles.arrow} onClick={() => onMove(1)} aria-label={view === 'week' ? t`Next week` : t`Next day`}>
        ›
      </Button>
      <p className={styles.range} aria-live="polite">
        {label}
      </p>
      <div className={styles.views} role="group" aria-label={t`View`}>
        <ToggleButton checked={view === 'week'} onClick={() => onView('week')}>
          <Trans>Week</Trans>
        </ToggleButton>
        <ToggleButton checked={view === 'day'} onClick={() => onView('day')}>
          <Trans>Day</Trans>
        </ToggleButton>
      </div>
      {extra}
    </div>
  );
}
