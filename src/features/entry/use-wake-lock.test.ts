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
    // present but empty: a page that is not https, a partial implementation
    for (const value of [undefined, null, {}]) {
      Object.defineProperty(navigator, 'wakeLock', { value, configurable: true });
      expect(() => renderHook(() => useWakeLock()).unmount()).not.toThrow();
    }
  });

  it('stays quiet when the request is refused, whether it rejects or throws', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const rejecting = vi.fn(() => Promise.reject(new DOMException('not visible', 'NotAllowedError')));
      Object.defineProperty(navigator, 'wakeLock', { value: { request: rejecting }, configurable: true });
      renderHook(() => useWakeLock()).unmount();
      await vi.waitFor(() => expect(rejecting).toHaveBeenCalled());
      const throwing = vi.fn(() => {
        throw new TypeError('screen is not a supported type');
      });
      Object.defineProperty(navigator, 'wakeLock', { value: { request: throwing }, configurable: true });
      renderHook(() => useWakeLock()).unmount();
      await vi.waitFor(() => expect(throwing).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
      errors.mockRestore();
    }
  });

  it('lets go quietly when the release fails', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const request = vi.fn(async () => ({
        released: false,
        release: () => Promise.reject(new DOMException('gone', 'InvalidStateError')),
      }));
      Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
      const { unmount } = renderHook(() => useWakeLock());
      await vi.waitFor(() => expect(request).toHaveBeenCalled());
      await Promise.resolve();
      expect(() => unmount()).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
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
