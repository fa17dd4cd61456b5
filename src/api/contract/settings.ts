import * as v from 'valibot';

/** DESIGN.md §6 per-club booking rules, shown by the app and enforced by the server. */
export const BookingRules = v.object({
  /** Booking opens this many days before a class starts. */
  bookingWindowDays: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Cancelling is allowed until this many hours before the start. */
  cancelDeadlineHours: v.pipe(v.number(), v.integer(), v.minValue(0)),
  activeBookingsLimit: v.pipe(v.number(), v.integer(), v.minValue(0)),
  sameDayLimit: v.pipe(v.number(), v.integer(), v.minValue(0)),
  sameTypePerDayLimit: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type BookingRules = v.InferOutput<typeof BookingRules>;

export const Club = v.object({
  id: v.number(),
  name: v.string(),
  /** IANA zone, e.g. 'Europe/Tallinn'; class times are shown in it. */
  timeZone: v.string(),
  bookingRules: BookingRules,
});
export type Club = v.InferOutput<typeof Club>;

/** GET /public/settings: what the app needs at start. */
export const PublicSettings = v.object({
  tenant: v.string(),
  clubs: v.array(Club),
});
export type PublicSettings = v.InferOutput<typeof PublicSettings>;
