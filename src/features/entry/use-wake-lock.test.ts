import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useWakeLock } from './use-wake-lock.ts';

/** A fake Screen Wake Lock: each request hands out a sentinel that the test can inspect. */
function installFakeWakeLock() {
  const sentinels: { released: boolean; release: () => Promise<void> }[] = [];
  const request = vi.fn(async () => {
    const sentinel = {
      released: false,
      release: async () => {
        sentinel.released = true;
      },
    };
    sentinels.push(sentinel);
    return sentinel;
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, sentinels };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('useWakeLock', () => {
  it('keeps the screen awake while shown and lets go on leave', async () => {
    const { request, sentinels } = installFakeWakeLock();
    const { unmount } = renderHook(() => useWakeLock());
    await vi.waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
    expect(sentinels).toHaveLength(1);
    unmount();
    expect(sentinels[0]!.released).toBe(true);
  });

  it('asks again when the page comes back, since the browser drops the lock when hidden', async () => {
    const { request, sentinels } = installFakeWakeLock();
    const { unmount } = renderHook(() => useWakeLock());
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    sentinels[0]!.released = true; // what the browser does on hide
    setVisibility('hidden');
    expect(request).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    unmount();
    expect(sentinels[1]!.released).toBe(true);
  });

  it('does nothing where the API is missing', () => {
    expect(() => renderHook(() => useWakeLock()).unmount()).not.toThrow();
  });
});

describe('useWakeLock while inactive', () => {
  it('asks for nothing until there is something to keep on screen, and lets go when that ends', async () => {
    const { request, sentinels } = installFakeWakeLock();
    const { rerender, unmount } = renderHook(({ active }) => useWakeLock(active), { initialProps: { active: false } });
    expect(request).not.toHaveBeenCalled();
    rerender({ active: true });
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    rerender({ active: false });
    expect(sentinels[0]!.released).toBe(true);
    unmount();
  });
});
