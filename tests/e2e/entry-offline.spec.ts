import jsQR from 'jsqr';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { setDeviceOnline } from './device-network.ts';

// The hiiumaa tenant: this file only reads its entry codes.
const tenant = 'hiiumaa';

// Offline, background refreshes fail as network errors; nothing else may log an error.
test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR/] });

/** Whether the door snapshot (what the service worker paints into an offline /entry) is stored. */
function hasDoorSnapshot(page: Page): Promise<boolean> {
  return page.evaluate(async () => (await caches.match('/__door/entry', { cacheName: 'door-snapshot' })) !== undefined);
}

/** Waits until the entry page has saved its door snapshot (it makes the QR codes as SVG first). */
async function waitForDoorSnapshot(page: Page): Promise<void> {
  await expect.poll(() => hasDoorSnapshot(page)).toBe(true);
}

/** The pixels of the first entry-code canvas, decoded with jsQR (sent as base64: a plain number array is slow to pass). */
async function decodeFirstQr(page: Page): Promise<string | null> {
  const image = await page
    .getByRole('img', { name: /^QR code of entry code/ })
    .first()
    .evaluate((element) => {
      if (!(element instanceof HTMLCanvasElement)) throw new Error('not a canvas');
      const data = element.getContext('2d')?.getImageData(0, 0, element.width, element.height);
      if (!data) throw new Error('no pixels');
      let binary = '';
      for (let i = 0; i < data.data.length; i += 0x8000)
        binary += String.fromCharCode(...data.data.subarray(i, i + 0x8000));
      return { width: data.width, height: data.height, base64: btoa(binary) };
    });
  const pixels = new Uint8ClampedArray(Buffer.from(image.base64, 'base64'));
  return jsQR(pixels, image.width, image.height)?.data ?? null;
}

test('the entry code opens offline after the app is closed and decodes to its text', async ({
  context,
  page,
  login,
  tenantUrl,
}) => {
  // The service worker precaches the whole app before the offline part can start.
  test.slow();
  await login(page, { tenant, username: 'member', password: 'Member1234' });
  await page.goto(tenantUrl(tenant, '/entry'));
  await expect(page.getByRole('heading', { level: 1, name: 'Enter the gym' })).toBeVisible();
  const firstCard = page.getByRole('article').first();
  await expect(firstCard.getByRole('img', { name: /^QR code of entry code/ })).toBeVisible();
  const code = (await firstCard.getByText(/^\d{6,}$/).textContent())?.trim();
  expect(code).toMatch(/^\d+$/);
  expect(await decodeFirstQr(page)).toBe(code);

  // Let the service worker take over and the query cache reach IndexedDB (written at most once a second).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForTimeout(1500);
  await waitForDoorSnapshot(page);
  await page.close();

  await setDeviceOnline(context, false);
  const door = await context.newPage();
  const opened = await door.goto(tenantUrl(tenant, '/entry'));
  // The page arrives with the code already in its markup (the door snapshot), before any script runs.
  const html = (await opened?.text()) ?? '';
  expect(html).toContain('<div id="door-snapshot"');
  expect(html).toContain(`role="img" aria-label="QR code of entry code ${code}"`);
  expect(html).toContain(`<p class="entry-card-code">${code}</p>`);
  // Then the app takes over: its own QR replaces the snapshot and the page behind it is usable again.
  await expect(door.locator('#door-snapshot')).toHaveCount(0);
  await expect(door.locator('#root')).not.toHaveAttribute('inert');
  await expect(door.getByRole('img', { name: `QR code of entry code ${code}` })).toBeVisible();
  await expect(door.getByText(code ?? '', { exact: true }).first()).toBeVisible();
  await expect(door.getByRole('status').filter({ hasText: 'Offline' }).first()).toBeVisible();
  expect(await decodeFirstQr(door)).toBe(code);
  await setDeviceOnline(context, true);
});

test('after logout the entry codes no longer open offline', async ({ context, page, login, tenantUrl }) => {
  test.slow();
  await login(page, { tenant, username: 'member2', password: 'Member1234' });
  await page.goto(tenantUrl(tenant, '/entry'));
  await expect(page.getByRole('img', { name: /^QR code of entry code/ }).first()).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await waitForDoorSnapshot(page);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect.poll(() => hasDoorSnapshot(page)).toBe(false);
  await page.close();

  await setDeviceOnline(context, false);
  const door = await context.newPage();
  const opened = await door.goto(tenantUrl(tenant, '/entry'));
  expect((await opened?.text()) ?? '').not.toContain('id="door-snapshot"');
  await expect(door.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(door.getByRole('img', { name: /^QR code of entry code/ })).toHaveCount(0);
  await setDeviceOnline(context, true);
});
