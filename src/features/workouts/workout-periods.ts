import type { TrainingRegistration } from '../../api/contract/registration.ts';
import type { DateRange } from '../../state/date-range.ts';
import { addDays, dayInZone } from '../../common/calendar.ts';
import type { WorkoutPeriod } from './workouts-search.ts';

/** How far ahead "future" looks: far enough for any club's booking window. */
export const FUTURE_DAYS = 56;

/** The days a period asks the server for: future from today on, past and all within the chosen range. */
export function periodDays(period: WorkoutPeriod, today: string, range: DateRange): { first: string; last: string } {
  if (period === 'future') return { first: today, last: addDays(today, FUTURE_DAYS) };
  if (period === 'past') return { first: range.from, last: range.to < today ? range.to : today };
  return { first: range.from, last: range.to };
}

/**
 * docs/behaviour.md#records-and-local-state: future starts after now, past at or before now, all is both. Upcoming is soonest first; past and
 * all, lists that reach back in time, are newest first. Past and all keep only the chosen days (in each club's zone).
 */
export function selectWorkouts(
  records: readonly TrainingRegistration[],
  period: WorkoutPeriod,
  now: number,
  range: DateRange,
): TrainingRegistration[] {
  const inRange = (r: TrainingRegistration) => {
    const day = dayInZone(r.startDateTime, r.clubTimeZone);
    return day >= range.from && day <= range.to;
  };
  const start = (r: TrainingRegistration) => Date.parse(r.startDateTime);
  const selected = records.filter((r) => {
    if (period === 'future') return start(r) > now;
    if (period === 'past') return start(r) <= now && inRange(r);
    return inRange(r);
  });
  return selected.sort((a, b) => (period === 'future' ? start(a) - start(b) : start(b) - start(a)));
}
