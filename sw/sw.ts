/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { DOOR_SNAPSHOT_CACHE, DOOR_SNAPSHOT_URL, isDoorPath } from '../src/common/door-snapshot.ts';
import { isSkipWaitingMessage, isTenantAsset, navigationDenylist } from './sw-rules.ts';
import { doorNavigationResponse } from './door-navigation.ts';
import { showPush } from './push.ts';
import { notificationTarget, openNotificationTarget } from './notification-click.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// Filled in at build time by sw/vite-plugin.ts with every emitted file and its revision.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const appShell = createHandlerBoundToURL('/index.html');

/*
 * At the door: /entry is index.html with the member's last entry codes already in the markup (the door
 * snapshot the entry page saved), so the QR shows before the app's JavaScript has even loaded. Registered
 * before the generic fallback so it wins for /entry; without a snapshot it answers like the fallback.
 */
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isDoorPath(url.pathname),
  async (options) => {
    // Both reads at once: the worker has usually just been started and every millisecond shows.
    const [plain, stored] = await Promise.all([
      appShell(options),
      caches.match(DOOR_SNAPSHOT_URL, { cacheName: DOOR_SNAPSHOT_CACHE }).catch(() => undefined),
    ]);
    return doorNavigationResponse(plain, stored);
  },
);

// Offline start: every page of the single-page app is the precached index.html (never the API).
registerRoute(new NavigationRoute(appShell, { denylist: navigationDenylist }));

// The club's manifest, favicon and icons depend on the host, so they are not in the build's precache;
// keep the last copy for offline starts and refresh it in the background.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isTenantAsset(url.pathname),
  new StaleWhileRevalidate({ cacheName: 'tenant-assets' }),
);

/*
 * The new version waits until the page says so (SKIP_WAITING, see src/pwa/update-policy.ts), so a
 * page never runs old chunks against a new worker. Only a worker that was told to take over claims the
 * open pages; the very first install leaves them alone and controls them from their next navigation.
 */
let takeOverRequested = false;

self.addEventListener('message', (event) => {
  if (!isSkipWaitingMessage(event.data)) return;
  takeOverRequested = true;
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  if (takeOverRequested) event.waitUntil(self.clients.claim());
});

// Web Push (issue #25): a notice about a class, shown and opened with or without a page of the app open.
self.addEventListener('push', (event) => event.waitUntil(showPush(self.registration, event.data)));

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const opening = openNotificationTarget(
    self.clients,
    notificationTarget(event.notification.data, self.location.origin),
  );
  try {
    event.waitUntil(opening);
  } catch {
    // an event dispatched by script (the end-to-end test) cannot extend the worker's life; the opening goes on
  }
});
