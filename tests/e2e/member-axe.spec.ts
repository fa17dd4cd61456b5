import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, demoUsers } from './fixtures.ts';

/*
 * Issue 13 point 9: no serious or critical axe finding on any screen, in either colour mode. Nothing is
 * excluded: Fluent's focus sentinels inside aria-hidden (TabList) were a real finding and are gone.
 */

const tenant = 'golden';
const memberScreens = [
  '/',
  '/calendar',
  '/workouts',
  '/entry',
  '/contracts',
  '/invoices',
  '/vouchers',
  '/profile',
  '/statistics',
];
const publicScreens = ['/public', '/public/vouchers?id=PUB-2001', '/tickets?id=T-3001'];
const staffScreens = { trainer: ['/trainer-calendar', '/personal-trainings'], admin: ['/admin-calendar'] } as const;

async function seriousFindings(page: Page, path: string): Promise<string[]> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function scan(page: Page, url: (path: string) => string, paths: readonly string[]): Promise<string[]> {
  const findings: string[] = [];
  for (const path of paths) {
    await page.goto(url(path));
    findings.push(...(await seriousFindings(page, path)));
  }
  return findings;
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.slow(); // full-page axe scans on a shared machine
    // colour contrast does not depend on the layout: dark mode is scanned on the phone, light mode on both
    test.skip(({ isMobile }) => mode === 'dark' && !isMobile, 'dark mode: the phone project scans it');
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((m) => localStorage.setItem('colormode', JSON.stringify(m)), mode);
    });

    test('every member screen passes axe', async ({ page, login, tenantUrl }) => {
      await login(page, { tenant, ...demoUsers.member });
      const findings = await scan(page, (path) => tenantUrl(tenant, path), memberScreens);
      // one invoice, as it prints
      await page.goto(tenantUrl(tenant, '/invoices'));
      await page
        .getByRole('link', { name: /^Invoice \d+$/ })
        .first()
        .click();
      await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
      findings.push(...(await seriousFindings(page, 'invoice')));
      expect(findings).toEqual([]);
    });

    test('the login page with its errors and the public screens pass axe', async ({ page, tenantUrl }) => {
      await page.goto(tenantUrl(tenant, '/login'));
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByText('Username is required')).toBeVisible();
      const findings = await seriousFindings(page, '/login');
      findings.push(...(await scan(page, (path) => tenantUrl(tenant, path), publicScreens)));
      expect(findings).toEqual([]);
    });

    for (const role of ['trainer', 'admin'] as const) {
      test(`the ${role} screens pass axe`, async ({ page, login, tenantUrl }) => {
        await login(page, { tenant, ...demoUsers[role] });
        expect(await scan(page, (path) => tenantUrl(tenant, path), staffScreens[role])).toEqual([]);
      });
    }
  });
}
