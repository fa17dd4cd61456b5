import { expect, test, demoUsers } from './fixtures.ts';

/* Issue 13 point 5: the member always knows where they are: the tab's title and the menu's current entry. */

const tenant = 'golden';

test('each page names itself in the title, and the menu highlights it however it was reached', async ({
  page,
  login,
  tenantUrl,
}) => {
  await login(page, { tenant, ...demoUsers.member });
  const brand = (await page.title()).split(' · ').at(-1) ?? '';
  expect(brand.length).toBeGreaterThan(0);
  await expect(page).toHaveTitle(`Home · ${brand}`);

  const pages = [
    { path: '/workouts', title: 'My workouts', entry: 'My workouts' },
    { path: '/invoices', title: 'Invoices', entry: 'Invoices', group: 'Contract' },
    { path: '/calendar?filter=pool', title: 'Timetable', entry: 'Pool', group: 'Calendar' },
    { path: '/profile', title: 'Profile', entry: 'Profile' },
  ];
  for (const { path, title, entry, group } of pages as {
    path: string;
    title: string;
    entry: string;
    group?: string;
  }[]) {
    // reached by URL, not by the menu: the menu must still know
    await page.goto(tenantUrl(tenant, path));
    await expect(page).toHaveTitle(`${title} · ${brand}`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    // the entries of a collapsed sub-menu show once it is opened
    if (group) {
      const button = menu.getByRole('button', { name: new RegExp(`^${group}`) });
      if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
    }
    await expect(menu.getByRole('link', { name: entry, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
    await page.keyboard.press('Escape');
  }
});

test("date fields follow the app's language, not the browser's", async ({ page, login, tenantUrl }) => {
  await login(page, { tenant, ...demoUsers.member });
  const dateIn = async (language: 'et' | 'en', pastTab: string, fromLabel: string) => {
    await page.evaluate((lang) => localStorage.setItem('language', JSON.stringify(lang)), language);
    await page.goto(tenantUrl(tenant, '/workouts'));
    await page.getByRole('tab', { name: pastTab }).click();
    return page.getByRole('textbox', { name: fromLabel });
  };
  const et = await dateIn('et', 'Möödunud', 'Alates');
  await expect(et).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
  // typed in the language's order, the period follows
  await et.fill('01.10.2026');
  await et.blur();
  await expect(et).toHaveValue('01.10.2026');
  const en = await dateIn('en', 'Past', 'From');
  await expect(en).toHaveValue('01/10/2026');
});
