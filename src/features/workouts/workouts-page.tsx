import { lazy, Suspense, type ComponentType } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Page } from '../../shell/page.tsx';
import { setDateRangeEdge } from '../../state/date-range.ts';
import { useWorkouts } from './use-workouts.ts';
import { WorkoutItem } from './workout-item.tsx';
import type { WorkoutActions } from './workout-actions.ts';
import { workoutPeriods, type WorkoutPeriod } from './workouts-search.ts';
import { ChoiceTabs } from '../../shell/choice-tabs.tsx';
import { Spinner } from '../../shell/spinner.tsx';
import { cx } from '../../lib/class-names.ts';
import controls from '../../shell/controls.module.css';
import styles from './workouts-page.module.css';
import { loadDateDataSoon } from '../../lib/dates.ts';

// The date fields (Fluent's Field and Input) only for the past and all periods: the upcoming list, the page's
// usual view, loads no Fluent UI (~90 KiB gzip, and its style engine's work as the page first renders).
const DateField = lazy(() => import('../../shell/date-input.tsx').then((module) => ({ default: module.DateField })));

// This module loads before the page's first render (its route's code): the date data comes first, in a task of its own.
loadDateDataSoon();

/** My workouts: future (start after now), past (at or before now) and all, with cancel where allowed. */
export function WorkoutsPage({
  period,
  onPeriodChange,
  actions,
  weekly: Weekly,
}: {
  period: WorkoutPeriod;
  onPeriodChange: (period: WorkoutPeriod) => void;
  /** What I can do with a class still ahead, filled by the route (cancel, add to calendar). */
  actions?: WorkoutActions | undefined;
  /** The member's standing bookings ("book every week"), filled by the route, above the upcoming list. */
  weekly?: ComponentType | undefined;
}) {
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
          <Suspense fallback={<Spinner label={t`Loading…`} />}>
            <div className={styles.range}>
              <DateField
                label={t`From`}
                value={range.from}
                onValueChange={(value) => setDateRangeEdge('from', value)}
              />
              <DateField label={t`To`} value={range.to} onValueChange={(value) => setDateRangeEdge('to', value)} />
            </div>
          </Suspense>
        )}
        {period === 'future' && Weekly && <Weekly />}
        {pending ? (
          <Spinner label={t`Loading your workouts…`} />
        ) : query.isError && !query.data ? (
          <div role="alert">
            <p>
              <Trans>Unable to get the class info</Trans>
            </p>
            <button
              type="button"
              className={cx(controls.button, controls.secondary)}
              onClick={() => void query.refetch()}
            >
              <Trans>Try again</Trans>
            </button>
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
