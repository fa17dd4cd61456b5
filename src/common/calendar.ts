/*
 * Machine-readable days ('YYYY-MM-DD', the wire's IsoDate) and wall clocks ('HH:MM'), for the app, the
 * server and the seed alike. Zones are read with formatToParts, whose parts are typed, and days are
 * moved with UTC arithmetic. Never read a value back from the string a locale writes: Canadian English
 * writes 11/24/2026 under ICU 72 (WebKit on Debian, older Safari), not 2026-11-24, and the timetable crashed on it.
 */

export const DAY_MS = 86_400_000;

export const twoDigits = (n: number) => String(n).padStart(2, '0');
export const dayOf = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;

/** The instant (ms) a 'YYYY-MM-DD' day begins in UTC; NaN when it is not one. */
export function dayStartUtc(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
}

/** The UTC day of an instant (ms); throws on NaN, as toISOString() does, rather than answer 'NaN-NaN-NaN'. */
function utcDay(ms: number): string {
  if (Number.isNaN(ms)) throw new RangeError('Invalid time value');
  const date = new Date(ms);
  return dayOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** True for a 'YYYY-MM-DD' day that exists (2026-02-30 does not). */
export function isCalendarDay(text: string): boolean {
  const start = dayStartUtc(text);
  return !Number.isNaN(start) && utcDay(start) === text;
}

/** A day moved by whole days (in UTC, where no daylight-saving change can skip or repeat a day); throws on what is not a day. */
export function addDays(day: string, days: number): string {
  return utcDay(dayStartUtc(day) + days * DAY_MS);
}

/** A day moved by whole months; a day the month lacks becomes its last (31 March − 1 month: 28 February). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfTarget = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return utcDay(Date.UTC(year, month - 1 + months, Math.min(date, lastOfTarget)));
}

/** The first day of the month that holds `day`. */
export function startOfMonth(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/** The last day of the month that holds `day`. */
export function endOfMonth(day: string): string {
  return addDays(addMonths(startOfMonth(day), 1), -1);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayStartUtc(to) - dayStartUtc(from)) / DAY_MS);
}

/** The Monday of the week that holds `day`. */
export function startOfWeek(day: string): string {
  const weekday = new Date(dayStartUtc(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The seven days Monday–Sunday of the week that holds `day`. */
export function weekDays(day: string): string[] {
  const monday = startOfWeek(day);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/**
 * The device's own calendar day, from the Date's local fields: no Intl, which costs a phone 40–130 ms
 * on a page's first call (measured at 4× CPU), and the service worker can use it too.
 */
export function deviceDay(now: Date | number = Date.now()): string {
  const date = new Date(now);
  return dayOf(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/*
 * Formatters per zone, cached: creating one is the costly part, and the day of hundreds of classes is
 * asked for per render (a day alone, without the time, reads about a third faster). 'en-US' with Latin
 * digits only names a calendar: the parts are typed, so their order and separators, which differ between
 * ICU versions, never matter.
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const clockFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const cache = withTime ? clockFormatters : dayFormatters;
  let formatter = cache.get(timeZone);
  if (!formatter) {
    const time = withTime ? ({ hour: 'numeric', minute: 'numeric', hourCycle: 'h23' } as const) : {};
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      ...time,
    });
    cache.set(timeZone, formatter);
  }
  return formatter;
}

export type WallFields = { year: number; month: number; day: number; hour: number; minute: number };

/** The zone's calendar fields of an instant (and its wall clock's, `withTime`); for this module and wall-clock.ts. */
export function wallFields(instant: string | number | Date, timeZone: string, withTime: boolean): WallFields {
  const fields: WallFields = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const { type, value } of zoneFormatter(timeZone, withTime).formatToParts(new Date(instant))) {
    if (type === 'year' || type === 'month' || type === 'day' || type === 'hour' || type === 'minute')
      fields[type] = Number(value);
  }
  // some engines write midnight as hour 24 of the same day despite h23
  if (fields.hour === 24) fields.hour = 0;
  return fields;
}

/** The calendar day of an instant in a time zone. */
export function dayInZone(instant: string | number | Date, timeZone: string): string {
  const { year, month, day } = wallFields(instant, timeZone, false);
  return dayOf(year, month, day);
}

/** Today in a time zone. */
export function todayInZone(timeZone: string, now: Date | number = Date.now()): string {
  return dayInZone(now, timeZone);
}
