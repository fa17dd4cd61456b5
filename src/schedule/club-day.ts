/** The instants to fetch for club days; the days themselves come from src/common/calendar.ts. */
import { addDays, dayStartUtc } from '../common/calendar.ts';

const HOUR_MS = 3_600_000;

/*
 * Any zone's day lies within UTC-12…UTC+14 of the UTC day, so asking for the UTC days widened by
 * that much returns every class of those days in whatever zone its club is; grouping by the club
 * day then drops what falls outside. Query keys stay plain days, independent of any time zone.
 */
export function fetchRangeForDays(firstDay: string, lastDay: string): { from: string; to: string } {
  return {
    from: new Date(dayStartUtc(firstDay) - 14 * HOUR_MS).toISOString(),
    to: new Date(dayStartUtc(addDays(lastDay, 1)) + 12 * HOUR_MS).toISOString(),
  };
}
