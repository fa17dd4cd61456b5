import { describe, expect, it } from 'vitest';
import { clockFromEnv, pinnedClock, systemClock } from './clock.ts';
import { readEnv } from './env.ts';

describe('the server clock', () => {
  it('reads the pinned start at the origin and then runs at real speed', () => {
    let real = 1_000_000;
    const clock = pinnedClock(new Date('2026-11-22T19:30:00+02:00'), 1_000_000, () => real);
    expect(clock().toISOString()).toBe('2026-11-22T17:30:00.000Z');
    real += 90_000;
    expect(clock().toISOString()).toBe('2026-11-22T17:31:30.000Z');
  });

  it('is the real clock unless a test run pins it', () => {
    expect(clockFromEnv(readEnv({}))).toBe(systemClock);
    const pinned = clockFromEnv(
      readEnv({ NODE_ENV: 'test', TEST_CLOCK_START: '2026-10-25T00:50:00Z', TEST_CLOCK_ORIGIN: String(Date.now()) }),
    );
    expect(Math.abs(pinned().getTime() - Date.parse('2026-10-25T00:50:00Z'))).toBeLessThan(5_000);
  });

  it('refuses a pinned clock in production', () => {
    expect(() => clockFromEnv(readEnv({ TEST_CLOCK_START: '2026-10-25T00:50:00Z' }))).toThrow(/test-only/);
    expect(() => clockFromEnv(readEnv({ NODE_ENV: 'production', TEST_CLOCK_START: '2026-10-25T00:50:00Z' }))).toThrow(
      /NODE_ENV=test/,
    );
  });

  it('rejects an instant that is not an ISO timestamp', () => {
    expect(() => readEnv({ NODE_ENV: 'test', TEST_CLOCK_START: 'next Sunday' })).toThrow();
  });
});
