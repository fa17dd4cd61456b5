import { defineConfig } from 'vitest/config';
import { pinE2eClock } from '../e2e/clock.ts';

// One pinned clock for the run (tests/e2e/clock.ts), as the Chromium suite has: E2E_NOW picks the instant.
pinE2eClock();

/**
 * The main journeys in Firefox ESR and WebKitGTK (`npm run test:engines`, part of `npm test`), against the
 * production build in dist/. One engine at a time: each starts its own server and browsers, and the
 * machine has two cores.
 */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/engines/*.test.ts'],
    environment: 'node',
    env: { E2E_NOW: process.env.E2E_NOW ?? '', E2E_CLOCK_ORIGIN: process.env.E2E_CLOCK_ORIGIN ?? '' },
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // A journey that met a slow start of a browser gets one more go in CI, as the Chromium suite does.
    retry: process.env.CI ? 1 : 0,
  },
});
