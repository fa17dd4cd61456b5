import type { Page } from '@playwright/test';
import { demoUsers, expect, test } from './fixtures.ts';
import { setDeviceOnline } from './device-network.ts';
import { bookableClasses, busyDays, clubApi, clubDay, clubTime, escapeRegExp } from './booking-api.ts';

/*
 * Issue 10 points 2 and 3: one connectivity status in the shell, judged from the app's own requests,
 * with when the data on screen was last updated; and a booking whose answer never comes.
 */

test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR/] });

const screens = [
  { path: '/', heading: /^(Good|Hello|Welcome)|, / },
  { path: '/calendar', heading: 'Timetable' },
  { path: '/workouts', heading: 'My workouts' },
  { path: '/entry', heading: 'Enter the gym' },
] as const;

/** The shell's status says why the server is out of reach and when the shown data was fetched. */
async function expectStatus(page: Page, reason: 'Offline' | 'Server not reachable', timeout = 7_000) {
  // By CSS rather than role: a modal dialog hides the page behind it from the accessibility tree, not from sight.
  const status = page.locator('[role="status"]').filter({ hasText: reason });
  await expect(status, page.url()).toBeVisible({ timeout });
  await expect(status, page.url()).toContainText(/Last updated \d{1,2}\/\d{1,2}\/\d{4}, \d{2}:\d{2}/);
}

/** Opens each screen online (no status then) and returns the addresses it settled on (the timetable adds its filters). */
async function visitOnline(page: Page, home: string): Promise<string[]> {
  const visited: string[] = [];
  for (const screen of screens) {
    await page.goto(new URL(screen.path, home).href);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await expect(page.locator('main').getByText(/No saved data yet|Unable to/)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /Offline|Server not reachable/ })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // The persister writes at most once a second; a full navigation sooner would lose this screen's data.
    await page.waitForTimeout(1100);
    visited.push(page.url());
  }
  return visited;
}

test('after an offline start every screen says at once that it is offline and how old its data is', async ({
  context,
  page,
  login,
  tenantUrl,
}) => {
  test.slow(); // the service worker precaches the app first
  const tenant = 'fitnessbrand';
  await login(page, { tenant, ...demoUsers.member });
  const visited = await visitOnline(page, tenantUrl(tenant, '/'));
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForTimeout(1500); // the query cache reaches IndexedDB at most once a second
  await page.close();

  await setDeviceOnline(context, false);
  const offline = await context.newPage();
  for (const [index, screen] of screens.entries()) {
    await offline.goto(visited[index]!);
    // On /entry the door snapshot shows first; the app's own page (and the shell's status) follows.
    await expect(offline.locator('#door-snapshot')).toHaveCount(0);
    await expect(offline.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    // At once: the browser's flag is known before any request fails.
    await expectStatus(offline, 'Offline', 2_000);
  }
  await setDeviceOnline(context, true);
  // It clears by itself once back online and a request is answered.
  await expect(offline.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0, { timeout: 15_000 });
});

test.describe('an API that accepts connections but never answers', () => {
  // Without the worker every API request of the page passes page.route.
  test.use({ serviceWorkers: 'block' });

  test('every screen keeps its data and says the server is not reachable, then clears itself', async ({
    page,
    login,
    tenantUrl,
  }) => {
    test.slow();
    const tenant = 'fitnessbrand';
    await login(page, { tenant, ...demoUsers.member2 });
    const visited = await visitOnline(page, tenantUrl(tenant, '/'));
    await page.waitForTimeout(1500);

    let down = true;
    await page.route('**/api/0.1/**', async (route) => {
      if (down) return; // accepted, never answered
      await route.continue();
    });
    for (const [index, screen] of screens.entries()) {
      await page.goto(visited[index]!);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible({ timeout: 15_000 });
      // Reads give up within seconds (5 s), the data from before stays on screen with the status.
      await expectStatus(page, 'Server not reachable', 12_000);
    }
    await expect(page.locator('.entry-card-current canvas')).toBeVisible();

    down = false;
    // The backing-off re-check finds the server again and the status goes away.
    await expect(page.getByRole('status').filter({ hasText: 'Server not reachable' })).toHaveCount(0, {
      timeout: 15_000,
    });
  });

  test('a booking whose answer never comes says so within the bound, then tells the real outcome', async ({
    page,
    login,
    tenantUrl,
    request,
  }) => {
    test.slow();
    const tenant = 'sparta';
    const api = clubApi(request, tenantUrl, tenant);
    const token = await api.login(demoUsers.member.username, demoUsers.member.password);
    const classes = await api.schedule('user', token);
    const target = bookableClasses(
      classes.filter((c) => c.bookedCount + 2 <= c.maxPlaces),
      await api.clubs(),
      busyDays(classes),
    )[0];
    expect(target, 'a class the member can book').toBeDefined();
    if (!target) return;
    const name = escapeRegExp(target.name);

    await login(page, { tenant, ...demoUsers.member });
    await page.goto(tenantUrl(tenant, `/calendar?date=${clubDay(target)}&id=${target.id}`));
    const dialog = page.getByRole('dialog');
    const book = dialog.getByRole('button', { name: new RegExp(`^Book a place: ${name}, ${clubTime(target)}`) });
    await expect(book).toBeEnabled();

    // The booking reaches the server, which books the place; its answer never reaches the app, nor anything else.
    let down = true;
    await page.route('**/api/0.1/**', async (route) => {
      if (
        route.request().method() === 'POST' &&
        new URL(route.request().url()).pathname.endsWith(`/user/registration/${target.id}`)
      ) {
        // Node cannot resolve <tenant>.localhost: the server finds the club by the page's X-Client-Host header.
        const url = new URL(route.request().url());
        url.hostname = 'localhost';
        await route.fetch({ url: url.href });
        return;
      }
      if (down) return;
      await route.continue();
    });
    const clicked = Date.now();
    await book.click();
    await expect(
      page.getByText(`The server did not answer your booking of ${target.name}.`, { exact: false }),
    ).toBeVisible({ timeout: 14_000 });
    expect(Date.now() - clicked).toBeLessThan(14_000);
    await expect(page.getByText('Booking…')).toHaveCount(0);
    await expectStatus(page, 'Server not reachable');
    await expect(book).toBeDisabled();
    await expect(
      dialog.getByText('Booking and cancelling need the server, which cannot be reached now.'),
    ).toBeVisible();

    // The API comes back: the app re-reads the member's registrations and tells the truth.
    down = false;
    await expect(page.getByText(`Your booking went through: ${target.name}`)).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByText('Booked', { exact: true })).toBeVisible();
    await api.cancel(target.id, token);
  });
});
