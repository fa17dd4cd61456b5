import type { SeriesScope } from '../../api/contract/admin.ts';
import type { Training } from '../../api/contract/schedule.ts';

/** How many classes of its series come after this one (0 outside a series). */
export function laterClasses(series: Training['series']): number {
  return series ? Math.max(0, series.weeks - series.week) : 0;
}

/** "This class" or "this and all following" is a choice only when later classes exist. */
export const offersScope = (series: Training['series']): boolean => laterClasses(series) > 0;

/** How many classes a change with this scope reaches. */
export function classesReached(series: Training['series'], scope: SeriesScope): number {
  return scope === 'following' ? 1 + laterClasses(series) : 1;
}

/** The scope to send: 'following' only where the class has later ones (a stale choice falls back to this class). */
export function effectiveScope(series: Training['series'], chosen: SeriesScope): SeriesScope {
  return offersScope(series) ? chosen : 'this';
}
