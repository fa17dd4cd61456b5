import type { Env } from './env.ts';

export type Clock = () => Date;

/** Production's clock. */
export const systemClock: Clock = () => new Date();

/**
 * A clock that reads `start` at the real instant `origin` and then runs at real speed. The
 * end-to-end tests give the server and the browser the same start and origin, so both agree on
 * "now" to the millisecond, whatever day the suite runs on.
 */
export function pinnedClock(start: Date, origin: number, realNow: () => number = Date.now): Clock {
  const offset = start.getTime() - origin;
  return () => new Date(realNow() + offset);
}

/** The clock the server runs on: the real one, unless a test run (NODE_ENV=test) pins it. */
export function clockFromEnv(env: Pick<Env, 'NODE_ENV' | 'TEST_CLOCK_START' | 'TEST_CLOCK_ORIGIN'>): Clock {
  if (env.TEST_CLOCK_START === undefined) return systemClock;
  if (env.NODE_ENV !== 'test') throw new Error('TEST_CLOCK_START is a test-only setting: it needs NODE_ENV=test');
  return pinnedClock(env.TEST_CLOCK_START, env.TEST_CLOCK_ORIGIN ?? Date.now());
}
