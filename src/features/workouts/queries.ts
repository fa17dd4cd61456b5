import type { DateRange } from '../../state/date-range.ts';
import { fetchRangeForDays } from '../../schedule/club-day.ts';
import { registrationQueries } from '../../schedule/queries.ts';
import { periodDays } from './workout-periods.ts';
import type { WorkoutPeriod } from './workouts-search.ts';

/** My workouts of a period: the member's places of its days (registrations), for the route's loader and the page alike. */
export function workoutsQuery(period: WorkoutPeriod, today: string, range: DateRange) {
  const { first, last } = periodDays(period, today, range);
  const { from, to } = fetchRangeForDays(first, last);
  return registrationQueries.range(from, to);
}
