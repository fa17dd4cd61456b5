import * as v from 'valibot';
import { Id } from './id.ts';

/** docs/architecture.md#api-contract per-club booking rules, shown by the app and enforced by the server. */
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
  id: Id,
  name: v.string(),
  /** IANA zone, e.g. 'Europe/Tallinn'; class times are shown in it. */
  timeZone: v.string(),
  bookingRules: BookingRules,
});
export type Club = v.InferOutput<typeof Club>;

/** A span of weekdays (1 Monday … 7 Sunday) with the same hours, e.g. Monday–Friday 06:00–22:00. */
export const OpeningHours = v.object({
  fromDay: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7)),
  toDay: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7)),
  opens: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
  closes: v.pipe(v.string(), v.regex(/^([01]\d|2[0-4]):[0-5]\d$/)),
});
export type OpeningHours = v.InferOutput<typeof OpeningHours>;

/** How members reach the club (tenant settings); an empty string or list: not given. */
export const ClubContact = v.object({
  phone: v.pipe(v.string(), v.maxLength(40)),
  email: v.pipe(v.string(), v.maxLength(200)),
  address: v.pipe(v.string(), v.maxLength(300)),
  openingHours: v.pipe(v.array(OpeningHours), v.maxLength(7)),
});
export type ClubContact = v.InferOutput<typeof ClubContact>;

export const noClubContact: ClubContact = { phone: '', email: '', address: '', openingHours: [] };

/** GET /public/settings: what the app needs at start. */
export const PublicSettings = v.object({
  tenant: v.string(),
  clubs: v.array(Club),
  /** Always sent; optional for answers a device kept from before the club's contact existed. */
  contact: v.optional(ClubContact),
});
export type PublicSettings = v.InferOutput<typeof PublicSettings>;
