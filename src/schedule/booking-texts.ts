import { plural, t } from '@lingui/core/macro';
import { formatDate, formatDateTime } from '../lib/dates.ts';
import type { BookingState, RefusalReason } from './booking-state.ts';

/** The short status line of a class: places left, queue, or why it cannot be booked. */
export function bookingStateText(state: BookingState, timeZone: string): string {
  switch (state.kind) {
    case 'cancelled':
      return t`Cancelled`;
    case 'booked':
      return t`You are booked`;
    case 'waiting':
      return waitingPositionText(state.position);
    case 'offered':
      return offerDeadlineText(state.expiresAt, timeZone);
    case 'started':
      return t`Booking closed`;
    case 'notOpen': {
      const when = formatDateTime(state.opensAt, timeZone);
      return t`Booking opens ${when}`;
    }
    case 'bookable':
      return placesLeftText(state.placesLeft);
    case 'waitingList':
      return t`Full` + ' · ' + waitingCountText(state.waitingCount);
    case 'full':
      return t`Full, no free places`;
    case 'refused':
      return refusalText(state.reason);
    case 'blocked':
      return blockedText(state.until, timeZone);
  }
}

/** Why the member cannot book, in their words (the server's reason, docs/behaviour.md#booking-verdicts). */
export function refusalText(reason: RefusalReason): string {
  switch (reason) {
    case 'accountNotActive':
      return t`Your account does not allow booking. Please contact the club.`;
    case 'registeringLimitExceeded':
      return t`You have as many active bookings as the club allows`;
    case 'sameDayRegisteringLimitExceeded':
      return t`You have as many bookings on this day as the club allows`;
    case 'sameTrainingTypePerDayLimitExceeded':
      return t`You already have a class of this type on this day`;
    case 'ageNotAllowed':
      return t`This class is not for your age group`;
  }
}

/** The block by the club's no-show and late-cancel rules, with its end when known. */
export function blockedText(until: string | null, timeZone: string): string {
  if (until === null) return t`Online booking is blocked for you for now: too many no-shows or late cancels`;
  const when = formatDateTime(until, timeZone);
  return t`Online booking is blocked for you until ${when}: too many no-shows or late cancels`;
}

/** The block in the few words a class card has room for (the dialog says it in full). */
export function blockedShortText(until: string | null, timeZone: string): string {
  if (until === null) return t`Online booking blocked`;
  const day = formatDate(until, timeZone, { day: 'numeric', month: 'numeric' });
  return t`Online booking blocked until ${day}`;
}

/** Until when a place can be cancelled, or that it no longer can. */
export function cancelDeadlineText(cancelUntil: string, timeZone: string, now: number = Date.now()): string {
  const when = formatDateTime(cancelUntil, timeZone);
  return Date.parse(cancelUntil) > now ? t`Can cancel until ${when}` : t`Cancelling was possible until ${when}`;
}

export function placesLeftText(count: number): string {
  return plural(count, { 0: 'No places left', one: '# place left', other: '# places left' });
}

export function waitingCountText(count: number): string {
  return plural(count, {
    0: 'Nobody in the waiting list',
    one: '# in the waiting list',
    other: '# in the waiting list',
  });
}

export function waitingPositionText(position: number | null): string {
  return position === null ? t`In the waiting list` : t`In the waiting list, position ${position}`;
}

/** A place offered from the waiting list: until when the member can take it. */
export function offerDeadlineText(expiresAt: string, timeZone: string): string {
  const when = formatDateTime(expiresAt, timeZone);
  return t`A place is offered to you: accept by ${when}`;
}
