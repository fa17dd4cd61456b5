import type { AvailabilityConflict } from '../../api/contract/admin.ts';
import type { FutureClass } from '../../api/contract/admin-resources.ts';

const DAY_MS = 86_400_000;
/** Below the availability query's longest range (MAX_RANGE_DAYS). */
export const WINDOW_DAYS = 60;

export type Window = { from: string; to: string };

/**
 * The ranges to ask the new trainer's availability for, covering every class: one or two questions
 * instead of one per class (a leaving trainer may have dozens of classes ahead).
 */
export function availabilityWindows(classes: readonly FutureClass[]): Window[] {
  if (classes.length === 0) return [];
  const start = Math.min(...classes.map((k) => Date.parse(k.start)));
  const end = Math.max(...classes.map((k) => Date.parse(k.end)));
  const windows: Window[] = [];
  for (let from = start; from < end; from += WINDOW_DAYS * DAY_MS) {
    windows.push({
      from: new Date(from).toISOString(),
      to: new Date(Math.min(end, from + WINDOW_DAYS * DAY_MS)).toISOString(),
    });
  }
  return windows;
}

/** The classes that overlap one of the new trainer's own classes. */
export function clashingClasses(
  classes: readonly FutureClass[],
  conflicts: readonly AvailabilityConflict[],
): Set<number> {
  const clashes = new Set<number>();
  for (const k of classes) {
    const [start, end] = [Date.parse(k.start), Date.parse(k.end)];
    if (conflicts.some((c) => c.trainingId !== k.id && Date.parse(c.start) < end && Date.parse(c.end) > start))
      clashes.add(k.id);
  }
  return clashes;
}
