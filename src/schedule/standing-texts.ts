import { t } from '@lingui/core/macro';
import type { StandingRefusal } from '../api/contract/standing.ts';
import { blockedText, refusalText } from './booking-texts.ts';

/** Why a standing booking got no place, in the member's words: the booking rules' reason, or the club's share. */
export function standingRefusalText(reason: StandingRefusal, blockedUntil: string | null, timeZone: string): string {
  switch (reason) {
    case 'accountNotActive':
    case 'registeringLimitExceeded':
    case 'sameDayRegisteringLimitExceeded':
    case 'sameTrainingTypePerDayLimitExceeded':
    case 'ageNotAllowed':
      return refusalText(reason);
    case 'bookingBlocked':
      return blockedText(blockedUntil, timeZone);
    case 'classCancelled':
      return t`the class is cancelled`;
    case 'bookingNotOpenYet':
    case 'bookingClosed':
      return t`booking was not open`;
    case 'noFreePlaces':
      return t`there are no free places`;
    case 'standingPlacesTaken':
      return t`the places the club keeps for weekly bookings are taken. You can still try to book by hand.`;
  }
}
