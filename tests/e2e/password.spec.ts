import { expect, test } from './fixtures.ts';

// Server rules and texts, the same on every screen size: the wide project runs them, the phone's time goes to layouts.
test.skip(({ isMobile }) => isMobile, 'the same on every screen: the wide project runs it');

// The haapsalu tenant: this file changes `member`'s password there, and no other spec logs in as member in haapsalu.
const tenant = 'haapsalu';
const newPassword = 'Haapsalu2026';

// The wrong current password answers 400.
test.use({ allowedConsoleErrors: [/status of 400/] });

test('a member changes the password and logs in with the new one', async ({ page, login, tenantUrl }) => {
  await login(page, { tenant, username: 'member', password: 'Member1234' });
  await page.goto(tenantUrl(tenant, '/profile'));
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByText('Normal', { exact: true })).toBeVisible();

  const form = page.getByRole('form', { name: 'Change password' });
  const submit = form.getByRole('button', { name: 'Change password' });
  await submit.click();
  await expect(form.getByText('Password is required')).toHaveCount(3);

  await form.getByLabel(/^New password/).fill('abc def');
  await form.getByLabel(/^Repeat the new password/).fill('abc');
  await submit.click();
  await expect(form.getByText('Minimum 8 characters')).toBeVisible();
  await expect(form.getByText('Password must contain only digits, lowercase and uppercase letters')).toBeVisible();
  await expect(form.getByText('At least one uppercase letter')).toBeVisible();
  await expect(form.getByText('At least one digit')).toBeVisible();
  await expect(form.getByText("Passwords don't match")).toBeVisible();

  // The same password again is refused on the new-password field.
  await form.getByLabel(/^Current password/).fill('Member1234');
  await form.getByLabel(/^New password/).fill('Member1234');
  await form.getByLabel(/^Repeat the new password/).fill('Member1234');
  await submit.click();
  await expect(form.getByText('The new password must differ from the current one')).toBeVisible();
  await expect(form.getByLabel(/^New password/)).toHaveAttribute('aria-invalid', 'true');

  // A wrong current password marks that field.
  await form.getByLabel(/^Current password/).fill('NotMyPassword1');
  await form.getByLabel(/^New password/).fill(newPassword);
  await form.getByLabel(/^Repeat the new password/).fill(newPassword);
  await submit.click();
  await expect(form.getByText('The current password is not correct')).toBeVisible();
  await expect(form.getByLabel(/^Current password/)).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel(/^Current password/).fill('Member1234');
  await submit.click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(form.getByLabel(/^Current password/)).toHaveValue('');

  // A fresh start of the app: nothing of the old session is kept.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, { tenant, username: 'member', password: newPassword });
});
