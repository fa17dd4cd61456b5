import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { makeToken } from '../test-support/tokens.ts';
import { READ_TIMEOUT_MS } from './http.ts';

/*
 * The app and public/app-start.js together, as a page's two starts: the first notes its reads, the second's
 * app-start.js sends them and the app takes their answers. Each test loads the modules afresh (a start each).
 */

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const Answer = v.object({ ok: v.boolean() });

type Call = { url: string; init: RequestInit };
let calls: Call[];
let respond: (call: Call) => Promise<Response>;

beforeEach(() => {
  localStorage.clear();
  delete window.startRequests;
  calls = [];
  respond = () => Promise.resolve(json({ ok: true }));
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    return respond(call);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The app as it starts: its modules loaded afresh, logged in with `token`. */
async function startApp(token: string) {
  vi.resetModules();
  localStorage.setItem('auth', JSON.stringify({ token }));
  const client = await import('./client.ts');
  const startRequests = await import('./start-requests.ts');
  const { languageState } = await import('../state/language.ts');
  const auth = await import('../state/auth.ts');
  return { ...client, ...startRequests, languageState, ...auth };
}

/** public/app-start.js as the page runs it (no paint observer here: it starts at once). */
async function runAppStart() {
  vi.resetModules();
  // @ts-expect-error -- a plain script of the page, without types
  await import('../../public/app-start.js');
}

/** A page's first start: two reads and a write, then the start ends. */
async function firstStart(token: string) {
  const app = await startApp(token);
  await app.apiRequest('/user/account/status', { schema: Answer });
  await app.apiRequest('/user/notice', { query: { from: '2026-11-24' }, schema: Answer });
  await app.apiRequest('/user/account/status', { schema: Answer });
  await app.apiSend('/user/booking', { method: 'POST', body: { id: 1 } }).catch(() => undefined);
  app.endStart();
  await app.apiRequest('/user/late', { schema: Answer });
  calls = [];
}

describe('the reads a page starts with', () => {
  it('are kept for the next start of the page: each read once, without the token, not the writes or later reads', async () => {
    await firstStart(makeToken());
    const record = JSON.parse(localStorage.getItem('start_requests') ?? 'null') as {
      path: string;
      day: string;
      requests: { url: string; headers: Record<string, string> }[];
    };
    expect(record.path).toBe(location.pathname + location.search);
    expect(record.day).toBe(new Date().toDateString());
    expect(record.requests.map((request) => request.url)).toEqual([
      '/api/0.1/user/account/status',
      '/api/0.1/user/notice?from=2026-11-24',
    ]);
    for (const { headers } of record.requests) {
      expect(headers.authorization).toBeUndefined();
      expect(headers['x-client-version']).toBe('0.3.5');
      expect(headers['accept-language']).toMatch(/^(et|en|lv)$/);
    }
  });

  it('are sent by the next start with the code, and the app takes their answers instead of asking again', async () => {
    const token = makeToken();
    await firstStart(token);
    await runAppStart();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/0.1/user/account/status',
      '/api/0.1/user/notice?from=2026-11-24',
    ]);
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(calls[0]?.init.credentials).toBe('include');

    const app = await startApp(token);
    await expect(app.apiRequest('/user/account/status', { schema: Answer })).resolves.toEqual({ ok: true });
    await expect(app.apiRequest('/user/notice', { query: { from: '2026-11-24' }, schema: Answer })).resolves.toEqual({
      ok: true,
    });
    expect(calls).toHaveLength(2); // nothing asked twice
    // Taken once: asking again goes to the server.
    await app.apiRequest('/user/account/status', { schema: Answer });
    expect(calls).toHaveLength(3);
  });

  it('are asked again when the request would differ (another language), and the sent one is given up', async () => {
    const token = makeToken();
    await firstStart(token);
    await runAppStart();
    const sent = window.startRequests?.[0];
    const app = await startApp(token);
    app.languageState.language = app.languageState.language === 'et' ? 'lv' : 'et';
    await app.apiRequest('/user/account/status', { schema: Answer });
    expect(calls).toHaveLength(3);
    expect(new Headers(calls[2]?.init.headers).get('Accept-Language')).toBe(app.languageState.language);
    expect(sent?.controller.signal.aborted).toBe(true);
  });

  it('that the app does not ask for are given up once its start is over', async () => {
    await firstStart(makeToken());
    await runAppStart();
    const sent = [...(window.startRequests ?? [])];
    const app = await startApp(makeToken());
    app.endStart();
    expect(sent.map((request) => request.controller.signal.aborted)).toEqual([true, true]);
    expect(window.startRequests).toBeUndefined();
  });

  it('keep the read timeout: a server that never answers is given up after it', async () => {
    const token = makeToken();
    await firstStart(token);
    respond = ({ init }) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    await runAppStart();
    const app = await startApp(token);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const read = app.apiRequest('/user/account/status', { schema: Answer }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
    expect(await read).toMatchObject({ kind: 'timeout' });
    expect(calls).toHaveLength(2); // the sent ones only
  });

  it('are not sent for another address, another day, an expired token or nobody logged in', async () => {
    const token = makeToken();
    await firstStart(token);
    const record = localStorage.getItem('start_requests') ?? '';
    const variants: [string, () => void][] = [
      [
        'another page',
        () => localStorage.setItem('start_requests', record.replace(/"path":"[^"]*"/, '"path":"/elsewhere"')),
      ],
      [
        'another search of the page',
        () => localStorage.setItem('start_requests', record.replace(/"path":"([^"?]*)[^"]*"/, '"path":"$1?id=5885"')),
      ],
      [
        'another day',
        () => localStorage.setItem('start_requests', record.replace(/"day":"[^"]+"/, '"day":"Mon Nov 23 2026"')),
      ],
      ['an expired token', () => localStorage.setItem('auth', JSON.stringify({ token: makeToken({}, 2) }))],
      ['nobody', () => localStorage.setItem('auth', JSON.stringify({ token: null }))],
    ];
    for (const [name, change] of variants) {
      localStorage.setItem('start_requests', record);
      localStorage.setItem('auth', JSON.stringify({ token }));
      change();
      await runAppStart();
      expect({ name, sent: calls.length }).toEqual({ name, sent: 0 });
    }
  });

  it('are forgotten when the member logs out', async () => {
    await firstStart(makeToken());
    const app = await startApp(makeToken());
    app.revokeSession('logout');
    expect(localStorage.getItem('start_requests')).toBeNull();
  });
});
