import * as v from 'valibot';
import { Id } from './id.ts';
import { Instant } from './schedule.ts';

/**
 * "Tell me when booking opens" (issue 37): a member's request for a push and an in-app notice at the instant
 * booking of a class opens. GET /user/booking-alert lists the member's requests still to come; POST
 * /user/booking-alert/{trainingId} asks (again: no change), answering 409 bookingAlreadyOpen for a class that
 * can be booked already; DELETE takes the request back.
 */
export const BookingAlert = v.object({
  trainingId: Id,
  /** when booking opens, and the notice goes: follows the class and the club's booking window */
  opensAt: Instant,
});
export type BookingAlert = v.InferOutput<typeof BookingAlert>;
export const BookingAlerts = v.array(BookingAlert);
export type BookingAlerts = v.InferOutput<typeof BookingAlerts>;
