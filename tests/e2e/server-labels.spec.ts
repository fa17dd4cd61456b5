import type { Page } from '@playwright/test';
import { clubApi } from './booking-api.ts';
import { e2eNow } from './clock.ts';
import { expect, test, demoUsers } from './fixtures.ts';

// Server rules and texts, the same on every screen size: the wide project runs them, the phone's time goes to layouts.
test.skip(({ isMobile }) => isMobile, 'the same on every screen: the wide project runs it');

/* Issue 13 point 7: what the server names (contracts and their validity, cards, vouchers) follows the app's language. */

async function chooseLanguage(page: Page, current: RegExp, name: string) {
  await page
    .getByRole('button', { name: /menu|menüü|izvēlni/i })
    .first()
    .click();
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

/* The demo timetable's class names in each language (server/db/seed/timetable-translations.ts), and its prefix. */
const classNames = {
  en: [
    'Morning yoga',
    'Aqua aerobics',
    'Pilates',
    'Gym induction',
    'Personal training',
    'Spinning',
    'Body pump',
    'Zumba',
    'Open gym',
    'Stretching',
    'Aqua fit',
    'Evening yoga',
  ],
  et: [
    'Hommikujooga',
    'Vesiaeroobika',
    'Pilates',
    'Jõusaali sissejuhatus',
    'Personaaltreening',
    'Spinning',
    'Kangitreening',
    'Zumba',
    'Vaba jõusaal',
    'Venitus',
    'Vesivõimlemine',
    'Õhtujooga',
  ],
  lv: [
    'Rīta joga',
    'Ūdens aerobika',
    'Pilates',
    'Trenažieru zāles instruktāža',
    'Individuālais treniņš',
    'Spinings',
    'Spēka treniņš ar stieni',
    'Zumba',
    'Brīvā trenažieru zāle',
    'Stiepšanās',
    'Ūdens fitness',
    'Vakara joga',
  ],
};
const prefixes = { en: 'NEW', et: 'UUS', lv: 'JAUNUMS' };

/** Every class heading on the page is a demo class named in `language`, and there is at least one. */
async function expectClassNamesIn(page: Page, language: keyof typeof classNames) {
  const headings = page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });
  await expect(headings.first()).toBeVisible();
  const named = (text: string) => classNames[language].includes(text.replace(`${prefixes[language]} `, '').trim());
  await expect.poll(async () => (await headings.allTextContents()).filter((text) => !named(text))).toEqual([]);
}

test('the timetable and the workouts name classes in Estonian and Latvian', async ({ page, login, tenantUrl }) => {
  const day = new Date(e2eNow() + 2 * 86_400_000).toISOString().slice(0, 10);
  await login(page, { tenant: 'golden', ...demoUsers.member });
  await page.goto(tenantUrl('golden', `/calendar?date=${day}&mode=day`));
  await expectClassNamesIn(page, 'en');

  await chooseLanguage(page, /^Language/, 'Eesti');
  await expectClassNamesIn(page, 'et');
  await page.goto(tenantUrl('golden', '/workouts'));
  await expectClassNamesIn(page, 'et');

  await chooseLanguage(page, /^Keel/, 'Latviešu');
  await expectClassNamesIn(page, 'lv');
  await page.goto(tenantUrl('golden', `/calendar?date=${day}&mode=day`));
  await expectClassNamesIn(page, 'lv');
  // a reload starts from the persisted cache: still Latvian
  await page.reload();
  await expectClassNamesIn(page, 'lv');
});

test('the admin edits the stored class name whatever the app’s language', async ({
  page,
  login,
  tenantUrl,
  request,
}) => {
  const api = clubApi(request, tenantUrl, 'golden');
  const token = await api.login(demoUsers.admin.username, demoUsers.admin.password);
  const stored = (await api.schedule('admin', token)).find((k) => k.name === 'Evening yoga');
  if (!stored) throw new Error('no Evening yoga in the next two weeks');
  await login(page, { tenant: 'golden', ...demoUsers.admin });
  await chooseLanguage(page, /^Language/, 'Eesti');
  await page.goto(tenantUrl('golden', `/admin-calendar/${stored.id}/edit`));
  await expect(page.getByRole('textbox', { name: 'Nimi' })).toHaveValue('Evening yoga');
});
