/*
 * Wall clocks ('HH:MM') in a zone and back, beside the days of calendar.ts (the same date module, on the same
 * typed parts): apart only because few screens need them (the admin's class form), while the days are part of
 * every first visit.
 */
import { DAY_MS, dayOf, dayStartUtc, isCalendarDay, twoDigits, wallFields } from './calendar.ts';

/** The wall clock of an instant in a zone: { date: 'YYYY-MM-DD', time: 'HH:MM' }. */
export function toWallClock(instant: string | number | Date, timeZone: string): { date: string; time: string } {
  const { year, month, day, hour, minute } = wallFields(instant, timeZone, true);
  return { date: dayOf(year, month, day), time: `${twoDigits(hour)}:${twoDigits(minute)}` };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffset(ms: number, timeZone: string): number {
  const { year, month, day, hour, minute } = wallFields(ms, timeZone, true);
  return Date.UTC(year, month - 1, day, hour, minute) - Math.floor(ms / 60_000) * 60_000;
}

/**
 * The instant of a wall-clock date and time in a zone, or undefined when the input is not a date
 * and time. A time skipped by the spring change moves forward by the gap (as clocks do); a time
 * repeated in autumn means its first occurrence.
 */
export function fromWallClock(date: string, time: string, timeZone: string): Date | undefined {
  const clock = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!isCalendarDay(date) || !clock) return undefined;
  const wall = dayStartUtc(date) + (Number(clock[1]) * 60 + Number(clock[2])) * 60_000;
  // the offsets a day before and after cover both sides of any change that night
  const candidates = [wall - zoneOffset(wall - DAY_MS, timeZone), wall - zoneOffset(wall + DAY_MS, timeZone)];
  const exact = candidates.filter((ms) => {
    const shown = toWallClock(ms, timeZone);
    return shown.date === date && shown.time === time;
  });
  // in the autumn overlap both show the asked time: the earlier one; in the spring gap neither: the
  // offset from before the change, which lands after the gap
  return new Date(exact.length > 0 ? Math.min(...exact) : candidates[0]!);
}
