import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { apiRequest, apiSend } from './client.ts';
import { ApiFailure } from './api-failure.ts';
import { READ_TIMEOUT_MS, WRITE_TIMEOUT_MS } from './http.ts';
import { connectivityState } from './connectivity.ts';
import { authState, revokeSession, setToken } from '../state/auth.ts';
import { makeToken } from '../test-support/tokens.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
let handler: Handler;
const calls: { url: string; init: RequestInit }[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(handler(url, init));
  });
  revokeSession('logout');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Like fetch: never answers, rejects with AbortError once (or if already) aborted. */
const hangUntilAborted: Handler = (_url, init) =>
  new Promise((_resolve, reject) => {
    const abort = () => reject(new DOMException('aborted', 'AbortError'));
    if (init.signal?.aborted) abort();
    init.signal?.addEventListener('abort', abort);
  });

const Answer = v.object({ ok: v.boolean() });

describe('apiRequest', () => {
  it('calls under /api/0.1 with bearer, JSON, language, client version and host headers and credentials', async () => {
    const token = makeToken();
    setToken(token);
    handler = () => json({ ok: true });
    await expect(
      apiRequest('/user/contract', {
        method: 'POST',
        query: { from: '2026-01-01', gym: 3, none: undefined },
        body: { a: 1 },
        schema: Answer,
      }),
    ).resolves.toEqual({ ok: true });
    const [call] = calls;
    expect(call?.url).toBe('/api/0.1/user/contract?from=2026-01-01&gym=3');
    const headers = new Headers(call?.init.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept-Language')).toMatch(/^(et|en|lv)$/);
    expect(headers.get('X-Client-Version')).toBe('0.3.5');
    expect(headers.get('X-Client-Host')).toBe(location.host);
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.body).toBe('{"a":1}');
  });

  it('tells the four failure kinds apart and applies the server-error rule', async () => {
    const failureOf = async (respond: Handler) => {
      handler = respond;
      return apiRequest('/x', { schema: Answer }).then(
        () => null,
        (error: unknown) => error,
      );
    };
    expect(await failureOf(() => Promise.reject(new TypeError('Failed to fetch')))).toMatchObject({
      kind: 'fetch',
      key: 'unknown',
    });
    expect(await failureOf(() => json({ ok: 'yes' }))).toMatchObject({ kind: 'parse' });
    expect(await failureOf(() => new Response('<html>', { status: 200 }))).toMatchObject({ kind: 'parse' });
    expect(await failureOf(() => json({ errors: ['noFreePlaces'], code: 409 }, 409))).toMatchObject({
      kind: 'http',
      status: 409,
      key: 'noFreePlaces',
    });
    expect(await failureOf(() => json({ message: 'nope' }, 500))).toMatchObject({
      kind: 'http',
      status: 500,
      key: 'unknown',
    });
    expect(await failureOf(() => new Response('Bad gateway', { status: 502 }))).toMatchObject({
      kind: 'http',
      status: 502,
      key: 'unknown',
    });
  });

  it('gives a read up within a few seconds, and marks the server unreachable until it answers again', async () => {
    vi.useFakeTimers();
    handler = hangUntilAborted;
    const result = apiRequest('/slow', { schema: Answer }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
    const error = await result;
    expect(error).toBeInstanceOf(ApiFailure);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(connectivityState.serverReachable).toBe(false);
    handler = () => json({ ok: true });
    await apiRequest('/fast', { schema: Answer });
    expect(connectivityState.serverReachable).toBe(true);
  });

  it('waits longer for a write, but not for ever', async () => {
    vi.useFakeTimers();
    handler = hangUntilAborted;
    const result = apiRequest('/slow', { method: 'POST', schema: Answer }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS - READ_TIMEOUT_MS);
    expect(await result).toMatchObject({ kind: 'timeout' });
  });

  it('passes the caller’s own abort through as a cancellation', async () => {
    handler = hangUntilAborted;
    const controller = new AbortController();
    const result = apiRequest('/slow', { schema: Answer, signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    expect(await result).toMatchObject({ name: 'AbortError' });
  });
});

describe('refresh before the call', () => {
  it('refreshes a token expiring within 3 s once for concurrent calls, then calls with the new token', async () => {
    setToken(makeToken({}, 2));
    const fresh = makeToken({}, 300);
    handler = (url) => (url.endsWith('/account/refresh') ? json({ token: fresh }) : json({ ok: true }));
    await Promise.all([
      apiRequest('/a', { schema: Answer }),
      apiRequest('/b', { schema: Answer }),
      apiSend('/c', { method: 'DELETE' }),
    ]);
    expect(calls.filter((call) => call.url.endsWith('/account/refresh'))).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/0.1/account/refresh');
    for (const call of calls.slice(1))
      expect(new Headers(call.init.headers).get('Authorization')).toBe(`Bearer ${fresh}`);
    expect(authState.token).toBe(fresh);
  });

  it('does not refresh a token with more than 3 s left', async () => {
    setToken(makeToken({}, 60));
    handler = () => json({ ok: true });
    await apiRequest('/a', { schema: Answer });
    expect(calls.map((call) => call.url)).toEqual(['/api/0.1/a']);
  });

  it.each([400, 401, 403])('revokes the session when the refresh answers %i', async (status) => {
    setToken(makeToken({}, 1));
    handler = (url) =>
      url.endsWith('/account/refresh')
        ? json({ errors: ['unauthorized'], code: status }, status)
        : json({ errors: ['unauthorized'], code: 401 }, 401);
    await expect(apiRequest('/a', { schema: Answer })).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(authState).toMatchObject({ token: null, isLoggedIn: false, hasLoggedIn: false, userClaims: null });
    expect(new Headers(calls[1]?.init.headers).has('Authorization')).toBe(false);
  });

  it('keeps the session when the refresh fails for network reasons (offline)', async () => {
    setToken(makeToken({}, 1));
    handler = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(apiRequest('/a', { schema: Answer })).rejects.toMatchObject({ kind: 'fetch' });
    expect(authState.userClaims).not.toBeNull();
  });
});
