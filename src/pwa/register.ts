import { reloadOnPreloadError } from './preload-error.ts';

/** Which build is running (tests and support read it from <html data-build>). */
export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? import.meta.env.MODE;

/**
 * Called once by main.tsx. The worker and its update policy load after the page, in their own chunk, so
 * they never weigh on the first screen. Development serves no worker.
 */
export function registerServiceWorker(): void {
  document.documentElement.dataset.build = BUILD_ID;
  reloadOnPreloadError(window, sessionStorage, () => location.reload());
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const start = () => {
    import('./update-worker.ts')
      .then(({ startServiceWorker }) => startServiceWorker())
      .catch((error: unknown) => console.warn('[pwa] service worker registration failed', error));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
