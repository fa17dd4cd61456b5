import { useDeferredValue, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { deviceDay } from '../../common/calendar.ts';
import { useDateRange } from '../../state/date-range.ts';
import { selectWorkouts } from './workout-periods.ts';
import { workoutsQuery } from './queries.ts';
import type { WorkoutPeriod } from './workouts-search.ts';

/** My workouts of a period; the home screen's list reads the same "future" query, so both update together. */
export function useWorkouts(period: WorkoutPeriod) {
  const range = useDateRange();
  const [now] = useState(() => Date.now());
  const today = deviceDay(now);
  const query = useQuery(workoutsQuery(period, today, range));
  // The list (re)renders in a background render, in slices: the answer arriving rendered it in one long task.
  // Not while the query has no answer (another period, not fetched yet): the last period's list would show under
  // the new period's tab (as "no workouts in the period") until the background render caught up.
  const deferred = useDeferredValue(query.data);
  const data = query.data === undefined ? undefined : deferred;
  const workouts = useMemo(
    () => (data ? selectWorkouts(data, period, now, { from: range.from, to: range.to }) : []),
    [data, period, now, range.from, range.to],
  );
  /** Nothing to show yet: no answer, or one that the background render has not drawn. */
  const pending = data === undefined && (query.isPending || query.data !== undefined);
  return { query, pending, workouts, range, now };
}
