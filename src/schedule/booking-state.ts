import type { Training } from '../api/contract/schedule.ts';

/** What a member can do with a class right now; the server still decides (it checks every rule again). */
export type BookingState =
  | { kind: 'cancelled' }
  | { kind: 'booked'; cancelingAllowed: boolean }
  | { kind: 'waiting'; position: number | null; cancelingAllowed: boolean }
  | { kind: 'started' }
  | { kind: 'notOpen'; opensAt: string }
  | { kind: 'bookable'; placesLeft: number }
  | { kind: 'waitingList'; waitingCount: number }
  | { kind: 'full' };

export function placesLeft(training: Pick<Training, 'maxPlaces' | 'bookedCount'>): number {
  return Math.max(0, training.maxPlaces - training.bookedCount);
}

export function bookingState(training: Training, now: number = Date.now()): BookingState {
  if (training.isCancelled) return { kind: 'cancelled' };
  const mine = training.myRegistration;
  if (mine?.status === 'booked') return { kind: 'booked', cancelingAllowed: mine.cancelingAllowed };
  if (mine?.status === 'waiting') {
    return { kind: 'waiting', position: mine.placeInWaitingList, cancelingAllowed: mine.cancelingAllowed };
  }
  if (Date.parse(training.startDateTime) <= now) return { kind: 'started' };
  if (Date.parse(training.bookingOpensAt) > now) return { kind: 'notOpen', opensAt: training.bookingOpensAt };
  const left = placesLeft(training);
  if (left > 0) return { kind: 'bookable', placesLeft: left };
  if (training.waitingListAllowed) return { kind: 'waitingList', waitingCount: training.waitingCount };
  return { kind: 'full' };
}
