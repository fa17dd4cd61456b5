import { t } from '@lingui/core/macro';
import type { Training } from '../api/contract/schedule.ts';
import type { BookingState } from './booking-state.ts';
import { blockedShortText, bookingStateText, waitingPositionText } from './booking-texts.ts';
import type { ClassActionsPlace } from './class-actions.ts';
import type { TimetableRole } from './queries.ts';
import type { BadgeTone } from '../ui/badge.tsx';

/**
 * What a card or the class dialog says about a class, each thing once: a badge for where the member stands (booked,
 * waiting) or a cancelled class, and one note on booking (places left, why not). A class that has started is past:
 * it is dimmed and says nothing about booking.
 */
export type ClassStatus = {
  past: boolean;
  /** a member (or visitor) may still act on it: not started, not cancelled */
  offers: boolean;
  badge: { tone: BadgeTone; text: string } | null;
  note: string | null;
};

/** The note's element id: a disabled action in the dialog points at it as its description instead of repeating it. */
export const classNoteId = (trainingId: number) => `class-${trainingId}-note`;

export function classStatus(
  training: Pick<Training, 'startDateTime' | 'club'>,
  state: BookingState,
  role: TimetableRole,
  place: ClassActionsPlace,
  now: number,
): ClassStatus {
  const past = Date.parse(training.startDateTime) <= now;
  const staff = role === 'trainer' || role === 'admin';
  const badge: ClassStatus['badge'] =
    state.kind === 'cancelled'
      ? { tone: 'danger', text: t`Cancelled` }
      : state.kind === 'booked' && !staff
        ? { tone: 'brand', text: t`Booked` }
        : state.kind === 'waiting' && !staff
          ? { tone: 'warning', text: waitingPositionText(state.position) }
          : state.kind === 'offered' && !staff
            ? { tone: 'success', text: t`Place offered` }
            : null;
  const offers = !past && state.kind !== 'cancelled';
  return {
    past,
    offers,
    badge,
    note: past || role === 'admin' ? null : bookingNote(state, training.club.timeZone, place),
  };
}

/** The booking note, or none when the badge or the dialog's rows already say it. */
function bookingNote(state: BookingState, timeZone: string, place: ClassActionsPlace): string | null {
  switch (state.kind) {
    case 'cancelled':
    case 'booked':
    case 'waiting':
      return null;
    // the dialog's Places and Waiting list rows tell these
    case 'bookable':
    case 'waitingList':
      return place === 'dialog' ? null : bookingStateText(state, timeZone);
    // every card of the club would repeat the whole sentence: the card says it short
    case 'blocked':
      return place === 'dialog' ? bookingStateText(state, timeZone) : blockedShortText(state.until, timeZone);
    default:
      return bookingStateText(state, timeZone);
  }
}
