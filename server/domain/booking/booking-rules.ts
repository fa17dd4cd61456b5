/** The rules themselves run inside the booking statement (book-place.ts); these are shared around it. */

/** Staff (a trainer at the door) may register outside the booking window and past the member's limits. */
export type BookingMode = 'member' | 'staff';

export type Placement = 'booked' | 'waiting';

/** A place a member holds: booked, waiting, or offered from the waiting list (not yet accepted). */
export type HeldStatus = Placement | 'offered';

/**
 * A booked member may cancel until the club's deadline before the start; a waiting member may
 * leave the queue (and an offered one give up the offer) until the start. Nothing can be cancelled on a
 * cancelled class.
 */
export function isCancelingAllowed(
  status: HeldStatus,
  startAt: Date,
  cancelDeadlineHours: number,
  isCancelled: boolean,
  now: Date,
): boolean {
  if (isCancelled) return false;
  return now.getTime() < cancelingDeadline(status, startAt, cancelDeadlineHours);
}

/** The instant (ms) from which a place can no longer be cancelled (see isCancelingAllowed). */
export function cancelingDeadline(status: HeldStatus, startAt: Date, cancelDeadlineHours: number): number {
  return status === 'booked' ? startAt.getTime() - cancelDeadlineHours * 3600_000 : startAt.getTime();
}
