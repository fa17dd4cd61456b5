import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import {
  bookingStateText,
  cancelDeadlineText,
  placesLeftText,
  waitingCountText,
  waitingPositionText,
} from './booking-texts.ts';

beforeAll(() => {
  // No catalog: the macros fall back to the English source texts.
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('places and queue texts', () => {
  it('counts places left with plurals', () => {
    expect(placesLeftText(0)).toBe('No places left');
    expect(placesLeftText(1)).toBe('1 place left');
    expect(placesLeftText(12)).toBe('12 places left');
  });

  it('tells the waiting-list length and my position', () => {
    expect(waitingCountText(0)).toBe('Nobody in the waiting list');
    expect(waitingCountText(3)).toBe('3 in the waiting list');
    expect(waitingPositionText(1)).toBe('In the waiting list, position 1');
    expect(waitingPositionText(null)).toBe('In the waiting list');
  });

  it('describes each booking state', () => {
    expect(bookingStateText({ kind: 'bookable', placesLeft: 2, cancelUntil: null }, 'UTC')).toBe('2 places left');
    expect(bookingStateText({ kind: 'waitingList', waitingCount: 1, cancelUntil: null }, 'UTC')).toBe(
      'Full · 1 in the waiting list',
    );
    expect(bookingStateText({ kind: 'full' }, 'UTC')).toBe('Full, no free places');
    expect(bookingStateText({ kind: 'booked', cancelingAllowed: true, cancelUntil: null }, 'UTC')).toBe(
      'You are booked',
    );
    expect(bookingStateText({ kind: 'waiting', position: 2, cancelingAllowed: true, cancelUntil: null }, 'UTC')).toBe(
      'In the waiting list, position 2',
    );
    expect(bookingStateText({ kind: 'notOpen', opensAt: '2026-11-20T10:00:00Z' }, 'Europe/Tallinn')).toMatch(
      /^Booking opens 20\/11\/2026,? 12:00$/,
    );
    expect(bookingStateText({ kind: 'refused', reason: 'sameDayRegisteringLimitExceeded' }, 'UTC')).toBe(
      'You have as many bookings on this day as the club allows',
    );
  });

  it('says until when a place can be cancelled, or that it no longer can', () => {
    const now = Date.parse('2026-11-20T10:00:00Z');
    expect(cancelDeadlineText('2026-11-20T12:00:00Z', 'UTC', now)).toMatch(/^Can cancel until 20\/11\/2026,? 12:00$/);
    expect(cancelDeadlineText('2026-11-20T08:00:00Z', 'UTC', now)).toMatch(
      /^Cancelling was possible until 20\/11\/2026,? 08:00$/,
    );
  });
});
