import * as v from 'valibot';
import { Id } from './id.ts';
import { Instant, TrainingType } from './schedule.ts';

/** GET /user/registration: the member's classes starting in [from, to), at most MAX_RANGE_DAYS. */
export const RegistrationQuery = v.object({ from: Instant, to: Instant });
export type RegistrationQuery = v.InferInput<typeof RegistrationQuery>;

/**
 * docs/behaviour.md#records-and-local-state training registration record (`id` is the training id). The fields after
 * `cancelingAllowed` go beyond docs/behaviour.md#records-and-local-state: the app needs them for my workouts and the .ics export.
 */
export const TrainingRegistration = v.object({
  id: Id,
  registrationId: Id,
  startDateTime: Instant,
  trainingName: v.string(),
  trainingColor: v.string(),
  trainerName: v.string(),
  trainingTypeName: TrainingType,
  trainingTypeColor: v.string(),
  clubName: v.string(),
  roomName: v.string(),
  /** 1-based queue position while waiting, else null */
  placeInWaitingList: v.nullable(v.number()),
  cancelingAllowed: v.boolean(),
  endDateTime: Instant,
  clubTimeZone: v.string(),
  /** offered: a place freed from the waiting list, held for the member to accept until offerExpiresAt */
  status: v.picklist(['booked', 'waiting', 'offered']),
  isCancelled: v.boolean(),
  /** until when the place can be cancelled (a waiting place until the start) */
  cancelUntil: Instant,
  /** once a booked class has ended: whether the member came (the trainer's presence mark); else null */
  attendance: v.nullable(v.picklist(['attended', 'missed'])),
  /** while status is 'offered': until when the member can accept the place; else null */
  offerExpiresAt: v.optional(v.nullable(Instant)),
});
export type TrainingRegistration = v.InferOutput<typeof TrainingRegistration>;

export const TrainingRegistrationsResponse = v.array(TrainingRegistration);
export type TrainingRegistrationsResponse = v.InferOutput<typeof TrainingRegistrationsResponse>;

/**
 * POST /user/registration/{trainingId} answers the new registration record: status 'booked', or
 * 'waiting' with placeInWaitingList when the class is full and allows a waiting list.
 */
export const BookingResponse = TrainingRegistration;
export type BookingResponse = TrainingRegistration;

/** DELETE /user/registration/{trainingId}: the cancelled registration. */
export const CancelBookingResponse = v.object({ trainingId: Id, registrationId: Id });
export type CancelBookingResponse = v.InferOutput<typeof CancelBookingResponse>;

/** POST /user/registration/{trainingId}/offer: the member's answer to a place offered from the waiting list. */
export const OfferAnswer = v.object({ answer: v.picklist(['accept', 'decline']) });
export type OfferAnswer = v.InferOutput<typeof OfferAnswer>;

/** The registration after the answer: booked (accepted) or cancelled (declined, the place passed on). */
export const OfferAnswerResponse = v.object({
  trainingId: Id,
  registrationId: Id,
  status: v.picklist(['booked', 'cancelled']),
});
export type OfferAnswerResponse = v.InferOutput<typeof OfferAnswerResponse>;
