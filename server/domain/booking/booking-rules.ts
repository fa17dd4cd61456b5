import type { ErrorKey } from '../../../src/api/contract/errors.ts';

/** A club's configurable booking rules (DESIGN.md §6), as stored on clubs. */
export type ClubRules = {
  bookingWindowDays: number;
  cancelDeadlineHours: number;
  activeBookingsLimit: number;
  sameDayLimit: number;
  sameTypePerDayLimit: number;
};

/** What is known about the class and the member once the class row is locked. */
export type ClassFacts = {
  startAt: Date;
  endAt: Date;
  bookingOpensAt: Date;
  isCancelled: boolean;
  userStatus: number;
};

/** Staff (a trainer at the door) may register outside the booking window and past the member's limits. */
export type BookingMode = 'member' | 'staff';

/** The checks that need no counting, in the order a member should hear about them. */
export function checkClassOpen(facts: ClassFacts, now: Date, mode: BookingMode): ErrorKey | null {
  // SPEC.md §4 account status: only 0 (normal) may book
  if (facts.userStatus !== 0) return 'registeringNotAllowed';
  if (facts.isCancelled) return 'classNotOpenForBooking';
  if (mode === 'member') {
    if (now >= facts.startAt || now < facts.bookingOpensAt) return 'classNotOpenForBooking';
  } else if (now >= facts.endAt) {
    return 'classNotOpenForBooking';
  }
  return null;
}

/** Counts taken inside the locked transaction. */
export type BookingCounts = {
  booked: number;
  waiting: number;
  alreadyRegistered: boolean;
  activeBookings: number;
  sameDay: number;
  sameTypeSameDay: number;
};

export type Placement = 'booked' | 'waiting';

/** Decides the new registration's status, or the SPEC.md §8 key that refuses it. */
export function decidePlacement(
  counts: BookingCounts,
  rules: ClubRules,
  maxPlaces: number,
  waitingListAllowed: boolean,
  mode: BookingMode,
): Placement | ErrorKey {
  if (counts.alreadyRegistered) return 'userAlreadyRegistered';
  if (mode === 'member') {
    if (counts.activeBookings >= rules.activeBookingsLimit) return 'registeringLimitExceeded';
    if (counts.sameDay >= rules.sameDayLimit) return 'sameDayRegisteringLimitExceeded';
    if (counts.sameTypeSameDay >= rules.sameTypePerDayLimit) return 'sameTrainingTypePerDayLimitExceeded';
  }
  if (counts.booked < maxPlaces) return 'booked';
  return waitingListAllowed ? 'waiting' : 'noFreePlaces';
}

/**
 * A booked member may cancel until the club's deadline before the start; a waiting member may
 * leave the queue until the start. Nothing can be cancelled on a cancelled class.
 */
export function isCancelingAllowed(
  status: Placement,
  startAt: Date,
  cancelDeadlineHours: number,
  isCancelled: boolean,
  now: Date,
): boolean {
  if (isCancelled) return false;
  const deadline = status === 'booked' ? startAt.getTime() - cancelDeadlineHours * 3600_000 : startAt.getTime();
  return now.getTime() < deadline;
}
