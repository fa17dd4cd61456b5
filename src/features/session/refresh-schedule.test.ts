import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRefreshSchedule, REFRESH_AFTER_MS } from './refresh-schedule.ts';
import { inactivityState } from './inactivity-state.ts';
import { authState, revokeSession, setToken } from '../../state/auth.ts';
import { makeToken } from '../../test-support/tokens.ts';

const refreshCalls = () => calls.filter((url) => url.endsWith('/account/refresh')).length;
const calls: string[] = [];

describe('refresh one minute after login or refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    calls.length = 0;
    vi.stubGlobal('fetch', (url: string) => {
      calls.push(url);
      return Promise.resolve(new Response(JSON.stringify({ token: makeToken({}, 300) }), { status: 200 }));
    });
    revokeSession('logout');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    inactivityState.dialogOpen = false;
  });

  it('refreshes a minute after login, then a minute after each refresh', async () => {
    const stop = startRefreshSchedule();
    setToken(makeToken());
    await vi.advanceTimersByTimeAsync(REFRESH_AFTER_MS - 1);
    expect(refreshCalls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(REFRESH_AFTER_MS);
    expect(refreshCalls()).toBe(2);
    stop();
  });

  it('skips the refresh while the inactivity dialog shows', async () => {
    const stop = startRefreshSchedule();
    setToken(makeToken());
    inactivityState.dialogOpen = true;
    await vi.advanceTimersByTimeAsync(REFRESH_AFTER_MS * 3);
    expect(refreshCalls()).toBe(0);
    stop();
  });

  it('does nothing without a session', async () => {
    const stop = startRefreshSchedule();
    await vi.advanceTimersByTimeAsync(REFRESH_AFTER_MS * 3);
    expect(refreshCalls()).toBe(0);
    expect(authState.token).toBeNull();
    stop();
  });
});
