import { describe, expect, it } from 'vitest';
import { fromWallClock, toWallClock } from './zoned-time.ts';

describe('wall clock in a club time zone', () => {
  it('turns a Tallinn date and time into the instant and back, in winter and summer', () => {
    expect(fromWallClock('2026-11-23', '18:30', 'Europe/Tallinn')?.toISOString()).toBe('2026-11-23T16:30:00.000Z');
    expect(fromWallClock('2026-07-01', '18:30', 'Europe/Tallinn')?.toISOString()).toBe('2026-07-01T15:30:00.000Z');
    expect(toWallClock('2026-07-01T15:30:00.000Z', 'Europe/Tallinn')).toEqual({ date: '2026-07-01', time: '18:30' });
    expect(toWallClock('2026-11-23T22:30:00.000Z', 'Europe/Riga')).toEqual({ date: '2026-11-24', time: '00:30' });
  });

  it('handles the daylight-saving nights', () => {
    // 25 Oct 2026: 04:00 EEST becomes 03:00 EET; 03:30 happens twice, the first is meant
    expect(fromWallClock('2026-10-25', '03:30', 'Europe/Tallinn')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(fromWallClock('2026-10-25', '05:00', 'Europe/Tallinn')?.toISOString()).toBe('2026-10-25T03:00:00.000Z');
    // 29 Mar 2026: 03:00 EET becomes 04:00 EEST; 03:30 does not exist and moves forward
    expect(fromWallClock('2026-03-29', '03:30', 'Europe/Tallinn')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    expect(fromWallClock('', '18:00', 'Europe/Tallinn')).toBeUndefined();
    expect(fromWallClock('2026-11-23', '25:00', 'Europe/Tallinn')).toBeUndefined();
  });
});
