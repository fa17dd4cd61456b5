/** The grouping of classes into the days of a week, in each club's time zone. */
import { addDays, dayInZone } from '../common/calendar.ts';
import { fetchRangeForDays } from './club-day.ts';

/** The instants to fetch for a week (see fetchRangeForDays). */
export function weekFetchRange(weekStart: string): { from: string; to: string } {
  return fetchRangeForDays(weekStart, addDays(weekStart, 6));
}

export interface Dated {
  startDateTime: string;
  club: { timeZone: string };
}

/**
 * Groups classes by their day in their club's zone, keeping only the given days, each day sorted
 * by start. Every given day gets an entry, empty days included.
 */
export function groupByDay<T extends Dated>(items: readonly T[], days: readonly string[]): Map<string, T[]> {
  const groups = new Map<string, T[]>(days.map((day) => [day, []]));
  for (const item of items) {
    groups.get(dayInZone(item.startDateTime, item.club.timeZone))?.push(item);
  }
  for (const list of groups.values()) {
    list.sort((a, b) => Date.parse(a.startDateTime) - Date.parse(b.startDateTime));
  }
  return groups;
}
