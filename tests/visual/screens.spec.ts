import type { Page } from '@playwright/test';
import { expect, test, demoUsers, type Credentials } from '../e2e/fixtures.ts';
import { serveFonts, loadNpmFonts } from './fonts.ts';
import type { TenantId } from '../../src/api/contract/tenant.ts';

/*
 * Issue 36 point 10: the main screens of each role against committed baselines, at a phone's and a desktop's width
 * (the projects of playwright.visual.config.ts), light and dark, in one brand and English, at the e2e suite's pinned
 * clock. A change to how a screen looks fails here until the baselines are renewed on purpose:
 * `npm run test:visual:update`, then look at the new images before committing them.
 */

const tenant: TenantId = 'reval';
type Screen = { name: string; path: string; user?: Credentials };
const member = { tenant, ...demoUsers.member };
const screens: Screen[] = [
  { name: 'login', path: '/login' },
  { name: 'member-home', path: '/', user: member },
  { name: 'member-timetable', path: '/calendar', user: member },
  { name: 'member-workouts', path: '/workouts', user: member },
  { name: 'member-entry', path: '/entry', user: member },
  { name: 'trainer-timetable', path: '/trainer-calendar', user: { tenant, ...demoUsers.trainer } },
  { name: 'admin-timetable', path: '/admin-calendar', user: { tenant, ...demoUsers.admin } },
];

async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await loadNpmFonts(page);
}

for (const mode of ['light', 'dark'] as const) {
  for (const screen of screens) {
    test(`${screen.name} ${mode}`, async ({ page, context, login, tenantUrl }) => {
      await serveFonts(context);
      await page.goto(tenantUrl(tenant, '/login'));
      await page.evaluate((colourMode) => {
        localStorage.setItem('language', JSON.stringify('en'));
        localStorage.setItem('colormode', JSON.stringify(colourMode));
      }, mode);
      if (screen.user) await login(page, screen.user);
      await page.goto(tenantUrl(tenant, screen.path));
      await settle(page);
      await expect(page).toHaveScreenshot(`${screen.name}-${mode}.png`, {
        // the entry code is new on every server start: its QR and digits are covered
        mask: [page.locator('.entry-card canvas, .entry-card-code')],
      });
    });
  }
}
