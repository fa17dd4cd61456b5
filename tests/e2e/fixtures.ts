import { test as base, expect, type BrowserContext, type Page, type Worker } from '@playwright/test';
import type { TenantId } from '../../src/api/contract/tenant.ts';
import { e2eNow } from './clock.ts';

export type ServerOptions = {
  serverPort: number;
  /** Console errors a spec expects (e.g. failed requests while offline): `test.use({ allowedConsoleErrors: [/…/] })`. */
  allowedConsoleErrors: RegExp[];
};

export type Credentials = { tenant: TenantId; username: string; password: string };

type Fixtures = {
  /** The project's server URL for a tenant: http://<tenant>.localhost:<port><path> (default tenant: localhost). */
  tenantUrl: (tenant: TenantId, path?: string) => string;
  /** Logs in through the login screen of the tenant and waits for the home screen. */
  login: (page: Page, credentials: Credentials) => Promise<void>;
  /** Fails the test on any console.error or uncaught page error. */
  failOnConsoleError: void;
  /** The browser reads the run's pinned clock (tests/e2e/clock.ts), which keeps running at real speed. */
  pinnedBrowserClock: void;
};

export { demoUsers } from './demo-users.ts';

/**
 * Shifts a service worker's Date.now to the pinned clock. Playwright's clock reaches pages only
 * (microsoft/playwright#31772), and the worker judges the door snapshot's age by its own clock.
 */
async function pinWorkerClock(worker: Worker): Promise<void> {
  await worker
    .evaluate((offset) => {
      const realNow = Date.now.bind(Date);
      Date.now = () => realNow() + offset;
    }, e2eNow() - Date.now())
    .catch(() => {
      // The worker went away (replaced by a new version, which gets its own pin).
    });
}

/** Gives a context the run's pinned clock, its pages and service workers alike; the fixtures do it for `context`, a spec for a context of its own. */
export async function installPinnedClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: e2eNow() });
  context.on('serviceworker', (worker) => void pinWorkerClock(worker));
  await Promise.all(context.serviceWorkers().map(pinWorkerClock));
}

export const test = base.extend<Fixtures & ServerOptions>({
  serverPort: [4101, { option: true }],
  allowedConsoleErrors: [[], { option: true }],

  tenantUrl: async ({ serverPort }, provide) => {
    await provide((tenant, path = '/') => {
      const host = tenant === 'default' ? 'localhost' : `${tenant}.localhost`;
      return `http://${host}:${serverPort}${path.startsWith('/') ? path : `/${path}`}`;
    });
  },

  login: async ({ tenantUrl }, provide) => {
    await provide(async (page, { tenant, username, password }) => {
      await page.goto(tenantUrl(tenant, '/login'));
      await page.getByRole('textbox', { name: /username|email/i }).fill(username);
      await page.getByLabel(/password/i).fill(password);
      await page.getByRole('button', { name: /log in/i }).click();
      await expect(page.getByRole('navigation', { name: /quick links/i })).toBeVisible();
    });
  },

  pinnedBrowserClock: [
    async ({ context }, provide) => {
      await installPinnedClock(context);
      await provide();
    },
    { auto: true },
  ],

  failOnConsoleError: [
    async ({ page, allowedConsoleErrors }, provide) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !allowedConsoleErrors.some((allowed) => allowed.test(text)))
          errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await provide();
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
