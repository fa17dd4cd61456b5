import type { Bookability, BookingRefusalReason } from '../../../src/api/contract/schedule.ts';
import type { ErrorKey } from '../../../src/api/contract/errors.ts';
import { cancelingDeadline, type HeldStatus, type Placement } from './booking-rules.ts';

/**
 * What the database function booking_verdict answers, after blocked_verdict: where a place would go, or
 * the first rule that refuses. The booking and the schedule's bookability both come from it. The SQL files
 * (server/db/functions/booking_verdict.sql, blocked_verdict.sql) are the source of the list;
 * booking-verdict.test.ts checks this copy against them both ways.
 */
export type BookingVerdict =
  Placement | Exclude<BookingRefusalReason, 'cancelDeadlinePassed'> | 'userAlreadyRegistered';

export const bookingVerdicts: readonly BookingVerdict[] = [
  'booked',
  'waiting',
  'accountNotActive',
  'classCancelled',
  'bookingNotOpenYet',
  'bookingClosed',
  'userAlreadyRegistered',
  'registeringLimitExceeded',
  'sameDayRegisteringLimitExceeded',
  'sameTrainingTypePerDayLimitExceeded',
  'noFreePlaces',
  'bookingBlocked',
  'ageNotAllowed',
];

export function isBookingVerdict(value: string): value is BookingVerdict {
  return (bookingVerdicts as readonly string[]).includes(value);
}

/** The docs/behaviour.md#booking-verdicts error key a refused booking answers with (the catalogue has no finer keys). */
export function refusalErrorKey(verdict: Exclude<BookingVerdict, Placement>): ErrorKey {
  switch (verdict) {
    case 'accountNotActive':
      return 'registeringNotAllowed';
    case 'classCancelled':
    case 'bookingNotOpenYet':
    case 'bookingClosed':
      return 'classNotOpenForBooking';
    case 'bookingBlocked':
      return 'bookingBlocked';
    default:
      return verdict;
  }
}

type HeldPlace = { status: HeldStatus; cancelingAllowed: boolean };

/**
 * The member's bookability of one class: with a place, whether it can still be cancelled; without,
 * the verdict of the booking rules. `cancelUntil` is the deadline of the place held or to be booked.
 */
export function bookabilityOf(
  verdict: BookingVerdict,
  held: HeldPlace | null,
  startAt: Date,
  cancelDeadlineHours: number,
  isCancelled: boolean,
  blockedUntil: Date | null = null,
): Bookability {
  const deadline = (status: HeldStatus) =>
    isCancelled ? null : new Date(cancelingDeadline(status, startAt, cancelDeadlineHours)).toISOString();
  if (held) {
    // an offered place is answered (accept or decline) until the offer ends; it cannot outlast the start
    if (held.status === 'offered' && held.cancelingAllowed)
      return { action: 'answerOffer', reason: null, cancelUntil: deadline(held.status) };
    if (held.cancelingAllowed) return { action: 'cancel', reason: null, cancelUntil: deadline(held.status) };
    return {
      action: 'none',
      reason: isCancelled ? 'classCancelled' : 'cancelDeadlinePassed',
      cancelUntil: deadline(held.status),
    };
  }
  if (verdict === 'booked') return { action: 'book', reason: null, cancelUntil: deadline('booked') };
  if (verdict === 'waiting') return { action: 'joinWaitingList', reason: null, cancelUntil: deadline('waiting') };
  // 'userAlreadyRegistered' cannot come without a held place (the same read sees both)
  const reason = verdict === 'userAlreadyRegistered' ? 'noFreePlaces' : verdict;
  const cancelUntil = isCancelled ? null : deadline('booked');
  if (verdict === 'bookingBlocked' && blockedUntil) {
    return { action: 'none', reason, cancelUntil, blockedUntil: blockedUntil.toISOString() };
  }
  return { action: 'none', reason, cancelUntil };
}
