import type { WorkoutPeriod } from './workouts-search.ts';

export function WorkoutsPage(_props: { period: WorkoutPeriod; onPeriodChange: (period: WorkoutPeriod) => void }) {
  return null;
}
