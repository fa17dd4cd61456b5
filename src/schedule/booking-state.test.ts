import { describe, expect, it } from 'vitest';
import type { Training } from '../api/contract/schedule.ts';
import { bookingState, isPastCancelDeadline, placesLeft } from './booking-state.ts';
import { bookingStateText } from './booking-texts.ts';
import { buildTraining } from '../test-support/build-training.ts';

const now = Date.parse('2026-11-20T10:00:00Z');

const training = buildTraining;

describe('booking state of a class', () => {
  it('counts places left, never below zero', () => {
    expect(placesLeft({ maxPlaces: 10, bookedCount: 3 })).toBe(7);
    expect(placesLeft({ maxPlaces: 2, bookedCount: 5 })).toBe(0);
  });

  it('offers booking while places are left', () => {
    expect(bookingState(training(), now)).toEqual({ kind: 'bookable', placesLeft: 7, cancelUntil: null });
  });

  it('offers the waiting list when full and allowed, else says full', () => {
    expect(bookingState(training({ bookedCount: 10, waitingCount: 2 }), now)).toEqual({
      kind: 'waitingList',
      waitingCount: 2,
      cancelUntil: null,
    });
    expect(bookingState(training({ bookedCount: 10, waitingListAllowed: false }), now)).toEqual({ kind: 'full' });
  });

  it('shows my place or my queue position first', () => {
    const booked = training({
      myRegistration: { registrationId: 5, status: 'booked', placeInWaitingList: null, cancelingAllowed: true },
    });
    expect(bookingState(booked, now)).toEqual({ kind: 'booked', cancelingAllowed: true, cancelUntil: null });
    const waiting = training({
      myRegistration: { registrationId: 5, status: 'waiting', placeInWaitingList: 1, cancelingAllowed: false },
    });
    expect(bookingState(waiting, now)).toEqual({
      kind: 'waiting',
      position: 1,
      cancelingAllowed: false,
      cancelUntil: null,
    });
  });

  it('refuses cancelled, started and not yet open classes', () => {
    expect(bookingState(training({ isCancelled: true }), now).kind).toBe('cancelled');
    expect(bookingState(training({ startDateTime: '2026-11-20T10:00:00.000Z' }), now).kind).toBe('started');
    expect(bookingState(training({ bookingOpensAt: '2026-11-20T12:00:00.000Z' }), now)).toEqual({
      kind: 'notOpen',
      opensAt: '2026-11-20T12:00:00.000Z',
    });
  });

  it("follows the server's bookability for a member: the reason it refuses, and until when a place can be cancelled", () => {
    const answer = (bookability: Training['bookability']) => bookingState(training({ bookability }), now);
    expect(answer({ action: 'book', reason: null, cancelUntil: '2026-11-21T08:00:00.000Z' })).toEqual({
      kind: 'bookable',
      placesLeft: 7,
      cancelUntil: '2026-11-21T08:00:00.000Z',
    });
    expect(answer({ action: 'none', reason: 'sameDayRegisteringLimitExceeded', cancelUntil: null })).toEqual({
      kind: 'refused',
      reason: 'sameDayRegisteringLimitExceeded',
    });
    expect(answer({ action: 'none', reason: 'accountNotActive', cancelUntil: null })).toEqual({
      kind: 'refused',
      reason: 'accountNotActive',
    });
    expect(answer({ action: 'none', reason: 'bookingNotOpenYet', cancelUntil: null }).kind).toBe('notOpen');
    expect(answer({ action: 'none', reason: 'noFreePlaces', cancelUntil: null }).kind).toBe('full');
  });

  it('says until when the no-show and late-cancel rules block the member, before the tap', () => {
    const blocked = training({
      bookability: {
        action: 'none',
        reason: 'bookingBlocked',
        cancelUntil: null,
        blockedUntil: '2026-12-20T10:00:00.000Z',
      },
    });
    const state = bookingState(blocked, now);
    expect(state).toEqual({ kind: 'blocked', until: '2026-12-20T10:00:00.000Z' });
    expect(bookingStateText(state, 'Europe/Tallinn')).toContain('20/12/2026, 12:00');
  });

  it('knows when booking now gives a place that cannot be cancelled', () => {
    expect(isPastCancelDeadline('2026-11-20T09:59:00.000Z', now)).toBe(true);
    expect(isPastCancelDeadline('2026-11-20T10:01:00.000Z', now)).toBe(false);
    expect(isPastCancelDeadline(null, now)).toBe(false);
  });
});
