import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { ClubIdentity } from '../../src/api/contract/tenant.ts';
import { getTenant } from '../../tenants/registry.ts';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env.ts';
import { renderIndexHtml, tenantAssetRoutes } from './tenant-assets.ts';
import { imageSize } from '../test-support/image-size.ts';

const app = new Hono<AppEnv>().route('/', tenantAssetRoutes);
const get = (path: string, host: string) => app.request(path, { headers: { host } });

describe('tenant assets', () => {
  it('serves each club its own web manifest, never cached stale', async () => {
    const reval = await get('/manifest.webmanifest', 'reval.localhost:8080');
    expect(reval.headers.get('cache-control')).toBe('no-cache');
    expect(reval.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = await reval.json();
    expect(manifest).toMatchObject({
      name: 'Reval Sport – training',
      short_name: 'Reval',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      theme_color: '#8b1e3f',
    });
    expect(manifest.icons[0]).toMatchObject({ src: '/favicon.svg', type: 'image/svg+xml' });
    const golden = await (await get('/manifest.webmanifest', 'golden.localhost:8080')).json();
    expect(golden.name).toBe('Golden Club – members');
    const unknown = await (await get('/manifest.webmanifest', 'localhost:8080')).json();
    expect(unknown.name).toBe('ClubBook – club bookings');
  });

  it("gives each club host only its own identity: name, icons, screenshots and shortcuts' icons", async () => {
    const fetchAll = async (host: string) => {
      const manifest = await (await get('/manifest.webmanifest', host)).json();
      const images = [
        ...manifest.icons,
        ...manifest.screenshots,
        ...manifest.shortcuts.flatMap((shortcut: { icons: unknown[] }) => shortcut.icons),
      ] as { src: string; sizes: string; type: string }[];
      const files = new Map<string, Uint8Array>();
      for (const image of images.filter((each) => each.sizes !== 'any')) {
        const response = await get(image.src, host);
        expect(response.status, `${host}${image.src}`).toBe(200);
        expect(response.headers.get('content-type')).toBe(image.type);
        const bytes = new Uint8Array(await response.arrayBuffer());
        const { width, height } = imageSize(bytes);
        expect(`${image.src} ${width}x${height}`).toBe(`${image.src} ${image.sizes}`);
        files.set(image.src, bytes);
      }
      return { manifest, files };
    };
    const reval = await fetchAll('reval.localhost:8080');
    const spa = await fetchAll('spa.localhost:8080');
    expect(reval.manifest.name).toBe(getTenant('reval').title.en);
    expect(spa.manifest.name).toBe(getTenant('spa').title.en);
    expect(JSON.stringify(reval.manifest)).not.toContain(getTenant('spa').brandName);
    expect(JSON.stringify(spa.manifest)).not.toContain(getTenant('reval').brandName);
    expect([...reval.files.keys()]).toEqual([...spa.files.keys()]);
    for (const [src, bytes] of reval.files)
      expect(Buffer.from(bytes).equals(Buffer.from(spa.files.get(src)!)), src).toBe(false);
  });

  it("names the shortcuts in the browser's language, else the host's, and says the answer varies by it", async () => {
    const names = async (host: string, language?: string) => {
      const response = await app.request('/manifest.webmanifest', {
        headers: { host, ...(language ? { 'accept-language': language } : {}) },
      });
      expect(response.headers.get('vary')).toContain('Accept-Language');
      return ((await response.json()) as { shortcuts: { name: string }[] }).shortcuts.map((shortcut) => shortcut.name);
    };
    expect(await names('reval.localhost', 'et-EE,et;q=0.9,en;q=0.5')).toEqual(['Tunniplaan', 'Sisene klubisse']);
    expect(await names('reval.localhost', 'lv')).toEqual(['Grafiks', 'Ieeja klubā']);
    expect(await names('reval.localhost')).toEqual(['Timetable', 'Enter the gym']);
  });

  it("names the installed app with the club's title in the browser's language", async () => {
    const name = async (language: string) => {
      const response = await app.request('/manifest.webmanifest', {
        headers: { host: 'sparta.localhost', 'accept-language': language },
      });
      return ((await response.json()) as { name: string }).name;
    };
    expect(await name('et')).toBe('Sparta Spordiklubi');
    expect(await name('lv')).toBe('Sparta sporta klubs');
    expect(await name('en')).toBe('Sparta Athletic Club');
  });

  it('serves no file under /icons/ that the manifest does not list', async () => {
    for (const path of ['/icons/config.ts', '/icons/favicon.svg', '/icons/..%2Fconfig.ts', '/icons/icon-64.png']) {
      expect((await get(path, 'reval.localhost')).status, path).toBe(404);
    }
  });

  it('serves the club favicon and logos as SVG', async () => {
    const favicon = await get('/favicon.svg', 'school.localhost');
    expect(favicon.headers.get('content-type')).toContain('image/svg+xml');
    expect(await favicon.text()).toContain('#3d5a80');
    expect(await (await get('/tenant/logo-dark.svg', 'school.localhost')).text()).toContain('Tarkus Sports School');
  });

  it('serves the club PNG app icons the manifest lists', async () => {
    const manifest = await (await get('/manifest.webmanifest', 'spa.localhost')).json();
    for (const icon of manifest.icons.filter((i: { type: string }) => i.type === 'image/png')) {
      const response = await get(icon.src, 'spa.localhost');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    }
  });
});

describe('renderIndexHtml', () => {
  const html = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>App</title>
<link rel="icon" href="/vite.svg"></head><body><div id="root"></div></body></html>`;

  it("keeps the app page's viewport, so a notched phone's safe-area insets reach the shell's CSS", () => {
    const page = renderIndexHtml(readFileSync(new URL('../../index.html', import.meta.url), 'utf8'), 'restaurant');
    expect(page.match(/<meta name="viewport"[^>]*>/g)).toEqual([
      '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />',
    ]);
  });

  it('sets the club title, theme colour, manifest and favicon', () => {
    const page = renderIndexHtml(html, 'restaurant');
    expect(page).toContain('<title>Maitse Club – reservations</title>');
    expect(page).toContain('<meta name="theme-color" content="#9c2c2c">');
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(page).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    expect(page).toContain('<link rel="apple-touch-icon" href="/icons/icon-192.png">');
    expect(page).toContain(`<meta name="apple-mobile-web-app-title" content="${getTenant('restaurant').shortName}">`);
    expect(page).not.toContain('vite.svg');
    expect(page.match(/<title>/g)).toHaveLength(1);
  });

  it("carries the club's colour theme, so the first paint is the club's before any script runs", () => {
    const page = renderIndexHtml(html, 'restaurant');
    const style = /<style id="tenant-theme">([^<]*)<\/style>/.exec(page)?.[1] ?? '';
    expect(style).toContain(`--colorBrandBackground:${getTenant('restaurant').theme.dark.button.background};`);
    expect(style).toContain(`--colorBrandBackground:${getTenant('restaurant').theme.light.button.background};`);
    expect(renderIndexHtml(html, 'golden')).not.toContain(style);
  });

  it("hands the app its club's identity as a JSON data block", () => {
    const page = renderIndexHtml(html, 'golden');
    const json = /<script type="application\/json" id="club-identity">([^<]*)<\/script>/.exec(page)?.[1] ?? '';
    expect(v.parse(ClubIdentity, JSON.parse(json))).toMatchObject({ id: 'golden', title: getTenant('golden').title });
  });

  it("names the club's own logo files in the identity (the build's hashed files when built) and preloads the dark one", () => {
    const identityOf = (page: string) =>
      v.parse(
        ClubIdentity,
        JSON.parse(/<script type="application\/json" id="club-identity">([^<]*)<\/script>/.exec(page)?.[1] ?? ''),
      );
    expect(identityOf(renderIndexHtml(html, 'golden')).logo).toEqual({
      light: '/tenant/logo-light.svg',
      dark: '/tenant/logo-dark.svg',
    });
    const logoUrls = { light: '/assets/logo-light-AbCd1234.svg', dark: '/assets/logo-dark-EfGh5678.svg' };
    const page = renderIndexHtml(html, 'golden', { logoUrls });
    expect(identityOf(page).logo).toEqual(logoUrls);
    expect(page).toContain('<link rel="preload" as="image" href="/assets/logo-dark-EfGh5678.svg">');
    expect(page).not.toContain('reval');
  });

  it('is idempotent', () => {
    const once = renderIndexHtml(html, 'golden');
    expect(renderIndexHtml(once, 'golden')).toBe(once);
  });
});
