import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { authState } from '../state/auth.ts';
import { confirm } from '../shell/confirm.ts';
import { updatePollMs } from './poll-interval.ts';
import { cacheBustedUrl } from './public-paths.ts';
import { createUpdatePolicy } from './update-policy.ts';

const updateTitle = msg({ id: 'app.update.title', message: 'New version' });
const updateMessage = msg({ id: 'app.update', message: 'A new version of the app is available. Reload now?' });
const updateConfirm = msg({ id: 'app.update.confirm', message: 'Reload' });

const log = (message: string, error?: unknown) => console.warn(`[pwa] ${message}`, error ?? '');

/**
 * Registers /sw.js and runs the update policy for the life of the page. The browser's own API: of workbox-window
 * (2 KiB gzip on every first visit) the page used register, update and a posted message only.
 */
export async function startServiceWorker(): Promise<void> {
  const registering = navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' });
  const policy = createUpdatePolicy({
    pollMs: updatePollMs(location.search, import.meta.env.VITE_SW_POLL_MS, sessionStorage),
    checkForUpdate: () => registering.then((registration) => registration.update()),
    skipWaiting: () => waitingWorker?.postMessage({ type: 'SKIP_WAITING' }), // sw/sw-rules.ts
    pathname: () => location.pathname,
    isHidden: () => document.visibilityState === 'hidden',
    shouldAskToUpdate: () => Boolean(authState.userClaims?.needsUpdate) && !authState.hasUserBeenNotifiedNeedsUpdate,
    markAskedToUpdate: () => {
      authState.hasUserBeenNotifiedNeedsUpdate = true;
    },
    askToUpdate: () =>
      confirm({ title: i18n._(updateTitle), content: i18n._(updateMessage), confirmLabel: i18n._(updateConfirm) }),
    reload: ({ cacheBust }) => (cacheBust ? location.replace(cacheBustedUrl(location.href)) : location.reload()),
    hadController: navigator.serviceWorker.controller !== null,
    log,
  });

  let waitingWorker: ServiceWorker | null = null;
  const noticeWaiting = (registration: ServiceWorkerRegistration) => {
    // Only a worker waiting behind an active one is an update; the first install activates by itself.
    if (!registration.waiting || !registration.active) return;
    waitingWorker = registration.waiting;
    void policy.onWaiting(registration.waiting);
  };

  navigator.serviceWorker.addEventListener('controllerchange', () => policy.onControllerChange());
  document.addEventListener('visibilitychange', () => policy.onVisibilityChange());
  window.addEventListener('focus', () => policy.checkNow());

  const registration = await registering;
  // Watch the registration itself, not only its first install (docs/architecture.md#updates: react to every waiting worker).
  noticeWaiting(registration);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') noticeWaiting(registration);
    });
  });
  policy.start();
}
