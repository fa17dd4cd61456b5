import * as v from 'valibot';
import { bookingRefusalReasons, Id, Instant } from './schedule.ts';
import { IsoDate } from './wire-formats.ts';

/**
 * Why a standing booking did not get a place: the booking rules' reason, as a tap would hear it, or
 * 'standingPlacesTaken' when the club's share of the class's places for standing bookings was taken.
 */
export const standingRefusals = [
  ...bookingRefusalReasons.filter((reason) => reason !== 'cancelDeadlinePassed'),
  'standingPlacesTaken',
] as const;
export const StandingRefusal = v.picklist(standingRefusals);
export type StandingRefusal = v.InferOutput<typeof StandingRefusal>;

/** One of the member's standing bookings ("book every week" on a class of a weekly series). */
export const StandingBooking = v.object({
  id: Id,
  /** the weekly series the member is booked into every week (Training.weeklySeriesId) */
  seriesId: Id,
  trainingName: v.string(),
  club: v.object({ id: Id, name: v.string(), timeZone: v.string() }),
  /** the next class of the series it will book (or has booked), null when the series has no later class */
  nextClass: v.nullable(v.object({ id: Id, startDateTime: Instant, bookingOpensAt: Instant })),
  /** active: books every week; paused: skips the classes on and before pausedUntil; stopped: books no more */
  state: v.picklist(['active', 'paused', 'stopped']),
  /** the last day (in the club's zone) whose class is skipped */
  pausedUntil: v.nullable(IsoDate),
  /** stopped by the member, or by itself after the club's number of no-shows */
  stopReason: v.nullable(v.picklist(['member', 'noShows'])),
});
export type StandingBooking = v.InferOutput<typeof StandingBooking>;
export const StandingBookings = v.array(StandingBooking);

/** POST /user/standing-booking: "book every week" from this class on (a class of a weekly series). */
export const StartStandingBooking = v.object({ trainingId: Id });
export type StartStandingBooking = v.InferOutput<typeof StartStandingBooking>;

/** PUT /user/standing-booking/:id: pause until a day (inclusive), or resume with null. */
export const PauseStandingBooking = v.object({ pausedUntil: v.nullable(IsoDate) });
export type PauseStandingBooking = v.InferOutput<typeof PauseStandingBooking>;

/** GET/PUT /admin/club/:id/standing-bookings: how far a club's standing bookings reach. */
export const StandingRules = v.object({
  /** the share of a class's places standing bookings may take, in percent (rounded down); 0: turned off */
  sharePercent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  /** a standing booking stops itself after this many no-shows in its places; null: never */
  noShowLimit: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50))),
});
export type StandingRules = v.InferOutput<typeof StandingRules>;
