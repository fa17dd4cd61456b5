/*
 * One pinned clock for the whole end-to-end run (docs/testing.md#pinned-clock): the server (TEST_CLOCK_START and
 * TEST_CLOCK_ORIGIN), the browser (installed by the fixtures) and the specs' own date arithmetic all
 * read E2E_NOW at the real instant E2E_CLOCK_ORIGIN and run at real speed from there. The suite
 * therefore sees the same week whatever day it runs on; `npm run test:e2e:instants` runs it at the
 * instants that once broke it.
 */

/** A Sunday evening in Tallinn: the default, because the suite once failed on a Sunday. */
export const defaultE2eNow = '2026-11-22T19:40:00+02:00';

/** The instants `npm run test:e2e:instants` runs the suite at. */
export const e2eInstants = {
  'sunday-evening': defaultE2eNow,
  'last-day-of-month': '2026-11-30T22:45:00+02:00',
  // Europe/Tallinn leaves summer time at 04:00 EEST (01:00 UTC): the run crosses the change.
  'dst-change-night': '2026-10-25T03:52:00+03:00',
} as const;

/**
 * Reads the pinned instant from the environment that playwright.config.ts fills once in the runner;
 * its workers and web servers inherit it, so every process shares one origin.
 */
function pinnedStart(): { start: number; origin: number } {
  const start = Date.parse(process.env.E2E_NOW || defaultE2eNow);
  const origin = Number(process.env.E2E_CLOCK_ORIGIN || Date.now());
  if (Number.isNaN(start) || !Number.isFinite(origin))
    throw new Error(`E2E_NOW must be an ISO instant, got ${process.env.E2E_NOW}`);
  return { start, origin };
}

/** "Now" of the pinned run, in epoch milliseconds. */
export function e2eNow(): number {
  const { start, origin } = pinnedStart();
  return start + (Date.now() - origin);
}

/** The environment a server started by a spec needs to run on the pinned clock. */
export function pinnedServerEnv(): { NODE_ENV: 'test'; TEST_CLOCK_START: string; TEST_CLOCK_ORIGIN: string } {
  const { start, origin } = pinnedStart();
  return { NODE_ENV: 'test', TEST_CLOCK_START: new Date(start).toISOString(), TEST_CLOCK_ORIGIN: String(origin) };
}

/** Fills E2E_NOW and E2E_CLOCK_ORIGIN once (in the runner) and returns the server's clock settings. */
export function pinE2eClock(): { TEST_CLOCK_START: string; TEST_CLOCK_ORIGIN: string } {
  process.env.E2E_NOW ||= defaultE2eNow;
  process.env.E2E_CLOCK_ORIGIN ||= String(Date.now());
  const { TEST_CLOCK_START, TEST_CLOCK_ORIGIN } = pinnedServerEnv();
  return { TEST_CLOCK_START, TEST_CLOCK_ORIGIN };
}
