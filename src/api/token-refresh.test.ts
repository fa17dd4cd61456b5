import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoggingOut, logInOnServer, logOutOnServer, refreshToken } from './token-refresh.ts';
import { revokeSession } from '../state/auth.ts';
import { makeToken } from '../test-support/tokens.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers every call at once, except the logout, which waits until `answerLogout` is called. */
let answerLogout: () => void = () => {};
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(url.replace('/api/0.1', ''));
    if (url.endsWith('/account/logout'))
      return new Promise<Response>((resolve) => (answerLogout = () => resolve(new Response(null, { status: 204 }))));
    return Promise.resolve(json({ token: makeToken() }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  revokeSession('logout');
});

describe('token refresh around a logout', () => {
  it('tries no refresh once a logout is on its way (the server revokes the refresh cookie), and again after the next login', async () => {
    await logInOnServer({ username: 'member', password: 'Member1234' });
    const loggingOut = logOutOnServer();
    await expect(refreshToken()).rejects.toBeInstanceOf(LoggingOut);
    answerLogout();
    await loggingOut;
    expect(calls).toEqual(['/account/login', '/account/logout']);

    await logInOnServer({ username: 'member', password: 'Member1234' });
    await refreshToken();
    expect(calls).toEqual(['/account/login', '/account/logout', '/account/login', '/account/refresh']);
  });

  it('lets a refresh already on its way finish before the logout is sent', async () => {
    await logInOnServer({ username: 'member', password: 'Member1234' });
    const refreshing = refreshToken();
    const loggingOut = logOutOnServer();
    await refreshing;
    await Promise.resolve();
    answerLogout();
    await loggingOut;
    expect(calls).toEqual(['/account/login', '/account/refresh', '/account/logout']);
  });
});
