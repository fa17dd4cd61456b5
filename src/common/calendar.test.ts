import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  addMonths,
  dayInZone,
  dayStartUtc,
  daysBetween,
  deviceDay,
  endOfMonth,
  isCalendarDay,
  startOfMonth,
  startOfWeek,
  todayInZone,
  weekDays,
} from './calendar.ts';
import { fromWallClock, toWallClock } from './wall-clock.ts';

/*
 * Every test runs with format() writing month/day/year, as ICU 72 (CLDR 42) does for 'en-CA' in WebKit:
 * the module must not read a locale's string. The code it replaced did (`new Intl.DateTimeFormat('en-CA',
 * { year, month: '2-digit', day: '2-digit' }).format(instant)` taken as YYYY-MM-DD), so it would have
 * returned '11/24/2026' here, and `Date.parse` of that plus 'T00:00:00Z' is NaN: "Invalid Date".
 */
beforeAll(() => {
  // format is a getter that returns a bound function (ECMA-402), though TypeScript types it as a method
  const prototype = Intl.DateTimeFormat.prototype as unknown as { format: unknown };
  vi.spyOn(prototype, 'format', 'get').mockImplementation(function (this: Intl.DateTimeFormat) {
    return (date?: Date | number) => {
      const parts = this.formatToParts(date);
      const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
      return `${part('month').padStart(2, '0')}/${part('day').padStart(2, '0')}/${part('year')}`;
    };
  });
});
afterAll(() => {
  vi.restoreAllMocks();
});

describe('the replaced format', () => {
  it('writes month/day/year, like ICU 72 for en-CA', () => {
    const icu72 = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Tallinn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    expect(icu72.format(Date.parse('2026-11-24T10:00:00Z'))).toBe('11/24/2026');
  });
});

describe('the day of an instant in a zone', () => {
  it('follows the zone, not UTC', () => {
    // 22:30 UTC on Monday is 00:30 on Tuesday in Tallinn (UTC+2 in winter)
    expect(dayInZone('2026-11-16T22:30:00Z', 'Europe/Tallinn')).toBe('2026-11-17');
    expect(dayInZone('2026-11-16T22:30:00Z', 'UTC')).toBe('2026-11-16');
    expect(dayInZone(Date.parse('2026-11-23T22:30:00Z'), 'Europe/Riga')).toBe('2026-11-24');
    expect(todayInZone('Europe/Tallinn', new Date('2026-11-24T10:00:00Z'))).toBe('2026-11-24');
  });

  it('uses the summer offset from the night summer time starts (Tallinn, 29 March 2026, 03:00 → 04:00)', () => {
    expect(dayInZone('2026-03-28T21:59:00Z', 'Europe/Tallinn')).toBe('2026-03-28'); // 23:59 EET
    expect(dayInZone('2026-03-28T22:00:00Z', 'Europe/Tallinn')).toBe('2026-03-29'); // 00:00 EET
    expect(dayInZone('2026-03-29T20:59:00Z', 'Europe/Tallinn')).toBe('2026-03-29'); // 23:59 EEST
    expect(dayInZone('2026-03-29T21:00:00Z', 'Europe/Tallinn')).toBe('2026-03-30'); // 00:00 EEST
  });

  it('uses the winter offset from the night summer time ends (Tallinn, 25 October 2026, 04:00 → 03:00)', () => {
    expect(dayInZone('2026-10-24T20:59:00Z', 'Europe/Tallinn')).toBe('2026-10-24'); // 23:59 EEST
    expect(dayInZone('2026-10-24T21:00:00Z', 'Europe/Tallinn')).toBe('2026-10-25'); // 00:00 EEST
    expect(dayInZone('2026-10-25T21:59:00Z', 'Europe/Tallinn')).toBe('2026-10-25'); // 23:59 EET
    expect(dayInZone('2026-10-25T22:00:00Z', 'Europe/Tallinn')).toBe('2026-10-26'); // 00:00 EET
  });

  it('crosses the end of a month and of a year', () => {
    expect(dayInZone('2026-01-31T22:30:00Z', 'Europe/Tallinn')).toBe('2026-02-01');
    expect(dayInZone('2026-04-30T20:59:00Z', 'Europe/Riga')).toBe('2026-04-30');
    expect(dayInZone('2026-04-30T21:00:00Z', 'Europe/Riga')).toBe('2026-05-01');
    expect(dayInZone('2026-12-31T21:59:00Z', 'Europe/Tallinn')).toBe('2026-12-31');
    expect(dayInZone('2026-12-31T22:00:00Z', 'Europe/Tallinn')).toBe('2027-01-01');
  });

  it('holds far from UTC: Kiritimati (UTC+14) and Los Angeles (UTC−8, −7 in summer)', () => {
    expect(dayInZone('2026-12-31T09:59:00Z', 'Pacific/Kiritimati')).toBe('2026-12-31');
    expect(dayInZone('2026-12-31T10:00:00Z', 'Pacific/Kiritimati')).toBe('2027-01-01');
    expect(dayInZone('2027-01-01T07:59:00Z', 'America/Los_Angeles')).toBe('2026-12-31');
    expect(dayInZone('2027-01-01T08:00:00Z', 'America/Los_Angeles')).toBe('2027-01-01');
    expect(dayInZone('2026-07-01T06:59:00Z', 'America/Los_Angeles')).toBe('2026-06-30');
    expect(dayInZone('2026-07-01T07:00:00Z', 'America/Los_Angeles')).toBe('2026-07-01');
  });
});

