import { demoUsers, expect, test } from './fixtures.ts';

// Server rules and texts, the same on every screen size: the wide project runs them, the phone's time goes to layouts.
test.skip(({ isMobile }) => isMobile, 'the same on every screen: the wide project runs it');

test.describe('who may go where', () => {
  test('a member asking for the admin calendar gets the not-found page', async ({ page, login, tenantUrl }) => {
    await login(page, { tenant: 'activesport', ...demoUsers.member });
    await page.goto(tenantUrl('activesport', '/admin-calendar'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('a logged-in user on an unknown path gets the not-found page and a way home', async ({
    page,
    login,
    tenantUrl,
  }) => {
    await login(page, { tenant: 'activesport', ...demoUsers.member });
    await page.goto(tenantUrl('activesport', '/no-such-page'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to homepage' }).click();
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
  });

  test('a visitor on an unknown path is sent to the login page', async ({ page, tenantUrl }) => {
    await page.goto(tenantUrl('activesport', '/no-such-page'));
    await expect(page).toHaveURL(/\/login\?redirect=%2Fno-such-page/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('public pages open without logging in', async ({ page, tenantUrl }) => {
    await page.goto(tenantUrl('activesport', '/tickets'));
    await expect(page).toHaveURL(/\/tickets/);
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  });
});
