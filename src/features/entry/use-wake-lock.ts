import { useEffect } from 'react';

/** Lets go of a lock quietly: a release that fails (already released, page gone) is no news for anyone. */
function release(lock: WakeLockSentinel): void {
  if (lock.released) return;
  try {
    lock.release().catch(() => undefined);
  } catch {
    // an engine whose release() throws instead of rejecting
  }
}

/**
 * Keeps the screen awake while the component is shown and `active`, so the QR code does not dim away at the
 * door. The browser drops the lock whenever the page is hidden, so it is asked for again each time
 * the page becomes visible; it is released on leave. Where the API is missing (Firefox ESR 115, Safari
 * before 16.4, a page that is not https) or the request is refused (not visible, battery saver, a
 * permissions policy), nothing happens and nothing is said: the code still shows, the screen may just dim.
 */
export function useWakeLock(active = true): void {
  useEffect(() => {
    const wakeLock = typeof navigator === 'undefined' ? undefined : navigator.wakeLock;
    if (!active || typeof wakeLock?.request !== 'function') return;
    let sentinel: WakeLockSentinel | null = null;
    let left = false;

    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await wakeLock.request('screen');
        if (left) release(lock);
        else sentinel = lock;
      } catch {
        // Refused (NotAllowedError: hidden, battery saver, policy; a TypeError from an older engine).
      }
    };
    const onVisibilityChange = () => void acquire();

    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      left = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      if (sentinel) release(sentinel);
    };
  }, [active]);
}
