import { useEffect } from 'react';

/**
 * Keeps the screen awake while the component is shown and `active`, so the QR code does not dim away at the
 * door. The browser drops the lock whenever the page is hidden, so it is asked for again each time
 * the page becomes visible; it is released on leave. Where the API is missing nothing happens.
 */
export function useWakeLock(active = true): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let left = false;

    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (left) void lock.release();
        else sentinel = lock;
      } catch {
        // Refused (battery saver, no user activation yet): the code stays readable, the screen may just dim.
      }
    };
    const onVisibilityChange = () => void acquire();

    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      left = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      if (sentinel && !sentinel.released) void sentinel.release();
    };
  }, [active]);
}
