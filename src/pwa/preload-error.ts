const storageKey = 'preload-error-reload-at';
/** At most one reload per window, so a chunk that is really gone cannot loop the page. */
export const PRELOAD_RELOAD_WINDOW_MS = 10_000;

/**
 * After an update the old version's lazy chunks leave the precache and the server: a page still on the
 * old version reloads to get the new one instead of failing to open a screen.
 */
export function reloadOnPreloadError(
  target: Pick<Window, 'addEventListener'>,
  session: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now: () => number = Date.now,
): void {
  target.addEventListener('vite:preloadError', (event) => {
    const last = Number(session.getItem(storageKey) ?? 0);
    if (now() - last < PRELOAD_RELOAD_WINDOW_MS) {
      console.warn('[pwa] a chunk failed to load again; not reloading', event);
      return;
    }
    event.preventDefault();
    session.setItem(storageKey, String(now()));
    reload();
  });
}
