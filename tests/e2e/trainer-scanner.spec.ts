import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { e2eNow } from './clock.ts';
import { clubDay } from './booking-api.ts';
import { writeQrVideo } from './fake-camera.ts';
import { demoUsers, expect, installPinnedClock, test } from './fixtures.ts';
import { trainerApi } from './trainer-api.ts';

/*
 * At the golden club (no other spec uses it) the trainer scans a member's card with Chromium's
 * fake camera, which plays a video of the member's own QR code: the member shows up, is
 * registered into the class with one tap, then marked present.
 */
const tenant = 'golden';

// The refused look-ups (404 card not found, 400 card expired) are what the second journey checks.
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of (400|404)/] });

test('a trainer scans a member card with the camera, registers the member and marks presence', async ({
  tenantUrl,
  login,
  request,
}, testInfo) => {
  test.slow();
  const api = trainerApi(request, tenantUrl, tenant);
  const [token, memberToken] = await Promise.all([
    api.login(demoUsers.trainer.username, demoUsers.trainer.password),
    api.login(demoUsers.member.username, demoUsers.member.password),
  ]);
  const [schedule, memberView, cardCode] = await Promise.all([
    api.schedule('user', token),
    api.schedule('user', memberToken),
    api.validCardCode(memberToken),
  ]);
  const target = schedule.find(
    (c) =>
      !c.isCancelled &&
      Date.parse(c.startDateTime) > e2eNow() + 3_600_000 &&
      c.trainingType !== 'personal' &&
      c.bookedCount < c.maxPlaces - 1 &&
      memberView.some((m) => m.id === c.id && m.myRegistration === null),
  );
  if (!target) throw new Error('no open class without the member');

  // The fake camera needs its own browser: the video file is a launch flag.
  const video = await writeQrVideo(cardCode);
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      viewport,
      isMobile,
      hasTouch,
      userAgent,
      deviceScaleFactor,
      timezoneId: 'Europe/Tallinn',
    });
    await installPinnedClock(context);
    await context.grantPermissions(['camera'], { origin: new URL(tenantUrl(tenant, '/')).origin });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const cardRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/trainer/card/') && cardRequests.push(r.url()));

    await login(page, { tenant, ...demoUsers.trainer });
    await page.goto(tenantUrl(tenant, `/trainer-calendar?id=${target.id}&date=${clubDay(target)}`));
    await page.getByRole('dialog').getByRole('link', { name: 'Participants' }).click();
    await page.getByRole('link', { name: 'Scan a card' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Card scanner' })).toBeVisible();

    await page.getByRole('button', { name: 'Start scanning' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Kati Kask' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Normal')).toBeVisible();
    // The card stays in front of the camera: it is looked up once, not on every frame.
    await page.waitForTimeout(2000);
    expect(cardRequests).toHaveLength(1);
    expect(
      (await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').analyze()).violations.map((v) => v.id),
    ).toEqual([]);

    const classes = page.getByRole('region', { name: 'Your classes today' });
    await classes.getByRole('button', { name: new RegExp(`^Register for ${target.name}`) }).click();
    await expect(page.getByText('Kati Kask registered')).toBeVisible();
    await classes.getByRole('switch', { name: 'Present: Kati Kask' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Presence changed' })).toBeVisible();
    await expect
      .poll(async () => (await api.participants(target.id, token)).find((p) => p.email.startsWith('member@'))?.presence)
      .toBe(true);

    await page.getByRole('button', { name: 'Stop scanning' }).click();
    await expect(page.getByRole('button', { name: 'Start scanning' })).toBeVisible();
    expect(await page.evaluate(() => document.querySelector('video')?.srcObject ?? null)).toBeNull();

    // The camera also stops when the app goes to the background, and when the screen is left.
    const cameraEnded = () =>
      page.evaluate(() =>
        (window as unknown as { heldStream: MediaStream }).heldStream
          .getTracks()
          .every((track) => track.readyState === 'ended'),
      );
    const startAndHoldStream = async () => {
      await page.getByRole('button', { name: 'Start scanning' }).click();
      await expect(page.getByRole('button', { name: 'Stop scanning' })).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => document.querySelector('video')?.srcObject instanceof MediaStream))
        .toBe(true);
      await page.evaluate(() => {
        (window as unknown as { heldStream: MediaStream }).heldStream = document.querySelector('video')!
          .srcObject as MediaStream;
      });
      expect(await cameraEnded()).toBe(false);
    };
    await startAndHoldStream();
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(page.getByRole('button', { name: 'Start scanning' })).toBeVisible();
    expect(await cameraEnded()).toBe(true);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await startAndHoldStream();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
    expect(await cameraEnded()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    await browser.close();
  }
});

test('a typed card code that is not known or expired says so', async ({ page, login, tenantUrl, request }) => {
  const api = trainerApi(request, tenantUrl, tenant);
  await login(page, { tenant, ...demoUsers.trainer });
  await page.goto(tenantUrl(tenant, '/scanner'));
  await page.getByRole('textbox', { name: 'Card code' }).fill('000000');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Card not found' })).toBeVisible();

  const memberToken = await api.login(demoUsers.member.username, demoUsers.member.password);
  const cards = await (await request.get(`${api.base}/user/card`, { headers: api.headers(memberToken) })).json();
  const expired = (cards as Array<{ code: string; validUntil: string | null }>).find(
    (c) => c.validUntil !== null && c.validUntil < new Date(e2eNow()).toISOString().slice(0, 10),
  );
  if (!expired) throw new Error('the demo member has no expired card');
  await page.getByRole('textbox', { name: 'Card code' }).fill(expired.code);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The card has expired' })).toBeVisible();
});

test('on a 360 px phone without a camera the message wraps inside the screen', async ({ page, login, tenantUrl }) => {
  // A device without a camera: the browser answers NotFoundError, as Chromium does on a desktop with none.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: () => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')),
      },
    });
  });
  await page.setViewportSize({ width: 360, height: 780 });
  await login(page, { tenant, ...demoUsers.trainer });
  await page.goto(tenantUrl(tenant, '/scanner'));
  await page.getByRole('button', { name: 'Start scanning' }).click();
  const message = page.getByText('No camera was found on this device. Type the card code below.');
  await expect(message).toBeVisible();
  const box = await message.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(page.getByRole('textbox', { name: 'Card code' })).toBeVisible();
});
