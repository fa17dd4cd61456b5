import { makeStyles, tokens, ToggleButton } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { dayLabel } from './day-label.ts';

const useStyles = makeStyles({
  strip: { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: tokens.spacingHorizontalXXS },
  day: { minWidth: 0, paddingLeft: 0, paddingRight: 0, textTransform: 'capitalize' },
});

const weekdayOnly = (day: string) => dayLabel(day, 'short').split(/[\s,]+/)[0] ?? day;

/** The days of the week as one-tap buttons for the single-day view on a phone. */
export function DayStrip({ days, selected, onSelect }: { days: readonly string[]; selected: string; onSelect: (day: string) => void }) {
  const styles = useStyles();
  const { t } = useLingui();
  return (
    <div className={styles.strip} role="group" aria-label={t`Day of the week`}>
      {days.map((day) => (
        <ToggleButton
          key={day}
          className={styles.day}
          size="small"
          checked={day === selected}
          onClick={() => onSelect(day)}
          aria-label={dayLabel(day)}
        >
          <span aria-hidden>
            {weekdayOnly(day)}
            <br />
            {Number(day.slice(8))}
          </span>
        </ToggleButton>
      ))}
    </div>
  );
}
