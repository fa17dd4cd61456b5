import { expect, test } from './fixtures.ts';

// Server rules and texts, the same on every screen size: the wide project runs them, the phone's time goes to layouts.
test.skip(({ isMobile }) => isMobile, 'the same on every screen: the wide project runs it');

// Refused logins (401) and the throttle's answer (429) are logged by Chromium as failed resources.
test.use({ allowedConsoleErrors: [/status of (401|429)/] });

test('after repeated failed logins the form says how long to wait', async ({ page, tenantUrl }) => {
  await page.goto(tenantUrl('default', '/login'));
  // An account nobody else uses: the count is per account and address, so other specs are untouched.
  await page.getByRole('textbox', { name: /username/i }).fill('nobody-throttled');
  await page.getByLabel(/password/i).fill('Guess1234');
  const logIn = page.getByRole('button', { name: 'Log in' });
  for (let attempt = 0; attempt < 4; attempt++) {
    const answer = page.waitForResponse((response) => response.url().endsWith('/account/login'));
    await logIn.click();
    expect((await answer).status()).toBe(401);
  }
  await logIn.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Too many attempts' })).toHaveText(
    'Too many attempts. Please try again in 2 seconds',
  );
});
