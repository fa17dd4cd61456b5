import * as v from 'valibot';
import { IdSearchValue } from '../api/contract/id.ts';
import { CalendarDate, dropInvalid } from './search-params.ts';

/** 'HH:MM' on the club clock. */
const WallTime = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/**
 * /admin-calendar/new: the day, room and start a new class is prefilled with (the week by room's free
 * hour opens it so). A bad value is left out rather than failing the page.
 */
export const NewClassSearch = v.object({
  date: dropInvalid(CalendarDate),
  room: dropInvalid(IdSearchValue),
  time: dropInvalid(WallTime),
});
export type NewClassSearch = v.InferOutput<typeof NewClassSearch>;

export function parseNewClassSearch(input: unknown): NewClassSearch {
  const result = v.safeParse(NewClassSearch, input);
  return result.success ? result.output : {};
}

/** /admin-rooms-week: any day of the week on show, and the club. */
export const RoomsWeekSearch = v.object({ date: dropInvalid(CalendarDate), gym: dropInvalid(IdSearchValue) });
export type RoomsWeekSearch = v.InferOutput<typeof RoomsWeekSearch>;

export function parseRoomsWeekSearch(input: unknown): RoomsWeekSearch {
  const result = v.safeParse(RoomsWeekSearch, input);
  return result.success ? result.output : {};
}
