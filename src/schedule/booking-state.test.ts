import { describe, expect, it } from 'vitest';
import { bookingState, placesLeft } from './booking-state.ts';
import { buildTraining } from '../test-support/build-training.ts';

const now = Date.parse('2026-11-20T10:00:00Z');

const training = buildTraining;

describe('booking state of a class', () => {
  it('counts places left, never below zero', () => {
    expect(placesLeft({ maxPlaces: 10, bookedCount: 3 })).toBe(7);
    expect(placesLeft({ maxPlaces: 2, bookedCount: 5 })).toBe(0);
  });

  it('offers booking while places are left', () => {
    expect(bookingState(training(), now)).toEqual({ kind: 'bookable', placesLeft: 7 });
  });

  it('offers the waiting list when full and allowed, else says full', () => {
    expect(bookingState(training({ bookedCount: 10, waitingCount: 2 }), now)).toEqual({ kind: 'waitingList', waitingCount: 2 });
    expect(bookingState(training({ bookedCount: 10, waitingListAllowed: false }), now)).toEqual({ kind: 'full' });
  });

  it('shows my place or my queue position first', () => {
    const booked = training({ myRegistration: { registrationId: 5, status: 'booked', placeInWaitingList: null, cancelingAllowed: true } });
    expect(bookingState(booked, now)).toEqual({ kind: 'booked', cancelingAllowed: true });
    const waiting = training({ myRegistration: { registrationId: 5, status: 'waiting', placeInWaitingList: 1, cancelingAllowed: false } });
    expect(bookingState(waiting, now)).toEqual({ kind: 'waiting', position: 1, cancelingAllowed: false });
  });

  it('refuses cancelled, started and not yet open classes', () => {
    expect(bookingState(training({ isCancelled: true }), now).kind).toBe('cancelled');
    expect(bookingState(training({ startDateTime: '2026-11-20T10:00:00.000Z' }), now).kind).toBe('started');
    expect(bookingState(training({ bookingOpensAt: '2026-11-20T12:00:00.000Z' }), now)).toEqual({
      kind: 'notOpen',
      opensAt: '2026-11-20T12:00:00.000Z',
    });
  });
});
