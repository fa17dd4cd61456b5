import { demoUsers, expect, test } from './fixtures.ts';

// Server rules and texts, the same on every screen size: the wide project runs them, the phone's time goes to layouts.
test.skip(({ isMobile }) => isMobile, 'the same on every screen: the wide project runs it');

// The fixtures install the browser clock (pinned, running at real speed); these journeys fast-forward it.
test.describe('inactivity logout', () => {
  test('after 15 idle minutes a dialog counts down 3 minutes and then logs out', async ({ page, login }) => {
    await login(page, { tenant: 'watersports', ...demoUsers.member });
    const dialog = page.getByRole('alertdialog', { name: 'Are you still there?' });

    // The jump fires the token refresh: let its answer come before the next jump, or that jump would
    // time the request out on the page's clock (the server is then judged unreachable and re-checked).
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/account/refresh'));
    await page.clock.fastForward('14:30');
    await refreshed;
    await expect(dialog).toBeHidden();
    await page.clock.fastForward('00:31');
    await expect(dialog).toBeVisible();
    // The installed clock keeps running in real time too, so allow a few seconds for rendering.
    await expect(dialog).toContainText(/You will be logged out in (3:00|2:5\d)/);

    await page.clock.fastForward('01:00');
    await expect(dialog).toContainText(/logged out in (2:00|1:5\d)/);
    await page.clock.fastForward('02:00');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('answering yes keeps the member logged in and watching starts again', async ({ page, login }) => {
    await login(page, { tenant: 'watersports', ...demoUsers.member2 });
    const dialog = page.getByRole('alertdialog', { name: 'Are you still there?' });
    await page.clock.fastForward('15:01');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, stay logged in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible();

    await page.clock.fastForward('10:00');
    await expect(dialog).toBeHidden();
  });
});

test.describe('inactivity at the door', () => {
  test('on the entry page twenty idle minutes bring no dialog and no logout; leaving it starts the watch again', async ({
    page,
    login,
    tenantUrl,
  }) => {
    await login(page, { tenant: 'golden', ...demoUsers.member });
    await page.goto(tenantUrl('golden', '/entry'));
    const code = page.locator('.entry-card-current').getByRole('img', { name: /^QR code of entry code/ });
    await expect(code).toBeVisible();
    const dialog = page.getByRole('alertdialog', { name: 'Are you still there?' });

    // Every timer of the twenty minutes runs (token refreshes included), five minutes at a time.
    for (let minute = 0; minute < 20; minute += 5) {
      await page.clock.runFor('05:00');
      await expect(dialog).toBeHidden();
    }
    await expect(code).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);

    // Elsewhere the usual watch applies, counted from leaving the door.
    await page.getByRole('link', { name: /home/i }).first().click();
    await page.clock.fastForward('15:01');
    await expect(dialog).toBeVisible();
  });
});
