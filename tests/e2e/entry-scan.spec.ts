import { expect, installPinnedClock, test } from './fixtures.ts';
import { setDeviceOnline } from './device-network.ts';
import { boxOf, openQrReader } from './door-scan.ts';

/*
 * Issue 10 point 1: the entry code is read by a scanner from the screen of a phone at device pixel
 * ratios 1, 2 and 3, 360 and 412 px wide: online, offline from the door snapshot (scripts held back, as
 * before the app has started), and after the app has taken over. Each phone is a context of its own,
 * so the spec runs in the wide project only. This file only reads reval's `member` (two codes, one expired).
 */
const tenant = 'reval';

test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR/] });

for (const width of [360, 412]) {
  for (const ratio of [1, 2, 3]) {
    // One phone of each width in light mode: the code is dark on white in both modes.
    const mode = ratio === 2 ? 'light' : 'dark';
    test(`a scanner reads the entry code on a ${width} px phone at device pixel ratio ${ratio} (${mode} mode)`, async ({
      browser,
      login,
      tenantUrl,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'wide', 'the phones are contexts of their own; once is enough');
      test.slow();
      const context = await browser.newContext({
        viewport: { width, height: 800 },
        deviceScaleFactor: ratio,
        isMobile: true,
        hasTouch: true,
        timezoneId: 'Europe/Tallinn',
      });
      await installPinnedClock(context);
      const scanner = await openQrReader(browser);
      try {
        const page = await context.newPage();
        await login(page, { tenant, username: 'member', password: 'Member1234' });
        await page.goto(tenantUrl(tenant, '/entry'));
        if (mode === 'light') await page.getByRole('button', { name: 'Switch to light mode' }).click();
        const current = page.locator('.entry-card-current');
        await expect(current.getByRole('img', { name: /^QR code of entry code/ })).toBeVisible();
        const code = (await current.locator('.entry-card-code').textContent())?.trim() ?? '';
        expect(code).toMatch(/^\d+$/);

        // The expired card comes after the current one, marked, its code not offered to the scanner.
        const cards = page.getByRole('article');
        await expect(cards).toHaveCount(2);
        await expect(cards.nth(1)).toContainText('Expired on');
        await expect(page.getByRole('img', { name: /^QR code of entry code/ })).toHaveCount(1);
        await expect(page.getByText('turn the screen brightness up')).toBeVisible();

        // Drawn at device resolution, shown at its CSS size, inside the viewport with its quiet zone.
        const canvas = await page.locator('.entry-card-current canvas').evaluate((element) => {
          const c = element as HTMLCanvasElement;
          return {
            bitmap: c.width,
            css: c.getBoundingClientRect().width,
            left: c.getBoundingClientRect().left,
            right: c.getBoundingClientRect().right,
          };
        });
        expect(Math.abs(canvas.css * ratio - canvas.bitmap)).toBeLessThan(1);
        expect(canvas.left).toBeGreaterThanOrEqual(0);
        expect(canvas.right).toBeLessThanOrEqual(width);
        expect(await scanner.read(await page.screenshot())).toBe(code);

        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        await expect
          .poll(() =>
            page.evaluate(
              async () => (await caches.match('/__door/entry', { cacheName: 'door-snapshot' })) !== undefined,
            ),
          )
          .toBe(true);
        await page.waitForTimeout(1500); // the query cache reaches IndexedDB at most once a second
        await page.close();

        // Offline at the door, before the app has started: the worker's snapshot alone.
        await setDeviceOnline(context, false);
        const door = await context.newPage();
        const session = await context.newCDPSession(door);
        await session.send('Emulation.setScriptExecutionDisabled', { value: true });
        await door.goto(tenantUrl(tenant, '/entry'));
        await expect(door.locator('#door-snapshot .entry-card-current [role="img"]')).toBeVisible();
        await expect(door.locator('#door-snapshot article')).toHaveCount(2);
        await expect(door.locator('#door-snapshot .entry-card-expired details:not([open])')).toHaveCount(1);
        const snapshotQr = await boxOf(door, '#door-snapshot .entry-card-current [role="img"]');
        expect(snapshotQr.x).toBeGreaterThanOrEqual(0);
        expect(snapshotQr.x + snapshotQr.width).toBeLessThanOrEqual(width);
        expect(await scanner.read(await door.screenshot())).toBe(code);

        // Then the app takes over and draws its own.
        await session.send('Emulation.setScriptExecutionDisabled', { value: false });
        await door.reload();
        await expect(door.locator('#door-snapshot')).toHaveCount(0);
        await expect(
          door.locator('.entry-card-current').getByRole('img', { name: `QR code of entry code ${code}` }),
        ).toBeVisible();
        expect(await scanner.read(await door.screenshot())).toBe(code);

        // The expired code is there when asked for.
        await door.getByRole('button', { name: 'Show the expired code anyway' }).click();
        await expect(door.getByRole('img', { name: /^QR code of entry code/ })).toHaveCount(2);
        await setDeviceOnline(context, true);
      } finally {
        await scanner.close();
        await context.close();
      }
    });
  }
}

