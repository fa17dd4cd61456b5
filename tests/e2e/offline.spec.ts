import { expect, test } from './fixtures.ts';
import { setDeviceOnline } from './device-network.ts';

// The school tenant's own data: this file only reads, so the specs of other tenants are never disturbed.
// The school logs in by e-mail (its page rule login.isEmail); demo users have `<username>@<tenant>.example.com`.
const tenant = 'school';
const member = { username: `member@${tenant}.example.com`, password: 'Member1234' };

test.describe('the app works offline after one visit', () => {
  test('the service worker controls the page', async ({ page, tenantUrl }) => {
    await page.goto(tenantUrl(tenant, '/login'));
    const activeScript = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(activeScript).toBe(tenantUrl(tenant, '/sw.js'));
    // The first install leaves the open page alone (no clientsClaim); the next navigation is controlled.
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toBe(tenantUrl(tenant, '/sw.js'));
  });

  test('offline start shows the cached home with an offline indicator', async ({ context, page, tenantUrl, login }) => {
    await login(page, { tenant, ...member });
    await page.goto(tenantUrl(tenant, '/'));
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect(page.getByRole('main')).toBeVisible();
    const onlineHeading = await page.getByRole('heading', { level: 1 }).first().textContent();
    // The query cache is written to IndexedDB at most once a second.
    await page.waitForTimeout(1500);
    await page.close();

    await setDeviceOnline(context, false);
    const offlinePage = await context.newPage();
    // Failed API requests are expected offline; a script error is not.
    const pageErrors: string[] = [];
    offlinePage.on('pageerror', (error) => pageErrors.push(error.message));
    await offlinePage.goto(tenantUrl(tenant, '/'));
    await expect(offlinePage.getByRole('heading', { level: 1 }).first()).toHaveText(onlineHeading ?? '');
    await expect(offlinePage.getByText('Offline', { exact: true }).first()).toBeVisible();
    await expect(offlinePage.getByRole('navigation').or(offlinePage.getByRole('banner')).first()).toBeVisible();
    expect(pageErrors).toEqual([]);
    await setDeviceOnline(context, true);
  });

  test('offline, the timetable still opens a class (its dialog is loaded on demand, from the precache)', async ({
    context,
    page,
    tenantUrl,
    login,
  }) => {
    await login(page, { tenant, ...member });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The next navigation is controlled by the worker, whose precache holds the dialog's code.
    await page.goto(tenantUrl(tenant, '/calendar'));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.waitForTimeout(1500); // the query cache reaches IndexedDB at most once a second
    await page.close();

    await setDeviceOnline(context, false);
    const offlinePage = await context.newPage();
    const pageErrors: string[] = [];
    offlinePage.on('pageerror', (error) => pageErrors.push(error.message));
    await offlinePage.goto(tenantUrl(tenant, '/calendar'));
    const opener = offlinePage.getByRole('button', { name: /^Details: |^\d\d:\d\d–\d\d:\d\d, / }).first();
    await opener.click();
    const dialog = offlinePage.getByRole('dialog');
    await expect(dialog.getByRole('heading').first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    expect(pageErrors).toEqual([]);
    await setDeviceOnline(context, true);
  });
});
