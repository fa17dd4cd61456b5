import * as v from 'valibot';

/** docs/behaviour.md#records-and-local-state: future (start after now), past (start at or before now) and all. */
export const workoutPeriods = ['future', 'past', 'all'] as const;
export type WorkoutPeriod = (typeof workoutPeriods)[number];

export const WorkoutsSearch = v.object({
  period: v.fallback(v.optional(v.picklist(workoutPeriods)), undefined),
});
export type WorkoutsSearch = v.InferOutput<typeof WorkoutsSearch>;

/** Parses untrusted search params; a bad period is dropped, never thrown. */
export function parseWorkoutsSearch(input: unknown): WorkoutsSearch {
  const result = v.safeParse(WorkoutsSearch, input);
  return result.success ? result.output : {};
}
