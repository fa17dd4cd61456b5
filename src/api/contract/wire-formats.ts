import * as v from 'valibot';
import { isCalendarDay } from '../../common/calendar.ts';

/** A calendar date on the wire: 'YYYY-MM-DD' (in the club's time zone where it matters); isoDate alone lets '2026-02-30' through. */
export const IsoDate = v.pipe(v.string(), v.isoDate(), v.check(isCalendarDay, 'not a calendar date'));
export type IsoDate = v.InferOutput<typeof IsoDate>;

/** An instant on the wire: a full ISO 8601 timestamp, e.g. '2026-01-31T17:30:00.000Z'. */
export const IsoInstant = v.pipe(v.string(), v.isoTimestamp());
export type IsoInstant = v.InferOutput<typeof IsoInstant>;

/** Money is integer cents (euros × 100), named `…Cents`. */
export const Cents = v.pipe(v.number(), v.integer());
