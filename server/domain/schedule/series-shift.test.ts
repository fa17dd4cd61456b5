import { describe, expect, it } from 'vitest';
import { shiftWallClock, wallClockChange } from './series-shift.ts';

const tz = 'Europe/Tallinn';

describe('series wall-clock shift', () => {
  it('measures a change on the club clock, across a DST change too', () => {
    // Tue 24.03 18:00 (UTC+2) → Tue 31.03 19:00 (UTC+3, summer time): one week and one hour on the wall
    expect(wallClockChange(new Date('2026-03-24T16:00:00Z'), new Date('2026-03-31T16:00:00Z'), tz)).toBe(
      (7 * 24 + 1) * 3600_000,
    );
  });

  it('keeps 18:00 at 18:00 moved by a wall-clock hour in every week, before and after summer time begins', () => {
    const hour = 3600_000;
    // 18:00 winter (16:00Z) → 19:00 (17:00Z); 18:00 summer (15:00Z) → 19:00 (16:00Z)
    expect(shiftWallClock(new Date('2026-03-24T16:00:00Z'), hour, tz).toISOString()).toBe('2026-03-24T17:00:00.000Z');
    expect(shiftWallClock(new Date('2026-03-31T15:00:00Z'), hour, tz).toISOString()).toBe('2026-03-31T16:00:00.000Z');
  });

  it('moves a class a day later over the autumn change on the wall clock', () => {
    // Sat 24.10 18:00 (UTC+3) + 1 day → Sun 25.10 18:00 (UTC+2)
    expect(shiftWallClock(new Date('2026-10-24T15:00:00Z'), 24 * 3600_000, tz).toISOString()).toBe(
      '2026-10-25T16:00:00.000Z',
    );
  });
});
