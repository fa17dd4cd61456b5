import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './test-support/make-test-app.ts';

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'club-dist-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>App</title><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body></body></html>',
);
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
writeFileSync(join(dist, 'app-start.js'), '// Starts the app.\nstartTheApp();\n');
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');

beforeAll(async () => {
  t = await makeTestApp({ staticDir: dist });
}, 60_000);
afterAll(() => t.close());

describe('security headers', () => {
  it('come with every response: API, static and errors', async () => {
    for (const res of [await t.request('GET', '/page/'), await t.app.request('/'), await t.request('GET', '/nope')]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('errors', () => {
  it('answers unknown API paths with 404 itemNotFound', async () => {
    const res = await t.request('GET', '/no/such/route');
    expect([res.status, await res.json()]).toEqual([404, { errors: ['itemNotFound'], code: 404 }]);
    expect((await t.request('DELETE', '/page/')).status).toBe(404);
  });

  it('refuses bodies over 64 KiB with 413 payloadTooLarge', async () => {
    const res = await t.request('POST', '/public/voucher', { body: JSON.stringify({ id: 'x'.repeat(70_000) }) });
    expect([res.status, await res.json()]).toEqual([413, { errors: ['payloadTooLarge'], code: 413 }]);
  });

  it('answers malformed JSON with 400 invalidInput', async () => {
    const res = await t.request('POST', '/account/login', { body: '{"userCredentials":' });
    expect([res.status, await res.json()]).toEqual([400, { errors: ['invalidInput'], code: 400 }]);
  });

  it('refuses a malformed Authorization header with 401', async () => {
    expect((await t.request('GET', '/page/', { headers: { Authorization: 'Basic abc' } })).status).toBe(401);
  });
});

describe('tenants', () => {
  it('come from X-Client-Host, else Host, with or without port; unknown hosts are default', async () => {
    const tenantOf = async (headers: Record<string, string>) =>
      ((await (await t.app.request('/api/0.1/public/settings', { headers })).json()) as { tenant: string }).tenant;
    expect(await tenantOf({ 'X-Client-Host': 'reval.localhost:8080' })).toBe('reval');
    expect(await tenantOf({ Host: 'reval.localhost:8080' })).toBe('reval');
    expect(await tenantOf({ Host: 'example.com', 'X-Client-Host': 'reval.clubbook.example' })).toBe('reval');
    expect(await tenantOf({ Host: 'unknown.example.com' })).toBe('default');
    expect(await tenantOf({ Host: '[::1]:8080' })).toBe('default');
  });
});

describe('static files', () => {
  it('serves index.html without cache for the root and for deep links', async () => {
    for (const path of ['/', '/index.html', '/calendar', '/public/vouchers?id=1']) {
      const res = await t.app.request(path);
      expect([path, res.status]).toEqual([path, 200]);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>');
    }
  });

  it('serves sw.js without cache and hashed assets as immutable', async () => {
    const sw = await t.app.request('/sw.js');
    expect([sw.status, sw.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    const asset = await t.app.request('/assets/index-abc123.js');
    expect([asset.status, asset.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
    expect((await t.app.request('/robots.txt')).status).toBe(200);
  });

  it('starts the app from a script inline in the page, which the page’s policy allows by its hash alone', async () => {
    const res = await t.app.request('/entry');
    const html = await res.text();
    const inline = [...html.matchAll(/<script type="module">([^<]*)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toEqual(['startTheApp();\n']);
    expect(html).toContain(
      '<link data-after-paint="modulepreload" crossorigin href="/assets/index-abc123.js" data-app-start>',
    );
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    const scriptSources = /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(scriptSources).toBe(`'self' 'sha256-${hash}'`);
    // Everything else keeps the plain policy: no inline script at all.
    expect((await t.app.request('/robots.txt')).headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('answers 404 for missing files instead of the app shell', async () => {
    expect((await t.app.request('/assets/gone-123.js')).status).toBe(404);
    expect((await t.app.request('/missing.png')).status).toBe(404);
  });
});

describe('tenant assets', () => {
  it("renders index.html with the tenant's title and serves its manifest", async () => {
    const html = await (await t.app.request('/calendar', { headers: { Host: 'reval.localhost:8080' } })).text();
    expect(html).toContain('<title>Reval Sport');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const manifest = await t.app.request('/manifest.webmanifest', { headers: { Host: 'reval.localhost:8080' } });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(((await manifest.json()) as { short_name: string }).short_name).toBe('Reval');
  });
});
