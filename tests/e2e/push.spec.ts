import type { Page } from '@playwright/test';
import * as v from 'valibot';
import { MessagesSentResponse } from '../../src/api/contract/admin.ts';
import { PushPayload } from '../../src/api/contract/push.ts';
import {
  decryptPush,
  makeBrowserKeys,
  startLocalPushService,
  type LocalPushService,
} from '../../server/test-support/local-push-service.ts';
import { bookableClasses, busyDays, clubApi, clubDay } from './booking-api.ts';
import { demoUsers, expect, test } from './fixtures.ts';

// One journey through the server's queue, the push service and the worker: the wide project runs it.
test.skip(({ isMobile }) => isMobile, 'the same on every screen: the wide project runs it');

/*
 * At FitnessBrand Latvia a member turns notifications on in the profile, an admin cancels a class the
 * member booked, the server's sender posts the encrypted notice to a push service on this machine, and
 * the notice is delivered to the app's service worker (DevTools' deliverPushMessage), which shows it; a
 * tap opens the class. Headless Chromium has no push service of its own, so the page's PushManager hands
 * out a subscription at the local one, with keys this test holds (the browser's side of RFC 8291).
 */
const tenant = 'fitnessbrand-lv';

let service: LocalPushService;
test.beforeAll(async () => {
  service = await startLocalPushService();
});
test.afterAll(async () => service?.close());

/** The page's PushManager answers with the injected subscription (kept across reloads), as a real browser's would. */
async function injectSubscription(
  page: Page,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
) {
  await page.addInitScript((sub) => {
    const stored = () => localStorage.getItem('e2e-push') === 'on';
    const fake = {
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null as ArrayBuffer | null },
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: () => {
        localStorage.removeItem('e2e-push');
        return Promise.resolve(true);
      },
    };
    PushManager.prototype.subscribe = function subscribe(options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      fake.options.applicationServerKey = key instanceof Uint8Array ? (key.buffer.slice(0) as ArrayBuffer) : null;
      localStorage.setItem('e2e-push', 'on');
      return Promise.resolve(fake as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = () =>
      Promise.resolve(stored() ? (fake as unknown as PushSubscription) : null);
  }, subscription);
}

test('a member with notifications on is told of a cancelled class, and the tap opens it', async ({
  page,
  context,
  login,
  tenantUrl,
  request,
}) => {
  test.slow(); // the server's sender polls every 2 s
  const keys = makeBrowserKeys();
  const endpoint = `${service.origin}/push/e2e-member`;
  await context.grantPermissions(['notifications'], { origin: new URL(tenantUrl(tenant)).origin });
  await injectSubscription(page, { endpoint, keys: keys.json });

  // a class the member holds a place in
  const api = clubApi(request, tenantUrl, tenant);
  const [memberToken, adminToken] = await Promise.all([
    api.login(demoUsers.member.username, demoUsers.member.password),
    api.login(demoUsers.admin.username, demoUsers.admin.password),
  ]);
  const [view, clubs] = await Promise.all([api.schedule('user', memberToken), api.clubs()]);
  const target = bookableClasses(view, clubs, busyDays(view))[0];
  expect(target, 'a class the member can book').toBeDefined();
  if (!target) return;
  await api.book(target.id, memberToken);

  // Turned on in the profile, after a tap; the service worker controls the page from its reload on.
  await login(page, { tenant, ...demoUsers.member });
  await page.goto(tenantUrl(tenant, '/profile'));
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const card = page.getByRole('group', { name: 'Notifications on this device' });
  await expect(card.getByText(/^Off:/)).toBeVisible();
  await card.getByRole('radio', { name: 'Reminder 1 hour before a booked class' }).check();
  await card.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(card.getByText(/^On:/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Turn off notifications' })).toBeVisible();

  // The admin cancels: the server's queue reaches the push service, encrypted for this subscription.
  const arrivedBefore = service.arrived.length;
  await api.post(`/admin/schedule/cancel/${target.id}`, adminToken, { notify: true }, MessagesSentResponse);
  await expect
    .poll(() => service.arrived.slice(arrivedBefore).filter((m) => m.path === '/push/e2e-member').length, {
      timeout: 15_000,
    })
    .toBe(1);
  const message = service.arrived.slice(arrivedBefore).find((m) => m.path === '/push/e2e-member')!;
  const text = decryptPush(message.body, keys);
  const payload = v.parse(PushPayload, JSON.parse(text));
  expect(payload).toMatchObject({
    title: `Cancelled: ${target.name}`,
    url: `/calendar?id=${target.id}&date=${clubDay(target)}`,
    tag: `class-${target.id}`,
  });

  // Delivered to the app's worker as the push service would, with no page needed for it: the notification shows.
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const own = registrations.find((r) => r.scopeURL.startsWith(new URL(tenantUrl(tenant)).origin) && !r.isDeleted);
      if (own) resolve(own.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(tenantUrl(tenant)).origin,
    registrationId: await registration,
    data: text,
  });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data as unknown,
        icon: n.icon,
      })),
    );
  // a busy machine starts the stopped worker for the push slowly (once over 7 s in a full CI run)
  await expect.poll(shown, { timeout: 15_000 }).toEqual([
    {
      title: payload.title,
      body: payload.body,
      tag: `class-${target.id}`,
      data: { url: payload.url },
      icon: new URL('/icons/icon-192.png', tenantUrl(tenant)).href,
    },
  ]);

  // A tap (dispatched in the worker, as no OS click reaches headless Chromium): the open window shows the class.
  await page.goto(tenantUrl(tenant, '/'));
  const worker = context.serviceWorkers().find((w) => w.url().startsWith(new URL(tenantUrl(tenant)).origin));
  expect(worker, 'the app’s service worker').toBeDefined();
  await worker!.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification');
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(tenantUrl(tenant, payload.url));
  await expect(page.getByRole('dialog')).toContainText(target.name);
  await expect.poll(shown).toEqual([]);

  // Turning off unsubscribes the device and the server forgets it.
  await page.goto(tenantUrl(tenant, '/profile'));
  await card.getByRole('button', { name: 'Turn off notifications' }).click();
  await expect(card.getByText(/^Off:/)).toBeVisible();
});
