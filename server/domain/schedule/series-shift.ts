// The wall-clock helpers are pure (Intl only); they move to src/common/calendar.ts with the dates work.
import { fromWallClock, toWallClock } from '../../../src/common/wall-clock.ts';

const MINUTE_MS = 60_000;

/** The wall clock of an instant as if it were UTC, in ms: wall-clock arithmetic is plain arithmetic on it. */
function wallMs(instant: Date, timeZone: string): number {
  const { date, time } = toWallClock(instant, timeZone);
  return Date.parse(`${date}T${time}:00Z`);
}

/** How far the club's wall clock moved from `before` to `after` (18:00 Mon → 19:30 Tue is 25.5 h), in ms. */
export function wallClockChange(before: Date, after: Date, timeZone: string): number {
  return wallMs(after, timeZone) - wallMs(before, timeZone);
}

/**
 * The instant whose wall clock is `instant`'s moved by `change` ms, in the club's zone: a class at 18:00
 * moved by +1 h is at 19:00 whether or not a daylight-saving change lies between, and every week of a
 * series moves by the same wall-clock change. A time in the spring gap moves forward as clocks do.
 */
export function shiftWallClock(instant: Date, change: number, timeZone: string): Date {
  const moved = new Date(wallMs(instant, timeZone) + Math.round(change / MINUTE_MS) * MINUTE_MS).toISOString();
  const shifted = fromWallClock(moved.slice(0, 10), moved.slice(11, 16), timeZone);
  if (!shifted) throw new Error(`no wall clock ${moved} in ${timeZone}`);
  return shifted;
}
