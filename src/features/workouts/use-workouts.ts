import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { deviceDay } from '../../api/contract/calendar.ts';
import { useDateRange } from '../../state/date-range.ts';
import { fetchRangeForDays } from '../../schedule/club-day.ts';
import { registrationQueries } from '../../schedule/queries.ts';
import { periodDays, selectWorkouts } from './workout-periods.ts';
import type { WorkoutPeriod } from './workouts-search.ts';

/** My workouts of a period; the home screen's list reads the same "future" query, so both update together. */
export function useWorkouts(period: WorkoutPeriod) {
  const range = useDateRange();
  const [now] = useState(() => Date.now());
  const today = deviceDay(now);
  const { first, last } = periodDays(period, today, range);
  const { from, to } = fetchRangeForDays(first, last);
  const query = useQuery(registrationQueries.range(from, to));
  const data = query.data;
  const workouts = useMemo(
    () => (data ? selectWorkouts(data, period, now, { from: range.from, to: range.to }) : []),
    [data, period, now, range.from, range.to],
  );
  return { query, workouts, range, now };
}
