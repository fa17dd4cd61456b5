import AxeBuilder from '@axe-core/playwright';
import { expect, test, demoUsers } from './fixtures.ts';

/* Issue 13 point 9: no serious or critical axe finding on any member screen, in either colour mode. */

const tenant = 'golden';
const screens = ['/', '/calendar', '/workouts', '/entry', '/contracts', '/invoices', '/vouchers', '/profile', '/statistics'];

for (const mode of ['light', 'dark'] as const) {
  test(`every member screen passes axe in ${mode} mode`, async ({ page, login, tenantUrl }) => {
    test.slow(); // nine full-page scans
    await page.addInitScript((m) => localStorage.setItem('colormode', JSON.stringify(m)), mode);
    await login(page, { tenant, ...demoUsers.member });
    const findings: string[] = [];
    for (const path of screens) {
      await page.goto(tenantUrl(tenant, path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Fluent's focus manager (tabster) adds invisible focus sentinels marked aria-hidden on purpose.
      const results = await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').analyze();
      for (const v of results.violations) {
        if (v.impact === 'serious' || v.impact === 'critical') findings.push(`${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      }
    }
    expect(findings).toEqual([]);
  });
}

test('the login page with its errors passes axe in light mode', async ({ page, tenantUrl }) => {
  await page.addInitScript(() => localStorage.setItem('colormode', JSON.stringify('light')));
  await page.goto(tenantUrl(tenant, '/login'));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  const results = await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
