import * as v from 'valibot';
import { isCalendarDay } from '../common/calendar.ts';
import { IdSearchValue } from '../api/contract/id.ts';

/** docs/behaviour.md#screens-and-routes timetable query parameters; `mode` picks the week grid or a single day. */
export const calendarViews = ['week', 'day'] as const;
export type CalendarView = (typeof calendarViews)[number];

/** A bad value falls back to "not set", so a mistyped link still opens the timetable. */
export const dropInvalid = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);

/** 'YYYY-MM-DD' that names a real day (rejects 2026-02-30). */
export const CalendarDate = v.pipe(v.string(), v.isoDate(), v.check(isCalendarDay));

/** Free text; a numeric-looking filter arrives as a number from the router. */
const FilterText = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
  v.trim(),
  v.maxLength(100),
  v.transform((s) => (s === '' ? undefined : s)),
);

export const CalendarSearch = v.object({
  /** the class whose details are open */
  id: dropInvalid(IdSearchValue),
  date: dropInvalid(CalendarDate),
  /** club id */
  gym: dropInvalid(IdSearchValue),
  /** room group id */
  group: dropInvalid(IdSearchValue),
  room: dropInvalid(IdSearchValue),
  filter: dropInvalid(FilterText),
  mode: dropInvalid(v.picklist(calendarViews)),
});
export type CalendarSearch = v.InferOutput<typeof CalendarSearch>;

/** Parses untrusted search params; never throws. */
export function parseCalendarSearch(input: unknown): CalendarSearch {
  const result = v.safeParse(CalendarSearch, input);
  return result.success ? result.output : {};
}
