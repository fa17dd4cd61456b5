import * as v from 'valibot';
import { Id } from './id.ts';
import { Instant } from './schedule.ts';

/** A person of a family (issue 38): the guardian themself or one of their dependants. */
export const FamilyMember = v.object({
  id: Id,
  firstName: v.string(),
  lastName: v.string(),
  /** false: a child younger than the club's login age, who has no login of their own */
  hasLogin: v.boolean(),
});
export type FamilyMember = v.InferOutput<typeof FamilyMember>;

/**
 * GET /user/family: the member's dependants and their guardians (both empty for a member without a family). The
 * guardians default to none so that an answer kept from before they were listed still reads.
 */
export const FamilyResponse = v.object({
  dependants: v.array(FamilyMember),
  guardians: v.optional(v.array(FamilyMember), []),
});
export type FamilyResponse = v.InferOutput<typeof FamilyResponse>;

/** A one-time link code as the club prints it (`F-7KQ2-M9XD-4TRB`), read without case or spaces. */
export const FamilyCodeText = v.pipe(
  v.string(),
  v.transform((text) => text.replace(/\s+/g, '').toUpperCase()),
  v.regex(/^F-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
);

/** POST /user/family: the guardian adds a dependant with the code the club issued for them. */
export const RedeemFamilyCode = v.object({ code: FamilyCodeText });
export type RedeemFamilyCode = v.InferInput<typeof RedeemFamilyCode>;

/** GET /admin/member/{id}/family: whom the member acts for, and who acts for them. */
export const AdminFamily = v.object({ guardians: v.array(FamilyMember), dependants: v.array(FamilyMember) });
export type AdminFamily = v.InferOutput<typeof AdminFamily>;

/** POST /admin/member/{id}/family: the admin links a dependant to the member (the guardian). */
export const AdminFamilyLink = v.object({ dependantId: Id });
export type AdminFamilyLink = v.InferOutput<typeof AdminFamilyLink>;

/** POST /admin/member/{id}/family-code: a one-time code that links this member to the guardian who enters it. */
export const FamilyLinkCode = v.object({ code: v.string(), expiresAt: Instant });
export type FamilyLinkCode = v.InferOutput<typeof FamilyLinkCode>;

/** At most this many people in one family booking. */
export const MAX_FAMILY_BOOKING = 10;

/** POST /user/registration/{trainingId}/family: whom the booking is for (the member themself and/or dependants). */
export const FamilyBookingBody = v.object({
  memberIds: v.pipe(v.array(Id), v.minLength(1), v.maxLength(MAX_FAMILY_BOOKING)),
  /**
   * Together or not at all: everyone gets a place, or no one does and (where the class has a waiting list) the
   * group waits as one entry with one queue position. Without it each person is booked on their own.
   */
  together: v.optional(v.boolean(), false),
});
export type FamilyBookingBody = v.InferOutput<typeof FamilyBookingBody>;

/** One person's place in a class: booked, waiting (1-based place), offered, refused (the rule's key), or none. */
export const FamilyPlace = v.object({
  member: FamilyMember,
  status: v.picklist(['booked', 'waiting', 'offered', 'refused', 'none']),
  placeInWaitingList: v.nullable(v.number()),
  /** with status 'refused': the docs/behaviour.md#booking-verdicts key of the rule that refused this person */
  refusal: v.nullable(v.string()),
  /** whether the place can still be cancelled (false without a place) */
  cancelingAllowed: v.boolean(),
  /**
   * The together-group this place belongs to, while it waits or is offered (null otherwise): its people share
   * one queue position and one offer, and a cancel by the guardian takes the whole group off the waiting list.
   */
  groupId: v.optional(v.nullable(Id), null),
});
export type FamilyPlace = v.InferOutput<typeof FamilyPlace>;

/**
 * GET /user/registration/{trainingId}/family: the family's places in a class (the member first).
 * POST answers the same per person asked for: who got a place, who is waiting, who was refused and why.
 */
export const FamilyPlaces = v.object({ trainingId: Id, places: v.array(FamilyPlace) });
export type FamilyPlaces = v.InferOutput<typeof FamilyPlaces>;
