import type { Page } from '@playwright/test';
import { expect, test, demoUsers } from './fixtures.ts';

/* Issue 13 point 7: what the server names (contracts and their validity, cards, vouchers) follows the app's language. */

async function chooseLanguage(page: Page, current: RegExp, name: string) {
  await page.getByRole('button', { name: /menu|menüü|izvēlni/i }).first().click();
  await page.getByRole('button', { name: current }).click();
  await page.getByRole('button', { name }).click();
  await page.keyboard.press('Escape');
}

test('contract validity, card and voucher names come in Estonian and Latvian', async ({ page, login, tenantUrl }) => {
  await login(page, { tenant: 'golden', ...demoUsers.member });
  await page.goto(tenantUrl('golden', '/contracts'));
  await expect(page.getByText('Unlimited monthly').first()).toBeVisible();
  await expect(page.getByText('Until further notice').first()).toBeVisible();

  // switching the language refetches what is on screen in the new one
  await chooseLanguage(page, /^Language/, 'Eesti');
  await expect(page.getByText('Piiramatu kuupilet').first()).toBeVisible();
  await expect(page.getByText('Tähtajatu').first()).toBeVisible();
  await expect(page.getByText('Until further notice')).toHaveCount(0);
  await page.goto(tenantUrl('golden', '/entry'));
  await expect(page.getByText('Klubikaart', { exact: true }).first()).toBeVisible();

  await chooseLanguage(page, /^Keel/, 'Latviešu');
  await expect(page.getByText('Kluba karte', { exact: true }).first()).toBeVisible();
  await page.goto(tenantUrl('golden', '/contracts'));
  await expect(page.getByText('Beztermiņa').first()).toBeVisible();
  await expect(page.getByText('90 dienas')).toBeVisible();
  await page.goto(tenantUrl('golden', '/vouchers'));
  await expect(page.getByRole('heading', { level: 1, name: 'Kuponi' })).toBeVisible();
  await expect(page.getByText('Atved draugu').first()).toBeVisible();
});
