import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authState, decodeClaims, needsRefresh, onSessionRevoked, revokeSession, setToken } from './auth.ts';
import { makeToken } from '../test-support/tokens.ts';

describe('token state', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    revokeSession('logout');
  });
  afterEach(() => vi.useRealTimers());

  it('a valid token marks hasToken, isLoggedIn and hasLoggedIn and exposes the claims', async () => {
    setToken(makeToken({ firstName: 'Mari' }));
    expect(authState).toMatchObject({ hasToken: true, isExpired: false, isLoggedIn: true, hasLoggedIn: true });
    expect(authState.userClaims?.firstName).toBe('Mari');
    await Promise.resolve(); // valtio notifies subscribers (the persistence) in a microtask
    expect(JSON.parse(localStorage.getItem('has_logged_in') ?? 'null')).toBe(true);
  });

  it('a past-expiry, unparsable or claim-less token counts as expired and does not log in', () => {
    for (const token of [makeToken({}, -1), 'not-a-token', 'a.b.c', `x.${btoa('{"exp":1}')}.y`]) {
      revokeSession('logout');
      setToken(token);
      expect(authState).toMatchObject({ hasToken: true, isExpired: true, isLoggedIn: false, hasLoggedIn: false });
    }
    expect(decodeClaims('only-one-part')).toBeNull();
  });

  it('asks for a refresh when the token expires within the 3-second margin', () => {
    setToken(makeToken({}, 10));
    expect(needsRefresh()).toBe(false);
    vi.advanceTimersByTime(6_999);
    expect(needsRefresh()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(needsRefresh()).toBe(true);
  });

  it('revoking clears token and claims and tells the listeners whose session ended', () => {
    const listener = vi.fn();
    const stop = onSessionRevoked(listener);
    setToken(makeToken({ clientId: 42 }));
    revokeSession('refreshFailed');
    stop();
    expect(authState).toMatchObject({
      token: null,
      hasToken: false,
      userClaims: null,
      isExpired: true,
      isLoggedIn: false,
      hasLoggedIn: false,
    });
    expect(listener).toHaveBeenCalledWith('refreshFailed', 42);
    expect(JSON.parse(localStorage.getItem('auth') ?? '{}')).toEqual({ token: null });
  });
});
