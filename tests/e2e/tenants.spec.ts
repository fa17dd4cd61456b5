import type { Page } from '@playwright/test';
import { getTenant } from '../../tenants/registry.ts';
import type { ColourMode } from '../../tenants/schema.ts';
import { expect, test } from './fixtures.ts';

/** A Fluent theme token as the tenant's FluentProvider publishes it. */
function themeToken(page: Page, token: string): Promise<string> {
  return page
    .locator('.fui-FluentProvider')
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(`--${name}`).trim(), token);
}

async function openInMode(page: Page, url: string, mode: ColourMode) {
  // SPEC.md §3 `colormode` key, stored as JSON like every persisted value (a later init script wins).
  await page.addInitScript((stored) => localStorage.setItem('colormode', stored), JSON.stringify(mode));
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
}

test.describe('each club has its own look', () => {
  for (const id of ['reval', 'golden'] as const) {
    test(`${id} shows its title and colours in light and dark`, async ({ page, tenantUrl }, testInfo) => {
      const tenant = getTenant(id);
      for (const mode of ['light', 'dark'] as const) {
        await openInMode(page, tenantUrl(id, '/login'), mode);
        await expect(page).toHaveTitle(tenant.title);
        expect(await themeToken(page, 'colorBrandBackground')).toBe(tenant.theme[mode].button.background);
        expect(await themeToken(page, 'colorNeutralBackground2')).toBe(tenant.theme[mode].background.default);
        await page.screenshot({ path: testInfo.outputPath(`${id}-${mode}.png`), fullPage: true });
      }
    });
  }

  test('the two clubs differ in title, colours and installed identity', async ({ page, request, tenantUrl }) => {
    const manifests = [];
    for (const id of ['reval', 'golden'] as const) {
      await page.goto(tenantUrl(id, '/login'));
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
      const response = await request.get(tenantUrl(id, '/manifest.webmanifest'));
      expect(response.ok()).toBe(true);
      expect(response.headers()['cache-control']).toBe('no-cache');
      const manifest = await response.json();
      expect(manifest).toMatchObject({
        name: getTenant(id).title,
        short_name: getTenant(id).shortName,
        display: 'standalone',
        start_url: '/',
        scope: '/',
        theme_color: getTenant(id).theme.light.primary['500'],
      });
      for (const icon of manifest.icons) {
        const file = await request.get(tenantUrl(id, icon.src));
        expect(file.ok(), icon.src).toBe(true);
        expect(file.headers()['content-type']).toContain(icon.type);
      }
      manifests.push({ manifest, favicon: await (await request.get(tenantUrl(id, '/favicon.svg'))).text() });
    }
    const [reval, golden] = manifests;
    expect(reval?.manifest.name).not.toBe(golden?.manifest.name);
    expect(reval?.manifest.theme_color).not.toBe(golden?.manifest.theme_color);
    expect(reval?.favicon).not.toBe(golden?.favicon);
  });
});
