import AxeBuilder from '@axe-core/playwright';
import { demoUsers, expect, test } from './fixtures.ts';

// Server rules and texts, the same on every screen size: the wide project runs them, the phone's time goes to layouts.
test.skip(({ isMobile }) => isMobile, 'the same on every screen: the wide project runs it');

test.describe('logging in and out', () => {
  test('a member logs in, sees the home screen and logs out again', async ({ page, login }) => {
    await login(page, { tenant: 'default', ...demoUsers.member });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Good (morning|afternoon|evening)/);
    await expect(page.locator('blockquote')).toBeVisible();
    // Landmarks, labels and contrast of the shell and home screen (dark, the default mode).
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    // The session is gone for good: a reload stays logged out.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('a logged-out visitor asking for a member page logs in and lands on it', async ({ page, tenantUrl }) => {
    await page.goto(tenantUrl('default', '/contracts'));
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByRole('textbox', { name: /username/i }).fill(demoUsers.member.username);
    await page.getByLabel(/password/i).fill(demoUsers.member.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/contracts$/);
  });
});

test.describe('a refused login', () => {
  // Chromium logs the refused login (401) as a failed resource; that refusal is the point here.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('wrong credentials and empty fields are explained', async ({ page, tenantUrl }) => {
    await page.goto(tenantUrl('default', '/login'));
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /username/i })).toHaveAttribute('aria-invalid', 'true');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.getByRole('textbox', { name: /username/i }).fill('member');
    await page.getByLabel(/password/i).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    // under the form, where it stays until the next try (not a snackbar that vanishes in 2 s)
    const failure = page.locator('form').getByRole('alert');
    await expect(failure).toHaveText(/Wrong username or password/);
    await page.waitForTimeout(2500);
    await expect(failure).toHaveText(/Wrong username or password/);
  });
});
