import { defineConfig, devices } from '@playwright/test';
import { pinE2eClock } from './tests/e2e/clock.ts';
import type { ServerOptions } from './tests/e2e/fixtures.ts';

/**
 * The visual baselines (tests/visual): a phone and a desktop, each against its own server on the pinned clock of the
 * e2e suite (tests/e2e/clock.ts), ports after the e2e ones (E2E_PORT_BASE + 3 and + 4).
 */
const portBase = Number(process.env.E2E_PORT_BASE ?? 4100);
const servers = { phone: portBase + 3, desktop: portBase + 4 } as const;
const clock = pinE2eClock();

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // the same text rendering on every machine: no subpixel positioning or LCD antialiasing to vary
    '--font-render-hinting=none',
    '--disable-lcd-text',
  ],
};

export default defineConfig<ServerOptions>({
  testDir: 'tests/visual',
  snapshotPathTemplate: '{testDir}/baselines/{projectName}/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-visual' }]] : 'list',
  use: { timezoneId: 'Europe/Tallinn', locale: 'en-GB', launchOptions: chromium },
  projects: [
    {
      name: 'phone',
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1,
        userAgent: devices['Pixel 7'].userAgent,
        serverPort: servers.phone,
      },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, serverPort: servers.desktop },
    },
  ],
  webServer: Object.values(servers).map((port) => ({
    command: `DATA_DIR="$(mktemp -d -t club-visual-XXXXXX)" PORT=${port} STATIC_DIR=dist NODE_ENV=test TEST_CLOCK_START=${clock.TEST_CLOCK_START} TEST_CLOCK_ORIGIN=${clock.TEST_CLOCK_ORIGIN} npx tsx server/main.ts`,
    url: `http://localhost:${port}/api/0.1/page/`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
