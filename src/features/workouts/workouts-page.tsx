import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Page } from '../../shell/page.tsx';
import { setDateRangeEdge } from '../../state/date-range.ts';
import { useWorkouts } from './use-workouts.ts';
import { WorkoutItem } from './workout-item.tsx';
import type { WorkoutActions } from './workout-actions.ts';
import { workoutPeriods, type WorkoutPeriod } from './workouts-search.ts';
import { DateField } from '../../shell/date-input.tsx';
import { ChoiceTabs } from '../../shell/choice-tabs.tsx';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  range: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** My workouts: future (start after now), past (at or before now) and all, with cancel where allowed. */
export function WorkoutsPage({
  period,
  onPeriodChange,
  actions,
}: {
  period: WorkoutPeriod;
  onPeriodChange: (period: WorkoutPeriod) => void;
  /** What I can do with a class still ahead, filled by the route (cancel, add to calendar). */
  actions?: WorkoutActions | undefined;
}) {
  const styles = useStyles();
  const { t } = useLingui();
  const { query, pending, workouts, range, now } = useWorkouts(period);
  const labels: Record<WorkoutPeriod, string> = { future: t`Upcoming`, past: t`Past`, all: t`All` };

  return (
    <Page title={<Trans>My workouts</Trans>} updatedAt={query.dataUpdatedAt || undefined}>
      <div className={styles.body}>
        <ChoiceTabs
          label={t`Period`}
          choices={workoutPeriods.map((p) => ({ value: p, label: labels[p] }))}
          selected={period}
          onSelect={onPeriodChange}
        />
        {period !== 'future' && (
          <div className={styles.range}>
            <DateField label={t`From`} value={range.from} onValueChange={(value) => setDateRangeEdge('from', value)} />
            <DateField label={t`To`} value={range.to} onValueChange={(value) => setDateRangeEdge('to', value)} />
          </div>
        )}
        {pending ? (
          <Spinner label={t`Loading your workouts…`} />
        ) : query.isError && !query.data ? (
          <div role="alert">
            <p>
              <Trans>Unable to get the training info</Trans>
            </p>
            <Button onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : workouts.length === 0 ? (
          <p className={styles.empty}>
            {period === 'future' ? <Trans>No upcoming workouts</Trans> : <Trans>No workouts in the period</Trans>}{' '}
            <Link to="/calendar">
              <Trans>Open the timetable</Trans>
            </Link>
          </p>
        ) : (
          <ul className={styles.list} aria-label={labels[period]}>
            {workouts.map((workout) => (
              <li key={workout.registrationId}>
                <WorkoutItem workout={workout} upcoming={Date.parse(workout.startDateTime) > now} actions={actions} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Page>
  );
}
