import { defineConfig, devices } from '@playwright/test';
import { pinE2eClock } from './tests/e2e/clock.ts';
import type { ServerOptions } from './tests/e2e/fixtures.ts';

/**
 * Each project runs against its own server (own port, fresh data dir, same seed), so projects never share data.
 * E2E_PORT_BASE moves both ports, so two checkouts can run their journeys side by side.
 */
const portBase = Number(process.env.E2E_PORT_BASE ?? 4100);
const servers = { wide: portBase + 1, narrow: portBase + 2 } as const;

/** The run's pinned clock (tests/e2e/clock.ts): E2E_NOW picks the instant, a Sunday evening by default. */
const clock = pinE2eClock();

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig<ServerOptions>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    trace: 'retain-on-failure',
    // The clubs' own zone, as their members' phones have it (the browser clock is pinned by the fixtures).
    timezoneId: 'Europe/Tallinn',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'wide',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        serverPort: servers.wide,
        launchOptions: chromium,
      },
    },
    {
      name: 'narrow',
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        userAgent: devices['Pixel 7'].userAgent,
        serverPort: servers.narrow,
        launchOptions: chromium,
      },
    },
  ],
  webServer: Object.values(servers).map((port) => ({
    // A fresh temporary data dir per run: the seed is the same, earlier runs leave nothing behind.
    // SMTP_URL: the local mail server password-reset.spec.ts runs on the server's port + 50 while it needs one.
    command: `DATA_DIR="$(mktemp -d -t club-e2e-XXXXXX)" PORT=${port} SMTP_URL=smtp://127.0.0.1:${port + 50} STATIC_DIR=dist NODE_ENV=test TEST_CLOCK_START=${clock.TEST_CLOCK_START} TEST_CLOCK_ORIGIN=${clock.TEST_CLOCK_ORIGIN} npx tsx server/main.ts`,
    url: `http://localhost:${port}/api/0.1/page/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
