const storageKey = 'preload-error-reload-at';
/** At most one reload per window, so a chunk that is really gone cannot loop the page. */
export const PRELOAD_RELOAD_WINDOW_MS = 10_000;

/**
 * After an update the old version's lazy chunks leave the precache and the server: a page still on the
 * old version reloads to get the new one instead of failing to open a screen. A page being left is not
 * reloaded: leaving aborts its chunk requests (Firefox, WebKit), and a reload then would take the person
 * back from where they were going.
 */
export function reloadOnPreloadError(
  target: Pick<Window, 'addEventListener'>,
  session: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now: () => number = Date.now,
): void {
  let leaving = false;
  target.addEventListener('beforeunload', () => (leaving = true));
  target.addEventListener('pagehide', () => (leaving = true));
  target.addEventListener('pageshow', () => (leaving = false));
  target.addEventListener('vite:preloadError', (event) => {
    if (leaving) return;
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
