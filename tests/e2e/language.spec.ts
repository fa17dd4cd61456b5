import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Server rules and texts, the same on every screen size: the wide project runs them, the phone's time goes to layouts.
test.skip(({ isMobile }) => isMobile, 'the same on every screen: the wide project runs it');

async function chooseLanguage(page: Page, current: RegExp, name: string) {
  await page
    .getByRole('button', { name: /menu|menüü|izvēlni/i })
    .first()
    .click();
  await page.getByRole('button', { name: current }).click();
  await page.getByRole('button', { name }).click();
  await page.keyboard.press('Escape');
}

test('the language can be switched to each of the three and is remembered', async ({ page, tenantUrl }) => {
  await page.goto(tenantUrl('watersports', '/login'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await chooseLanguage(page, /^Language/, 'Eesti');
  await expect(page.getByRole('button', { name: 'Logi sisse' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'et');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logi sisse' })).toBeVisible();

  await chooseLanguage(page, /^Keel/, 'Latviešu');
  await expect(page.getByRole('button', { name: 'Pieslēgties' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Pieslēgties' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'lv');

  await chooseLanguage(page, /^Valoda/, 'English');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