test('from a 320 px phone to a 1280 px screen the code fits with its quiet zone and scans', async ({
  browser,
  login,
  tenantUrl,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'wide', 'a context of its own; once is enough');
  test.slow();
  const ratio = 2;
  const context = await browser.newContext({
    viewport: { width: 320, height: 700 },
    deviceScaleFactor: ratio,
    timezoneId: 'Europe/Tallinn',
  });
  await installPinnedClock(context);
  const scanner = await openQrReader(browser);
  try {
    const page = await context.newPage();
    await login(page, { tenant, username: 'member', password: 'Member1234' });
    await page.goto(tenantUrl(tenant, '/entry'));
    const current = page.locator('.entry-card-current');
    await expect(current.getByRole('img', { name: /^QR code of entry code/ })).toBeVisible();
    const code = (await current.locator('.entry-card-code').textContent())?.trim() ?? '';
    for (const width of [320, 600, 1024, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 700 : 900 });
      // Redrawn for the new box (ResizeObserver): whole device pixels per module, shown at bitmap / ratio.
      await expect
        .poll(() =>
          page.locator('.entry-card-current canvas').evaluate((element, r) => {
            const c = element as HTMLCanvasElement;
            const box = c.getBoundingClientRect();
            return Math.abs(box.width * r - c.width) < 1 && box.left >= 0 && box.right <= window.innerWidth;
          }, ratio),
        )
        .toBe(true);
      expect(await scanner.read(await page.screenshot()), `${width} px`).toBe(code);
    }
  } finally {
    await scanner.close();
    await context.close();
  }
});

test('the entry code appears where it stays: nothing on the page shifts when it is drawn on a slow phone', async ({
  browser,
  login,
  tenantUrl,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'wide', 'a context of its own; once is enough');
  // Lighthouse's phone: 412 px at device pixel ratio 1.75, its CPU four times slower.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    timezoneId: 'Europe/Tallinn',
  });
  await installPinnedClock(context);
  try {
    const setup = await context.newPage();
    await login(setup, { tenant, username: 'member', password: 'Member1234' });
    await setup.close();
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Every layout shift of the page's life, with the elements that moved (the browser's own record).
    await page.addInitScript(() => {
      const shifts: { value: number; moved: string[] }[] = [];
      Object.assign(window, { layoutShifts: shifts });
      type Shift = PerformanceEntry & { value: number; sources: { node?: Node | null }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          shifts.push({
            value: entry.value,
            moved: entry.sources.map((source) =>
              source.node instanceof Element ? source.node.className : String(source.node?.nodeName),
            ),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(tenantUrl(tenant, '/entry'));
    await expect(
      page.locator('.entry-card-current').getByRole('img', { name: /^QR code of entry code/ }),
    ).toBeVisible();
    await page.waitForTimeout(500); // a shift is reported after the frame it happened in
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts,
    );
    // The cards, their codes and the hint below them never move; the page's footer is pushed down once, out of sight.
    expect(shifts.flatMap((shift) => shift.moved).filter((moved) => !/footer/.test(moved))).toEqual([]);
    expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.01);
  } finally {
    await context.close();
  }
});
