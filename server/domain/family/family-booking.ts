import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type {
  CancelBookingResponse,
  OfferAnswer,
  OfferAnswerResponse,
} from '../../../src/api/contract/registration.ts';
import { answerOffer } from '../booking/answer-offer.ts';
import type { FamilyPlaces } from '../../../src/api/contract/family.ts';
import { ApiError } from '../api-error.ts';
import type { Localize } from '../labels.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { bookPlace } from '../booking/book-place.ts';
import { cancelBooking } from '../booking/cancel-booking.ts';
import { actingFor } from './family-members.ts';
import { placesOf } from './family-places.ts';
import { bookTogether } from './book-together.ts';

/**
 * A guardian books a class for themself and/or dependants. Each person is booked by book_place with their own id,
 * so their own rules decide (limits, account status, strikes, the class's restrictions); one person's refusal does
 * not stop the others, unless the guardian asked for them `together` (book-together.ts): then all get places,
 * or all wait as one group entry, or no one holds anything. Answers each person's place: booked, waiting, or
 * refused with the rule's key (notTogether: refused only because someone else of the group was).
 */
export async function bookForFamily(
  db: Db,
  tenant: TenantId,
  guardianId: number,
  trainingId: number,
  memberIds: readonly number[],
  now: Date,
  localize: Localize,
  together = false,
): Promise<FamilyPlaces> {
  const members = await actingFor(db, tenant, guardianId, memberIds, now);
  const refusals =
    together && members.length > 1
      ? await bookTogether(db, tenant, guardianId, trainingId, members, now)
      : await bookEach(db, tenant, trainingId, members, now, localize);
  const places = await placesOf(db, tenant, trainingId, members, now);
  return {
    trainingId,
    places: places.map((place) => {
      const refusal = refusals.get(place.member.id);
      // already holding a place is not a refusal: the answer shows the place held
      if (refusal === undefined || (refusal === 'userAlreadyRegistered' && !together)) return place;
      return { ...place, status: 'refused', refusal };
    }),
  };
}

/** Books each person on their own; answers the refusals by person. */
async function bookEach(
  db: Db,
  tenant: TenantId,
  trainingId: number,
  members: readonly { id: number }[],
  now: Date,
  localize: Localize,
): Promise<Map<number, string>> {
  const refusals = new Map<number, string>();
  for (const member of members) {
    try {
      await bookPlace(db, tenant, member.id, trainingId, now, { localize });
    } catch (error) {
      // a missing class is everyone's answer; a rule's refusal is this person's
      if (!(error instanceof ApiError) || error.status !== 409) throw error;
      refusals.set(member.id, error.key);
    }
  }
  return refusals;
}

/**
 * A guardian cancels the place of themself or one of their dependants, by cancel-booking's rules. A place that
 * waits (or is offered) with a together-group takes the whole group off the waiting list: the guardian asked for
 * all or none, so the rest would otherwise wait for a group that no longer comes together.
 */
export async function cancelForFamilyMember(
  db: Db,
  tenant: TenantId,
  guardianId: number,
  trainingId: number,
  memberId: number,
  now: Date,
  sms: SmsProvider,
): Promise<CancelBookingResponse> {
  const [member] = await actingFor(db, tenant, guardianId, [memberId], now);
  if (!member) throw new ApiError(404, 'itemNotFound');
  return cancelBooking(db, tenant, member.id, trainingId, now, sms, { wholeGroup: true });
}

/** A guardian answers the place offered to themself or a dependant (a together-group's offer: for all of it). */
export async function answerFamilyOffer(
  db: Db,
  tenant: TenantId,
  guardianId: number,
  trainingId: number,
  memberId: number,
  answer: OfferAnswer,
  now: Date,
  sms: SmsProvider,
): Promise<OfferAnswerResponse> {
  const [member] = await actingFor(db, tenant, guardianId, [memberId], now);
  if (!member) throw new ApiError(404, 'itemNotFound');
  return answerOffer(db, tenant, member.id, trainingId, answer, now, sms);
}
