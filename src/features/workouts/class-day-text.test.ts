import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { classDayText } from './class-day-text.ts';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('the day of a class on home', () => {
  // 23:30 in Tallinn on Thursday 26 November
  const now = Date.parse('2026-11-26T21:30:00Z');

  it('says today and tomorrow by the club day, not the UTC day', () => {
    expect(classDayText('2026-11-26T21:45:00Z', 'Europe/Tallinn', now)).toBe('Today');
    // 00:15 on Friday in Tallinn, still Thursday in UTC
    expect(classDayText('2026-11-26T22:15:00Z', 'Europe/Tallinn', now)).toBe('Tomorrow');
  });

  it('names the weekday and date further ahead', () => {
    expect(classDayText('2026-11-28T08:00:00Z', 'Europe/Tallinn', now)).toMatch(/^Sat/);
  });
});
