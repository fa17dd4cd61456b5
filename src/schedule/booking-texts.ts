import { plural, t } from '@lingui/core/macro';
import { formatDateTime } from '../lib/dates.ts';
import type { BookingState } from './booking-state.ts';

/** The short status line of a class: places left, queue, or why it cannot be booked. */
export function bookingStateText(state: BookingState, timeZone: string): string {
  switch (state.kind) {
    case 'cancelled':
      return t`Cancelled`;
    case 'booked':
      return t`You are booked`;
    case 'waiting':
      return waitingPositionText(state.position);
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
  }
}

export function placesLeftText(count: number): string {
  return plural(count, { 0: 'No places left', one: '# place left', other: '# places left' });
}

export function waitingCountText(count: number): string {
  return plural(count, { 0: 'Nobody in the waiting list', one: '# in the waiting list', other: '# in the waiting list' });
}

export function waitingPositionText(position: number | null): string {
  return position === null ? t`In the waiting list` : t`In the waiting list, position ${position}`;
}
