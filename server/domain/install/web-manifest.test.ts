import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages, tenantIds } from '../../../src/api/contract/tenant.ts';
import { getTenant } from '../../../tenants/registry.ts';
import { imageSize } from '../../test-support/image-size.ts';
import { installImages, webManifest } from './web-manifest.ts';

describe('webManifest', () => {
  it('is an app of its own host with every field an install needs', () => {
    const manifest = webManifest(getTenant('reval'), 'en');
    expect(manifest).toMatchObject({ id: '/', scope: '/', start_url: '/', display: 'standalone', lang: 'en' });
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ]),
    );
    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    expect(manifest.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
      ['Timetable', '/calendar'],
      ['Enter the gym', '/entry'],
    ]);
  });

  it("names the shortcuts and the club's title in the language asked for", () => {
    const names = (language: (typeof languages)[number]) =>
      webManifest(getTenant('golden'), language).shortcuts.map((s) => s.name);
    expect(names('et')).toEqual(['Tunniplaan', 'Sisene klubisse']);
    expect(names('lv')).toEqual(['Grafiks', 'Ieeja klubā']);
    expect(languages.map((language) => webManifest(getTenant('golden'), language).name)).toEqual(
      languages.map((language) => getTenant('golden').title[language]),
    );
    expect(webManifest(getTenant('golden'), 'et').name).toBe('Golden Club – liikmetele');
  });

  it("has every club's own files, in the sizes it declares", () => {
    for (const id of tenantIds) {
      for (const [file, { size }] of Object.entries(installImages)) {
        const bytes = readFileSync(new URL(`../../../tenants/${id}/${file}`, import.meta.url));
        const { width, height } = imageSize(bytes);
        expect(`${id}/${file} ${width}x${height}`).toBe(`${id}/${file} ${size}`);
      }
    }
  });

  it('keeps screenshots small and within what Chromium shows in its install sheet', () => {
    for (const id of tenantIds) {
      for (const file of ['screenshot-narrow.webp', 'screenshot-wide.webp'] as const) {
        const bytes = readFileSync(new URL(`../../../tenants/${id}/${file}`, import.meta.url));
        expect(bytes.length, `${id}/${file}`).toBeLessThan(80 * 1024);
        const { width, height } = imageSize(bytes);
        // Chromium: each side 320–3840 px, the long side at most 2.3 times the short one.
        expect(Math.min(width, height)).toBeGreaterThanOrEqual(320);
        expect(Math.max(width, height) / Math.min(width, height)).toBeLessThanOrEqual(2.3);
      }
    }
  });

  it("differs between any two clubs in name, colours and nothing else of the other's", () => {
    const reval = JSON.stringify(webManifest(getTenant('reval'), 'en'));
    const golden = webManifest(getTenant('golden'), 'en');
    expect(reval).not.toContain(golden.name);
    expect(reval).not.toContain(golden.theme_color);
    expect(reval).not.toContain('Golden');
  });
});
