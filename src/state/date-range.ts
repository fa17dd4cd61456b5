import { proxy, useSnapshot } from 'valtio';
import * as v from 'valibot';
import { addDays, daysBetween, deviceDay } from '../common/calendar.ts';
import { MAX_RANGE_DAYS } from '../api/contract/schedule.ts';
import { IsoDate } from '../api/contract/wire-formats.ts';
import { persistStore, readStored } from './persisted.ts';

/*
 * The period my workouts shows for past and all (docs/behaviour.md#records-and-local-state storage key date_range): calendar
 * days 'YYYY-MM-DD'. Each edge is widened by a day when fetched, to cover every club time zone,
 * so the period is kept shorter than the API's longest range: `to - from` days cover one day more, and
 * the fetch adds 14 h before and 36 h after (src/schedule/club-day.ts), 62 days 2 h in all at -2, which
 * the server refused with 400 (seen on 30 Nov with the period 1 Oct – 30 Nov).
 */
export const MAX_PERIOD_DAYS = MAX_RANGE_DAYS - 3;

// a date that exists: isoDate alone lets a stored or typed '2026-02-30' through
const Day = IsoDate;
const StoredRange = v.pipe(
  v.object({ from: Day, to: Day }),
  v.check(({ from, to }) => {
    const days = daysBetween(from, to);
    return days >= 0 && days <= MAX_PERIOD_DAYS;
  }),
);
export type DateRange = v.InferOutput<typeof StoredRange>;

/** By default the last four weeks and the next four (the device's day: this runs as the app starts, before any club is known). */
export function defaultDateRange(today = deviceDay()): DateRange {
  return { from: addDays(today, -28), to: addDays(today, 28) };
}

/** Keeps from ≤ to and at most MAX_PERIOD_DAYS apart, moving the edge that was not just changed. */
export function clampDateRange(range: DateRange, changed: 'from' | 'to'): DateRange {
  let { from, to } = range;
  if (changed === 'from') {
    if (to < from) to = from;
    if (daysBetween(from, to) > MAX_PERIOD_DAYS) to = addDays(from, MAX_PERIOD_DAYS);
  } else {
    if (from > to) from = to;
    if (daysBetween(from, to) > MAX_PERIOD_DAYS) from = addDays(to, -MAX_PERIOD_DAYS);
  }
  return { from, to };
}

export const dateRangeState = proxy<DateRange>(readStored('date_range', StoredRange, defaultDateRange()));
persistStore('date_range', dateRangeState, (s) => ({ from: s.from, to: s.to }));

export function setDateRangeEdge(edge: 'from' | 'to', day: string): void {
  if (!v.is(Day, day)) return;
  const next = clampDateRange({ ...dateRangeState, [edge]: day }, edge);
  dateRangeState.from = next.from;
  dateRangeState.to = next.to;
}

export function useDateRange(): DateRange {
  return useSnapshot(dateRangeState);
}