describe('wall clock in a club time zone', () => {
  it('turns a Tallinn date and time into the instant and back, in winter and summer', () => {
    expect(fromWallClock('2026-11-23', '18:30', 'Europe/Tallinn')?.toISOString()).toBe('2026-11-23T16:30:00.000Z');
    expect(fromWallClock('2026-07-01', '18:30', 'Europe/Tallinn')?.toISOString()).toBe('2026-07-01T15:30:00.000Z');
    expect(toWallClock('2026-07-01T15:30:00.000Z', 'Europe/Tallinn')).toEqual({ date: '2026-07-01', time: '18:30' });
    expect(toWallClock('2026-11-23T22:30:00.000Z', 'Europe/Riga')).toEqual({ date: '2026-11-24', time: '00:30' });
    expect(toWallClock('2026-11-23T22:00:00.000Z', 'Europe/Riga')).toEqual({ date: '2026-11-24', time: '00:00' });
  });

  it('handles the night summer time ends: 03:00–03:59 happens twice, the first is meant', () => {
    expect(toWallClock('2026-10-25T00:30:00Z', 'Europe/Tallinn')).toEqual({ date: '2026-10-25', time: '03:30' }); // EEST
    expect(toWallClock('2026-10-25T00:59:00Z', 'Europe/Tallinn')).toEqual({ date: '2026-10-25', time: '03:59' });
    expect(toWallClock('2026-10-25T01:00:00Z', 'Europe/Tallinn')).toEqual({ date: '2026-10-25', time: '03:00' }); // EET
    expect(toWallClock('2026-10-25T01:30:00Z', 'Europe/Tallinn')).toEqual({ date: '2026-10-25', time: '03:30' });
    expect(fromWallClock('2026-10-25', '03:30', 'Europe/Tallinn')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(fromWallClock('2026-10-25', '02:59', 'Europe/Tallinn')?.toISOString()).toBe('2026-10-24T23:59:00.000Z');
    expect(fromWallClock('2026-10-25', '05:00', 'Europe/Tallinn')?.toISOString()).toBe('2026-10-25T03:00:00.000Z');
  });

  it('handles the night summer time starts: 03:00–03:59 does not exist and moves forward', () => {
    expect(toWallClock('2026-03-29T00:59:00Z', 'Europe/Tallinn')).toEqual({ date: '2026-03-29', time: '02:59' });
    expect(toWallClock('2026-03-29T01:00:00Z', 'Europe/Tallinn')).toEqual({ date: '2026-03-29', time: '04:00' });
    expect(fromWallClock('2026-03-29', '03:30', 'Europe/Tallinn')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(fromWallClock('2026-03-29', '04:00', 'Europe/Tallinn')?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('holds far from UTC and at the turn of the year', () => {
    expect(toWallClock('2026-12-31T10:00:00Z', 'Pacific/Kiritimati')).toEqual({ date: '2027-01-01', time: '00:00' });
    expect(fromWallClock('2027-01-01', '00:00', 'Pacific/Kiritimati')?.toISOString()).toBe('2026-12-31T10:00:00.000Z');
    expect(toWallClock('2027-01-01T07:59:00Z', 'America/Los_Angeles')).toEqual({ date: '2026-12-31', time: '23:59' });
    // Los Angeles: 8 March 2026, 02:00 → 03:00
    expect(fromWallClock('2026-03-08', '02:30', 'America/Los_Angeles')?.toISOString()).toBe('2026-03-08T10:30:00.000Z');
    expect(fromWallClock('2026-03-08', '03:00', 'America/Los_Angeles')?.toISOString()).toBe('2026-03-08T10:00:00.000Z');
  });

  it('reads midnight written as hour 24 (older engines) as 00', () => {
    const original = Intl.DateTimeFormat.prototype.formatToParts;
    const spy = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts').mockImplementation(function (
      this: Intl.DateTimeFormat,
      date,
    ) {
      return original
        .call(this, date)
        .map((p) => (p.type === 'hour' && Number(p.value) === 0 ? { ...p, value: '24' } : p));
    });
    try {
      expect(toWallClock('2026-11-23T22:00:00.000Z', 'Europe/Tallinn')).toEqual({ date: '2026-11-24', time: '00:00' });
      expect(fromWallClock('2026-11-24', '00:15', 'Europe/Tallinn')?.toISOString()).toBe('2026-11-23T22:15:00.000Z');
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses what is not a date and time', () => {
    expect(fromWallClock('', '18:00', 'Europe/Tallinn')).toBeUndefined();
    expect(fromWallClock('2026-11-23', '25:00', 'Europe/Tallinn')).toBeUndefined();
    expect(fromWallClock('2026-02-30', '18:00', 'Europe/Tallinn')).toBeUndefined();
  });
});

describe('days by arithmetic', () => {
  it('adds whole days across months, years, leap days and DST changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
    expect(addDays('2026-11-24', 365)).toBe('2027-11-24');
    expect(() => addDays('24.11.2026', 1)).toThrow(RangeError);
  });

  it('moves by months, keeping the day where the month has it', () => {
    expect(addMonths('2026-11-24', 2)).toBe('2027-01-24');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2028-02-29', -12)).toBe('2027-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(startOfMonth('2026-11-24')).toBe('2026-11-01');
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(endOfMonth('2026-12-31')).toBe('2026-12-31');
  });

  it('counts the days between two days', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-26', '2026-10-24')).toBe(-2);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('1970-01-01', '2026-11-24')).toBe(dayStartUtc('2026-11-24') / 86_400_000);
  });

  it('starts the week on Monday and lists its seven days', () => {
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(startOfWeek('2026-11-16')).toBe('2026-11-16');
    expect(startOfWeek('2027-01-01')).toBe('2026-12-28');
    expect(weekDays('2026-11-18')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(weekDays('2026-03-29')).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
  });

  it('knows a real calendar day', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('26-11-24')).toBe(false);
    expect(dayStartUtc('nope')).toBeNaN();
  });

  it("takes the device's day from the Date's local fields", () => {
    expect(deviceDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(deviceDay(new Date(2026, 11, 31, 0, 1).getTime())).toBe('2026-12-31');
  });
});
