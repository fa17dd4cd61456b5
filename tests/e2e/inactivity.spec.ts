import { demoUsers, expect, test } from './fixtures.ts';

// The fixtures install the browser clock (pinned, running at real speed); these journeys fast-forward it.
test.describe('inactivity logout', () => {
  test('after 15 idle minutes a dialog counts down 3 minutes and then logs out', async ({ page, login }) => {
    await login(page, { tenant: 'watersports', ...demoUsers.member });
    const dialog = page.getByRole('alertdialog', { name: 'Are you still there?' });

    await page.clock.fastForward('14:30');
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
