import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

// The healthcentre tenant: this file only reads there (statistics, and the member screens for the scan).
const tenant = 'healthcentre';

test('a member sees statistics as charts and switches the period', async ({ page, login, tenantUrl }) => {
  await login(page, { tenant, username: 'member', password: 'Member1234' });
  await page.goto(tenantUrl(tenant, '/statistics'));
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Current month' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Previous 30 days' }).click();
  await expect(page).toHaveURL(/period=last30/);
  const styles = page.getByRole('region', { name: 'By training style' });
  await expect(styles.getByRole('img', { name: /^Visits by training style: \d+ in total$/ })).toBeVisible();
  await expect(styles.locator('path').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Visits by training type' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Favourite club' })).toContainText(/\d+ visits, last visit/);
  for (const total of ['Bookings', 'Attendance']) await expect(page.getByText(total, { exact: true })).toBeVisible();
});

test('a trainer sees class statistics and personal trainings', async ({ page, login, tenantUrl }) => {
  test.slow(); // ends with an axe scan of a long page
  await login(page, { tenant, username: 'trainer', password: 'Trainer1234' });
  await page.goto(tenantUrl(tenant, '/personal-trainings'));
  await expect(page.getByRole('heading', { level: 1, name: 'Trainer statistics' })).toBeVisible();
  for (const total of ['Classes', 'Places', 'Bookings', 'Attendance']) await expect(page.getByText(total, { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Classes by training style: \d+ in total$/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Clients by gender: \d+ in total$/ })).toBeVisible();
  const personal = page.getByRole('region', { name: 'Personal trainings' });
  await expect(personal.getByRole('table', { name: 'Personal trainings' }).or(personal.getByText('No personal trainings in the period'))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/** Serious and critical axe findings of the page as it is now. */
async function seriousViolations(page: ConstructorParameters<typeof AxeBuilder>[0]['page']) {
  // Tabster's focus sentinels (Fluent's aria-hidden <i tabindex=0>) only pass focus on; axe cannot know that.
  const results = await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const mode of ['light', 'dark'] as const) {
  test(`the member screens have no serious accessibility problems in ${mode} mode`, async ({ page, login, tenantUrl }) => {
    test.slow();
    await page.addInitScript((stored) => localStorage.setItem('colormode', stored), JSON.stringify(mode));
    await login(page, { tenant, username: 'member', password: 'Member1234' });
    const screens = [
      { path: '/entry', heading: 'Enter the gym' },
      { path: '/contracts', heading: 'Contracts' },
      { path: '/invoices', heading: 'Invoices' },
      { path: '/vouchers', heading: 'Vouchers' },
      { path: '/profile', heading: 'Profile' },
      { path: '/statistics', heading: 'Statistics' },
      { path: '/public/vouchers?id=PUB-2001', heading: 'Voucher' },
      { path: '/tickets?id=T-3001', heading: 'Ticket' },
    ];
    for (const screen of screens) {
      await page.goto(tenantUrl(tenant, screen.path));
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      expect(await seriousViolations(page), screen.path).toEqual([]);
    }
    await page.goto(tenantUrl(tenant, '/invoices'));
    await page.getByRole('link', { name: /^Invoice \d+$/ }).first().click();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(await seriousViolations(page), 'invoice').toEqual([]);
  });
}
