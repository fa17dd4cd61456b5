import { describe, expect, it, vi } from 'vitest';
import { PRELOAD_RELOAD_WINDOW_MS, reloadOnPreloadError } from './preload-error.ts';

describe('reloadOnPreloadError', () => {
  it('reloads on a failed chunk, but not again within the rate limit', () => {
    const target = new EventTarget();
    const values = new Map<string, string>();
    const session = {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
    };
    const reload = vi.fn();
    let now = 1_000_000;
    reloadOnPreloadError(target, session, reload, () => now);
    const fire = () => {
      const event = new Event('vite:preloadError', { cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(fire()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    now += PRELOAD_RELOAD_WINDOW_MS - 1;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(fire()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    now += 1;
    fire();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload a page being left, whose chunk requests the leaving aborted', () => {
    const target = new EventTarget();
    const session = { getItem: () => null, setItem: () => undefined };
    const reload = vi.fn();
    reloadOnPreloadError(target, session, reload);
    target.dispatchEvent(new Event('beforeunload'));
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).not.toHaveBeenCalled();
    // Back from the back-forward cache, the page is in use again.
    target.dispatchEvent(new Event('pageshow'));
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
