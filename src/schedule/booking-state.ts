import type { BookingRefusalReason, Training } from '../api/contract/schedule.ts';

/** Refusals the timetable names as they are (the others have their own kinds below). */
export type RefusalReason = Exclude<
  BookingRefusalReason,
  'classCancelled' | 'bookingNotOpenYet' | 'bookingClosed' | 'noFreePlaces' | 'cancelDeadlinePassed' | 'bookingBlocked'
>;

/**
 * What a member can do with a class right now. For a signed-in member it follows the server's
 * bookability answer (the same rules that decide the booking); visitors and staff views fall back to
 * the class's own facts. `cancelUntil`: until when the place (held, or the one booking gives) can be cancelled.
 */
export type BookingState =
  | { kind: 'cancelled' }
  | { kind: 'booked'; cancelingAllowed: boolean; cancelUntil: string | null }
  | { kind: 'waiting'; position: number | null; cancelingAllowed: boolean; cancelUntil: string | null }
  /** a place freed from the waiting list, held for the member to accept or decline until `expiresAt` */
  | { kind: 'offered'; expiresAt: string }
  | { kind: 'started' }
  | { kind: 'notOpen'; opensAt: string }
  | { kind: 'bookable'; placesLeft: number; cancelUntil: string | null }
  | { kind: 'waitingList'; waitingCount: number; cancelUntil: string | null }
  | { kind: 'full' }
  | { kind: 'refused'; reason: RefusalReason }
  /** the club's no-show and late-cancel rules block the member's online booking until `until` */
  | { kind: 'blocked'; until: string | null };

export function placesLeft(training: Pick<Training, 'maxPlaces' | 'bookedCount'>): number {
  return Math.max(0, training.maxPlaces - training.bookedCount);
}

export function bookingState(training: Training, now: number = Date.now()): BookingState {
  if (training.isCancelled) return { kind: 'cancelled' };
  const mine = training.myRegistration;
  const answer = training.bookability;
  const cancelUntil = answer?.cancelUntil ?? null;
  if (mine?.status === 'booked') return { kind: 'booked', cancelingAllowed: mine.cancelingAllowed, cancelUntil };
  const offerEnds = mine ? openOfferEnd(mine, now) : null;
  if (offerEnds !== null) return { kind: 'offered', expiresAt: offerEnds };
  if (mine?.status === 'waiting') {
    return { kind: 'waiting', position: mine.placeInWaitingList, cancelingAllowed: mine.cancelingAllowed, cancelUntil };
  }
  // the clock moves on after the answer was read: a class that has started is closed whatever it said
  if (Date.parse(training.startDateTime) <= now) return { kind: 'started' };
  const left = placesLeft(training);
  // 'cancel' without a place of mine: the place was just given up and the answer is being read again
  if (answer && answer.action !== 'cancel') {
    switch (answer.action) {
      case 'book':
        return { kind: 'bookable', placesLeft: left, cancelUntil };
      case 'joinWaitingList':
        return { kind: 'waitingList', waitingCount: training.waitingCount, cancelUntil };
      case 'none':
        switch (answer.reason) {
          case 'classCancelled':
            return { kind: 'cancelled' };
          case 'bookingNotOpenYet':
            return { kind: 'notOpen', opensAt: training.bookingOpensAt };
          case 'bookingClosed':
          case 'cancelDeadlinePassed':
          case null:
            return { kind: 'started' };
          case 'noFreePlaces':
            return { kind: 'full' };
          case 'bookingBlocked':
            return { kind: 'blocked', until: answer.blockedUntil ?? null };
          default:
            return { kind: 'refused', reason: answer.reason };
        }
    }
  }
  if (Date.parse(training.bookingOpensAt) > now) return { kind: 'notOpen', opensAt: training.bookingOpensAt };
  if (left > 0) return { kind: 'bookable', placesLeft: left, cancelUntil };
  if (training.waitingListAllowed) return { kind: 'waitingList', waitingCount: training.waitingCount, cancelUntil };
  return { kind: 'full' };
}

/** Booking now gives a place that can no longer be cancelled: the app asks first. */
export function isPastCancelDeadline(cancelUntil: string | null, now: number = Date.now()): boolean {
  return cancelUntil !== null && Date.parse(cancelUntil) <= now;
}

/**
 * Until when a place offered to the member can still be accepted, or null when none is open (the server passes
 * on an offer whose time ran out; until it has, it can no longer be answered).
 */
export function openOfferEnd(
  place: { status: string; offerExpiresAt?: string | null | undefined },
  now: number = Date.now(),
): string | null {
  const ends = place.status === 'offered' ? place.offerExpiresAt : null;
  return ends && Date.parse(ends) > now ? ends : null;
}
