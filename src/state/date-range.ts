import { proxy, useSnapshot } from 'valtio';
import * as v from 'valibot';
import { MAX_RANGE_DAYS } from '../api/contract/schedule.ts';
import { IsoDate } from '../api/contract/wire-formats.ts';
import { persistStore, readStored } from './persisted.ts';

/*
 * The period my workouts shows for past and all (SPEC.md §3 storage key date_range): calendar
 * days 'YYYY-MM-DD'. Each edge is widened by a day when fetched, to cover every club time zone,
 * so the period is kept shorter than the API's longest range: `to - from` days cover one day more, and
 * the fetch adds 14 h before and 36 h after (src/schedule/club-day.ts), 62 days 2 h in all at -2, which
 * the server refused with 400 (seen on 30 Nov with the period 1 Oct – 30 Nov).
 */
export const MAX_PERIOD_DAYS = MAX_RANGE_DAYS - 3;
const DAY_MS = 86_400_000;

// a date that exists: isoDate alone lets a stored or typed '2026-02-30' through
const Day = IsoDate;
const StoredRange = v.pipe(
  v.object({ from: Day, to: Day }),
  v.check(({ from, to }) => {
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
    return days >= 0 && days <= MAX_PERIOD_DAYS;
  }),
);
export type DateRange = v.InferOutput<typeof StoredRange>;

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The device's calendar day, YYYY-MM-DD. From the Date's own fields, not Intl: this runs as the app starts,
 * and a page's first Intl call costs a phone 40–130 ms (measured at 4× CPU), which the login page never needs.
 */
export function deviceToday(now = Date.now()): string {
  const day = new Date(now);
  return `${String(day.getFullYear()).padStart(4, '0')}-${twoDigits(day.getMonth() + 1)}-${twoDigits(day.getDate())}`;
}

/** By default the last four weeks and the next four. */
export function defaultDateRange(today = deviceToday()): DateRange {
  return { from: shift(today, -28), to: shift(today, 28) };
}

/** Keeps from ≤ to and at most MAX_PERIOD_DAYS apart, moving the edge that was not just changed. */
export function clampDateRange(range: DateRange, changed: 'from' | 'to'): DateRange {
  let { from, to } = range;
  if (changed === 'from') {
    if (to < from) to = from;
    if (Date.parse(to) - Date.parse(from) > MAX_PERIOD_DAYS * DAY_MS) to = shift(from, MAX_PERIOD_DAYS);
  } else {
    if (from > to) from = to;
    if (Date.parse(to) - Date.parse(from) > MAX_PERIOD_DAYS * DAY_MS) from = shift(to, -MAX_PERIOD_DAYS);
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
