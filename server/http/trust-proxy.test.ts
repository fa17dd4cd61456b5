import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../env.ts';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';
import { loginBody } from '../test-support/login.ts';

const memberLogin = loginBody('member', 'Member1234');

let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([makeTestApp(), makeTestApp({ trustProxy: true })]);
}, 60_000);
afterAll(async () => {
  await Promise.all([direct.close(), proxied.close()]);
});

const viaProxy = (proto: string) => ({ 'X-Forwarded-Proto': proto });
const secureCookies = (res: Response) => res.headers.getSetCookie().map((line) => /;\s*Secure/i.test(line));

describe('https behind a proxy (TRUST_PROXY)', () => {
  it('reads TRUST_PROXY from the environment, off by default', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(true);
    expect(readEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(() => readEnv({ TRUST_PROXY: 'yes please' })).toThrow();
  });

  it('without it, X-Forwarded-Proto is ignored: no HSTS, no Secure cookies', async () => {
    const res = await direct.request('POST', '/account/login', { body: memberLogin, headers: viaProxy('https') });
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(secureCookies(res)).toEqual([false, false]);
  });

  it('with it, X-Forwarded-Proto: https sends HSTS and makes the refresh and device cookies Secure', async () => {
    const res = await proxied.request('POST', '/account/login', { body: memberLogin, headers: viaProxy('https') });
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(secureCookies(res)).toEqual([true, true]);
    const page = await proxied.app.request('/healthz', { headers: viaProxy('https') });
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('with it, plain http through the proxy gets neither', async () => {
    const res = await proxied.request('POST', '/account/login', { body: memberLogin, headers: viaProxy('http') });
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(secureCookies(res)).toEqual([false, false]);
  });

  it('a request that itself came over https gets HSTS with or without a proxy', async () => {
    const res = await direct.app.request('https://localhost:8080/healthz');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('behind a trusted proxy, the address the proxy appended is the one limits count; untrusted, the header changes nothing', async () => {
    const attempt = (app: TestApp, forwardedFor: string) =>
      app.request('POST', '/account/login', {
        body: loginBody('member2', 'wrong'),
        headers: { 'X-Forwarded-For': forwardedFor },
        address: '10.0.0.2',
      });
    // 4 failures from one client (each inventing a different first entry) earn a wait for that client only.
    for (let i = 0; i < 4; i++) expect((await attempt(proxied, `1.2.3.${i}, 198.51.100.1`)).status).toBe(401);
    expect((await attempt(proxied, '9.9.9.9, 198.51.100.1')).status).toBe(429);
    expect((await attempt(proxied, '198.51.100.2')).status).toBe(401);
    // Untrusted: every attempt is the proxy's own peer address, whatever the header says.
    for (let i = 0; i < 4; i++) expect((await attempt(direct, `198.51.100.${i}`)).status).toBe(401);
    expect((await attempt(direct, '198.51.100.99')).status).toBe(429);
  });
});
