import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type {
  CancelBookingResponse,
  OfferAnswer,
  OfferAnswerResponse,
} from '../../../src/api/contract/registration.ts';
import type { FamilyPlaces } from '../../../src/api/contract/family.ts';
import { ApiError } from '../api-error.ts';
import type { Localize } from '../labels.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { answerOffer } from '../booking/answer-offer.ts';
import { bookPlace } from '../booking/book-place.ts';
import { cancelBooking } from '../booking/cancel-booking.ts';
import { actingFor } from './family-members.ts';
import { placesOf } from './family-places.ts';

/**
 * A guardian books a class for themself and/or dependants. Each person is booked by book_place with their own id,
 * so their own rules decide (limits, account status, strikes, the class's restrictions); one person's refusal does
 * not stop the others. Answers each person's place: booked, waiting, or refused with the rule's key.
 */
export async function bookForFamily(
  db: Db,
  tenant: TenantId,
  guardianId: number,
  trainingId: number,
  memberIds: readonly number[],
  now: Date,
  localize: Localize,
): Promise<FamilyPlaces> {
  const members = await actingFor(db, tenant, guardianId, memberIds, now);
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
  const places = await placesOf(db, tenant, trainingId, members, now);
  return {
    trainingId,
    places: places.map((place) => {
      const refusal = refusals.get(place.member.id);
      // already holding a place is not a refusal: the answer shows the place held
      if (refusal === undefined || refusal === 'userAlreadyRegistered') return place;
      return { ...place, status: 'refused', refusal };
    }),
  };
}

/** A guardian cancels the place of themself or one of their dependants, by cancel-booking's rules. */
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
  return cancelBooking(db, tenant, member.id, trainingId, now, sms);
}

/**
 * A guardian answers a place offered from the waiting list to themself or one of their dependants (offers mode):
 * accept books it for that person, by answer-offer's rules (the window, their own booking block); decline passes it
 * on. The notice of the offer reached the guardian (notice_recipients, migration 200).
 */
export async function answerOfferForFamilyMember(
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
