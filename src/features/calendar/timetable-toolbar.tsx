import { Button, makeStyles, tokens, ToggleButton } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CalendarView } from './search-params.ts';
import { dayLabel } from './day-label.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  range: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, minWidth: '12em' },
  spacer: { flexGrow: 1 },
});

/** Moving by day or week, back to today, and the week/day switch. */
export function TimetableToolbar({
  view,
  day,
  days,
  onMove,
  onToday,
  onView,
}: {
  view: CalendarView;
  day: string;
  days: readonly string[];
  onMove: (step: -1 | 1) => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
}) {
  const styles = useStyles();
  const { t } = useLingui();
  const first = days[0] ?? day;
  const last = days[days.length - 1] ?? day;
  const label = view === 'week' ? `${dayLabel(first, 'short')} – ${dayLabel(last, 'short')}` : dayLabel(day);
  return (
    <div className={styles.root} role="toolbar" aria-label={t`Timetable navigation`}>
      <Button onClick={() => onMove(-1)} aria-label={view === 'week' ? t`Previous week` : t`Previous day`}>
        ‹
      </Button>
      <Button onClick={onToday}>
        <Trans>Today</Trans>
      </Button>
      <Button onClick={() => onMove(1)} aria-label={view === 'week' ? t`Next week` : t`Next day`}>
        ›
      </Button>
      <p className={styles.range} aria-live="polite">
        {label}
      </p>
      <span className={styles.spacer} />
      <ToggleButton checked={view === 'week'} onClick={() => onView('week')}>
        <Trans>Week</Trans>
      </ToggleButton>
      <ToggleButton checked={view === 'day'} onClick={() => onView('day')}>
        <Trans>Day</Trans>
      </ToggleButton>
    </div>
  );
}
