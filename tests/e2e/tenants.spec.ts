import type { Page } from '@playwright/test';
import { getTenant } from '../../tenants/registry.ts';
import type { ColourMode } from '../../tenants/schema.ts';
import { expect, test } from './fixtures.ts';

// Server rules and texts, the same on every screen size: the wide project runs them, the phone's time goes to layouts.
test.skip(({ isMobile }) => isMobile, 'the same on every screen: the wide project runs it');

/** `#rrggbb` as the browser reports a computed colour. */
function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 0xff}, ${(value >> 8) & 0xff}, ${value & 0xff})`;
}

/** The colours the member actually sees: the login button and the page background. */
function shownColours(page: Page) {
  return Promise.all([
    page.getByRole('button', { name: 'Log in' }).evaluate((button) => getComputedStyle(button).backgroundColor),
    page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor),
  ]);
}

async function openInMode(page: Page, url: string, mode: ColourMode) {
  // docs/behaviour.md#records-and-local-state `colormode` key, stored as JSON like every persisted value (a later init script wins).
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
        await expect(page).toHaveTitle(`Log in · ${tenant.title.en}`);
        const [button, background] = await shownColours(page);
        expect(button).toBe(rgb(tenant.theme[mode].button.background));
        expect(background).toBe(rgb(tenant.theme[mode].background.default));
        await page.screenshot({ path: testInfo.outputPath(`${id}-${mode}.png`), fullPage: true });
      }
    });
  }

  test('the two clubs differ in title, colours and installed identity', async ({ page, tenantUrl }) => {
    const identities = [];
    for (const id of ['reval', 'golden'] as const) {
      const tenant = getTenant(id);
      await page.goto(tenantUrl(id, '/login'));
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
      // Fetched by the page itself: `*.localhost` resolves in Chromium, not in Node's resolver.
      const identity = await page.evaluate(async () => {
        const response = await fetch('/manifest.webmanifest');
        const manifest = await response.json();
        const icons = await Promise.all(
          manifest.icons.map(async (icon: { src: string; type: string }) => {
            const file = await fetch(icon.src);
            return { ok: file.ok, expected: icon.type, type: file.headers.get('content-type') ?? '' };
          }),
        );
        const favicon = await (await fetch('/favicon.svg')).text();
        return { cacheControl: response.headers.get('cache-control'), manifest, icons, favicon };
      });
      expect(identity.cacheControl).toBe('no-cache');
      expect(identity.manifest).toMatchObject({
        name: tenant.title.en,
        short_name: tenant.shortName,
        display: 'standalone',
        start_url: '/',
        scope: '/',
        theme_color: tenant.theme.light.primary['500'],
      });
      for (const icon of identity.icons) {
        expect(icon.ok).toBe(true);
        expect(icon.type).toContain(icon.expected);
      }
      identities.push(identity);
    }
    const [reval, golden] = identities;
    expect(reval?.manifest.name).not.toBe(golden?.manifest.name);
    expect(reval?.manifest.theme_color).not.toBe(golden?.manifest.theme_color);
    expect(reval?.favicon).not.toBe(golden?.favicon);
  });
});
