import * as v from 'valibot';
import { isCalendarDay } from '../api/contract/calendar.ts';

/** SPEC.md §2 timetable query parameters; `mode` picks the week grid or a single day. */
export const calendarViews = ['week', 'day'] as const;
export type CalendarView = (typeof calendarViews)[number];

/** A bad value falls back to "not set", so a mistyped link still opens the timetable. */
const dropInvalid = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);

/** The router hands numbers for `?gym=3` and strings when quoted, so accept both. */
const PositiveInt = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))]),
  v.integer(),
  v.minValue(1),
  v.maxValue(999_999_999),
);

/** 'YYYY-MM-DD' that names a real day (rejects 2026-02-30). */
const CalendarDate = v.pipe(v.string(), v.isoDate(), v.check(isCalendarDay));

/** Free text; a numeric-looking filter arrives as a number from the router. */
const FilterText = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
  v.trim(),
  v.maxLength(100),
  v.transform((s) => (s === '' ? undefined : s)),
);

export const CalendarSearch = v.object({
  /** the class whose details are open */
  id: dropInvalid(PositiveInt),
  date: dropInvalid(CalendarDate),
  /** club id */
  gym: dropInvalid(PositiveInt),
  /** room group id */
  group: dropInvalid(PositiveInt),
  room: dropInvalid(PositiveInt),
  filter: dropInvalid(FilterText),
  mode: dropInvalid(v.picklist(calendarViews)),
});
export type CalendarSearch = v.InferOutput<typeof CalendarSearch>;

/** Parses untrusted search params; never throws. */
export function parseCalendarSearch(input: unknown): CalendarSearch {
  const result = v.safeParse(CalendarSearch, input);
  return result.success ? result.output : {};
}
