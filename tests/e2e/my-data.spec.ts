import { measureDesignRules } from './design-measure.ts';
import { demoUsers, expect, test } from './fixtures.ts';

/*
 * Issue 40 point 1: from the profile a member reads everything the club holds about them as a page, and saves
 * it as a JSON file in the described format (docs/data-export.md). Nothing is erased here: the server is shared.
 */
const tenant = 'default';

test('a member reads their data on a page and downloads it as JSON', async ({ page, login, tenantUrl, isMobile }) => {
  await login(page, { tenant, ...demoUsers.member });
  await page.goto(tenantUrl(tenant, '/profile'));
  const card = page.getByRole('region', { name: 'Your data' });
  await expect(card.getByRole('button', { name: 'Close and erase my account' })).toBeVisible();

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download as a file (JSON)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-data-default-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  const data = JSON.parse(await readFile(path, 'utf8')) as { format: string; profile: { username: string } };
  expect(data.format).toBe('clubbook.member-data/1');
  expect(data.profile.username).toBe(demoUsers.member.username);

  await card.getByRole('link', { name: 'View my data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Bookings and attendance/ })).toBeVisible();
  await expect(page.getByText(demoUsers.member.username, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  if (isMobile) expect(await measureDesignRules(page)).toEqual([]);
});
