import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'club-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>App</title></head><body></body></html>');

beforeAll(async () => {
  t = await makeTestApp({ staticDir: dist });
}, 60_000);
afterAll(() => t.close());

/** A request from the default club's host that also claims to come from Reval's app. */
const poisoned = { Host: 'localhost:8080', 'X-Client-Host': 'reval.localhost:8080' };

describe('the club of a page or asset comes from its Host only (issue 9 point 6)', () => {
  it('keeps the page title and identity of the Host whatever X-Client-Host says', async () => {
    for (const path of ['/', '/index.html', '/calendar', '/public/vouchers']) {
      const page = await (await t.app.request(path, { headers: poisoned })).text();
      expect([path, page]).toEqual([path, expect.stringContaining('<title>ClubBook – club bookings</title>')]);
      expect(page).not.toContain('Reval');
    }
    const reval = await (
      await t.app.request('/', { headers: { Host: 'reval.localhost:8080', 'X-Client-Host': 'localhost:8080' } })
    ).text();
    expect(reval).toContain('<title>Reval Sport – training</title>');
  });

  it('keeps the manifest, favicon and logos of the Host', async () => {
    const manifest = (await (await t.app.request('/manifest.webmanifest', { headers: poisoned })).json()) as {
      name: string;
    };
    expect(manifest.name).toBe('ClubBook – club bookings');
    const revalLogo = await (
      await t.app.request('/tenant/logo-dark.svg', { headers: { Host: 'reval.localhost:8080' } })
    ).text();
    for (const asset of ['/favicon.svg', '/tenant/logo-dark.svg', '/tenant/logo-light.svg']) {
      const body = await (await t.app.request(asset, { headers: poisoned })).text();
      const own = await (await t.app.request(asset, { headers: { Host: 'localhost:8080' } })).text();
      expect([asset, body]).toEqual([asset, own]);
    }
    expect(await (await t.app.request('/tenant/logo-dark.svg', { headers: poisoned })).text()).not.toBe(revalLogo);
  });

  it('still lets the app name its club on API calls with X-Client-Host', async () => {
    const settings = (await (await t.app.request('/api/0.1/public/settings', { headers: poisoned })).json()) as {
      tenant: string;
    };
    expect(settings.tenant).toBe('reval');
  });
});
