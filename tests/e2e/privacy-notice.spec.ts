import { expect, test } from './fixtures.ts';

// Issue #40 point 5: a visitor reaches the club's privacy notice from the login screen, without an account.
test('a visitor opens the privacy notice from the login screen', async ({ page, tenantUrl }) => {
  await page.goto(tenantUrl('activesport', '/login'));
  await page.getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByText(/is the controller of your personal data/)).toBeVisible();
  await expect(page.getByText(/Invoices are kept 7 years/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
});
