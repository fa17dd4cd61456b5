import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, demoUsers } from './fixtures.ts';
import { getTenant } from '../../tenants/registry.ts';

/*
 * Issue 25 point 1: "Install the app" in the menu and, from the third visit on, on home; Chromium's own install
 * sheet where the browser offers one, the Share → Add to Home Screen steps on an iPhone, nothing in the
 * installed app. Headless Chromium makes no install offer of its own, so each page gets one as Chromium makes
 * it (a cancelable `beforeinstallprompt` with prompt() and userChoice) as soon as the document is parsed,
 * and real ones are held back so only the counted one can be shown.
 */

const tenant = 'hiiumaa';
const clubName = getTenant(tenant).shortName;
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

async function offerInstallOnEveryLoad(page: Page) {
  await page.addInitScript(() => {
    const offered = new WeakSet<Event>();
    addEventListener('beforeinstallprompt', (event) => offered.has(event) || event.stopImmediatePropagation(), true);
    document.addEventListener('DOMContentLoaded', () => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      const calls = { prompted: 0 };
      Object.assign(event, {
        prompt: () => {
          calls.prompted += 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      Object.assign(window, { installPromptCalls: calls });
      offered.add(event);
      dispatchEvent(event);
    });
  });
}

const promptCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { installPromptCalls: { prompted: number } }).installPromptCalls.prompted);

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

const homeCard = (page: Page) => page.getByRole('region', { name: `Put ${clubName} on your home screen` });

/** Home after a reload, once the app (and its lazy install card, when it shows) has settled. */
async function visitHome(page: Page) {
  await page.reload();
  await expect(page.getByRole('navigation', { name: /quick links/i })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test("Chromium reads each club's manifest without a complaint and finds the app installable", async ({
  page,
  tenantUrl,
}) => {
  const devtools = await page.context().newCDPSession(page);
  for (const id of ['reval', 'golden'] as const) {
    await page.goto(tenantUrl(id, '/login'));
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    const manifest = await devtools.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: getTenant(id).title.en });
    // Playwright's contexts are incognito, where Chromium installs nothing; every other reason would be ours.
    const installabilityErrors = async () =>
      (await devtools.send('Page.getInstallabilityErrors')).installabilityErrors
        .map((error) => error.errorId)
        .filter((id) => id !== 'in-incognito');
    await expect.poll(installabilityErrors).toEqual([]);
  }
});

test.describe('where Chromium offers the install', () => {
  test.beforeEach(async ({ page }) => offerInstallOnEveryLoad(page));

  test("the menu's Install the app shows Chromium's own install sheet, once per offer", async ({ page, login }) => {
    await login(page, { tenant, ...demoUsers.member });
    await openMenu(page);
    await page.getByRole('button', { name: 'Install the app' }).click();
    expect(await promptCalls(page)).toBe(1);
    // The offer is spent (the member said not now in Chromium's sheet): the entry waits for the next one.
    await openMenu(page);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Install the app' })).toHaveCount(0);
  });

  test('home suggests it from the third visit on, until the member says not now', async ({ page, login }) => {
    await login(page, { tenant, ...demoUsers.member }); // the first visit to home
    await expect(homeCard(page)).toHaveCount(0);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await visitHome(page); // second
    await expect(homeCard(page)).toHaveCount(0);
    // The offer and its card come with the app's own code, so the card paints with home's first content; a visit
    // without it downloads no Fluent UI (issue #28: first-visit JavaScript).
    expect(scripts.filter((path) => /\/fluent-/.test(path))).toEqual([]);
    await visitHome(page); // third
    await expect(homeCard(page)).toBeVisible();
    for (const mode of ['first', 'other'] as const) {
      if (mode === 'other')
        await page
          .getByRole('banner')
          .getByRole('button', { name: /^Switch to (light|dark) mode$/ })
          .click();
      const results = await new AxeBuilder({ page }).include('main section').analyze();
      expect(
        results.violations.map((v) => `${mode} mode ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
    await homeCard(page).getByRole('button', { name: 'Install the app' }).click();
    expect(await promptCalls(page)).toBe(1);

    await visitHome(page);
    await homeCard(page).getByRole('button', { name: 'Not now' }).click();
    await expect(homeCard(page)).toHaveCount(0);
    await visitHome(page);
    await expect(homeCard(page)).toHaveCount(0);
    // The menu still has it.
    await openMenu(page);
    await expect(page.getByRole('button', { name: 'Install the app' })).toBeVisible();
  });

  test('the installed app offers no install, neither in the menu nor on home', async ({ page, login }) => {
    // Running installed, as the page sees it. Chromium 156 takes no display-mode override (CDP
    // Emulation.setEmulatedMedia accepts the feature and ignores it), so the media query answers as in the app.
    await page.addInitScript(() => {
      const realMatchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query) => realMatchMedia(query === '(display-mode: standalone)' ? 'all' : query);
    });
    await login(page, { tenant, ...demoUsers.member });
    await visitHome(page);
    await visitHome(page);
    // The third visit is counted (the card would show now, were the app not installed).
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), `installOffer.${tenant}`))
      .toContain('"visits":3');
    await expect(homeCard(page)).toHaveCount(0);
    await openMenu(page);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Install the app' })).toHaveCount(0);
  });
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: iPhone });

  for (const mode of ['light', 'dark'] as const) {
    test(`shows the Share → Add to Home Screen steps with the club's icon and name (${mode} mode, axe)`, async ({
      page,
      login,
    }) => {
      await page.addInitScript((m) => localStorage.setItem('colormode', JSON.stringify(m)), mode);
      await login(page, { tenant, ...demoUsers.member });
      await openMenu(page);
      const entry = page.getByRole('button', { name: 'Install the app' });
      await entry.click();
      const dialog = page.getByRole('dialog', { name: `Add ${clubName} to your home screen` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('listitem')).toHaveText([
        /Tap the Share button/,
        /Add to Home Screen/,
        new RegExp(`Tap Add\\. ${clubName} then opens`),
      ]);
      await expect(dialog.locator('img[src="/icons/icon-192.png"]')).toBeVisible();
      // decoded, not only in the page: visible comes before the image has loaded
      await expect
        .poll(() => dialog.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(192);
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

      const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );

      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });
  }

  test('an app opened from the home screen (navigator.standalone) offers no install', async ({ page, login }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true }));
    await login(page, { tenant, ...demoUsers.member });
    await openMenu(page);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Install the app' })).toHaveCount(0);
  });
});
