import * as v from 'valibot';
import { Id } from './schedule.ts';

/** docs/behaviour.md#records-and-local-state registration (participant) as a trainer sees it in GET /trainer/registration/class/{id}. */
export const Participant = v.object({
  registrationId: Id,
  trainingId: Id,
  clientId: Id,
  /** the member's client code */
  clientNumber: v.string(),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  /** 1-based place among booked members in booking order; null while waiting or offered */
  place: v.nullable(v.number()),
  presence: v.boolean(),
  /** offered: a freed place held for the member until they accept it or the offer ends */
  status: v.picklist(['booked', 'waiting', 'offered']),
  /** 1-based queue position while waiting, else null */
  placeInWaitingList: v.nullable(v.number()),
  /** the place was made by the member's standing booking ("book every week") */
  standing: v.optional(v.boolean(), false),
  /** a dependant's guardian (issue 38), the one to call about a child; absent for a member on their own */
  guardian: v.optional(v.object({ name: v.string(), phone: v.string() })),
});
export type Participant = v.InferOutput<typeof Participant>;

export const ParticipantsResponse = v.array(Participant);
export type ParticipantsResponse = v.InferOutput<typeof ParticipantsResponse>;

/** PUT /trainer/registration/{registrationId}/presence; idempotent, answers the Participant. */
export const PresenceBody = v.object({ presence: v.boolean() });
export type PresenceBody = v.InferOutput<typeof PresenceBody>;

/** POST /trainer/registration/{trainingId}: registers a client; answers the Participant. */
export const TrainerRegisterBody = v.object({ clientId: Id });
export type TrainerRegisterBody = v.InferOutput<typeof TrainerRegisterBody>;
