import { languageState } from '../state/language.ts';
import type { Language } from '../api/contract/tenant.ts';
import { whenIdle } from './when-idle.ts';

/** Intl locales for the app languages (en-GB: 24-hour clock and day-first dates, as clubs expect). */
const intlLocales: Record<Language, string> = { et: 'et-EE', en: 'en-GB', lv: 'lv-LV' };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
  language = languageState.language,
): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[language], { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

let deviceZone: string | undefined;
/**
 * The device's own time zone. Asked for when first needed, never while a module loads: the first Intl
 * date format of a page loads the locale and zone data, tens of milliseconds on a slow phone.
 */
export function deviceTimeZone(): string {
  deviceZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return deviceZone;
}

/**
 * Loads Intl's data for the app's language and the device's zone, by making one formatter: the first date format of
 * a page pays for it (measured at 4× CPU: 50–70 ms; the next formatter, other options, under 1 ms).
 */
function loadDateData(): void {
  formatter(deviceTimeZone(), { day: 'numeric' });
}

/**
 * Loads the date data in a task of its own, soon: for a screen that will format dates (the timetable), so that its
 * first render does not also pay for the data (measured at 4× CPU, the timetable's first render was one task of
 * 90–150 ms, of which 60–100 went to this).
 */
export function loadDateDataSoon(): void {
  if (formatters.size === 0) setTimeout(loadDateData, 0);
}

/**
 * The same once the browser is idle: for a screen whose first paint formats nothing, so the data neither delays it
 * nor joins the render of the answer that does format (home's upcoming workouts).
 */
export function loadDateDataWhenIdle(): void {
  if (formatters.size === 0) whenIdle(loadDateData);
}

const toDate = (instant: string | Date) => (typeof instant === 'string' ? new Date(instant) : instant);

/** "18:30" in the club's time zone. */
export function formatTime(instant: string | Date, timeZone: string): string {
  return formatter(timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(toDate(instant));
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A UTC calendar date with day, month and year as numbers, exactly as Intl writes it in each language
 * (dates.test.ts compares the two), without Intl: the entry card, the first thing a member sees at the door,
 * shows only such dates, and a page's first Intl date format costs a phone 60–100 ms (measured at 4× CPU).
 */
function numericUtcDate(date: Date, language: Language): string {
  const day = date.getUTCDate();
  const month = date.getUTCMonth() + 1;
  const year = date.getUTCFullYear();
  if (language === 'en') return `${twoDigits(day)}/${twoDigits(month)}/${year}`;
  if (language === 'lv') return `${day}.${twoDigits(month)}.${year}.`;
  return `${day}.${month}.${year}`;
}

/** A calendar date in the club's time zone (day, month and year as numbers); `options` may add a weekday or a long month. */
export function formatDate(instant: string | Date, timeZone: string, options?: Intl.DateTimeFormatOptions): string {
  if (!options && timeZone === 'UTC') return numericUtcDate(toDate(instant), languageState.language);
  return formatter(timeZone, options ?? { day: 'numeric', month: 'numeric', year: 'numeric' }).format(toDate(instant));
}

export function formatDateTime(instant: string | Date, timeZone: string): string {
  return formatter(timeZone, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(toDate(instant));
}

/*
 * One format per purpose (src/ui/README.md, "Dates"): a screen picks the purpose, not the options, so the same kind
 * of date reads the same everywhere.
 */

/** A class's day in a list, card or strip: "E 24.11" (short weekday, day and month as numbers). */
export function formatClassDay(instant: string | Date, timeZone: string): string {
  return formatter(timeZone, { weekday: 'short', day: 'numeric', month: 'numeric' }).format(toDate(instant));
}

/** A day as a title (a dialog's or a page's heading): "esmaspäev, 24. november". */
export function formatDayTitle(instant: string | Date, timeZone: string): string {
  return formatter(timeZone, { weekday: 'long', day: 'numeric', month: 'long' }).format(toDate(instant));
}

/** A class's hours: "18:30–19:30". */
export function formatTimeRange(start: string | Date, end: string | Date, timeZone: string): string {
  return `${formatTime(start, timeZone)}–${formatTime(end, timeZone)}`;
}
