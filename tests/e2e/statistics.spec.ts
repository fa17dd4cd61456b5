import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

// The healthcentre tenant: this file only reads there. Every member screen's axe scan is in member-axe.spec.ts.
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
  await expect(page.getByRole('heading', { level: 1, name: 'Personal trainings' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Trainer statistics' })).toBeVisible();
  for (const total of ['Classes', 'Places', 'Bookings', 'Attendance'])
    await expect(page.getByText(total, { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Classes by training style: \d+ in total$/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Clients by gender: \d+ in total$/ })).toBeVisible();
  const personal = page.getByRole('region', { name: 'Personal trainings' });
  await expect(
    personal
      .getByRole('table', { name: 'Personal trainings' })
      .or(personal.getByRole('list', { name: 'Personal trainings' }))
      .or(personal.getByText('No personal trainings in the period')),
  ).toBeVisible();
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
