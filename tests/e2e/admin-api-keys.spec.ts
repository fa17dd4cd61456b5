import { ApiKeys } from '../../src/api/contract/api-keys.ts';
import { seriousViolations } from './admin-api.ts';
import { clubApi } from './booking-api.ts';
import { demoUsers, expect, test } from './fixtures.ts';

/*
 * Issue 39: on a phone, the admin issues an API key for the club's website with only the timetable, copies the
 * secret shown once, the "website" reads the timetable with it, and once the admin revokes it the key is refused.
 */

const tenant = 'kuressaare'; // admin-webhooks.spec.ts writes its webhooks only; no other spec makes keys

test.use({ viewport: { width: 390, height: 844 } });

test('an admin issues an API key, it reads the timetable, and revoked it is refused', async ({
  page,
  login,
  tenantUrl,
  request,
}) => {
  const club = clubApi(request, tenantUrl, tenant);
  const adminToken = await club.login(demoUsers.admin.username, demoUsers.admin.password);
  try {
    await login(page, { tenant, ...demoUsers.admin });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: /^Admin/ }).click();
    await menu.getByRole('link', { name: 'API keys' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();

    // A name is needed; the timetable is chosen at first, and only it.
    await page.getByRole('button', { name: 'Create key' }).click();
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Name the system/);
    await name.fill('Website timetable');
    const scopes = page.getByRole('group', { name: 'What it may do' });
    await expect(scopes.getByRole('checkbox', { checked: true })).toHaveCount(1);
    await page.getByRole('button', { name: 'Create key' }).click();

    const secretCard = page.getByRole('region', { name: 'The new API key' });
    const secret = (await secretCard.getByTestId('api-key-secret').textContent()) ?? '';
    expect(secret).toMatch(/^ck_/);
    await expect(secretCard.getByRole('button', { name: 'Copy the key' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await secretCard.getByRole('button', { name: 'Done' }).click();
    await expect(secretCard).toHaveCount(0);

    // The website reads the members' timetable with it, and nothing of the admin's.
    expect(Array.isArray(await club.schedule('user', secret, 7))).toBe(true);
    await expect(club.schedule('admin', secret, 7)).rejects.toThrow(/answered 403/);
    const card = page.getByRole('listitem').filter({ hasText: 'Website timetable' });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(card.getByText(/last used/)).toBeVisible();

    // Revoked after a confirmation: listed as revoked, and refused from then on.
    await card.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
    await expect(card.getByText('Revoked', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
    await expect(club.schedule('user', secret, 7)).rejects.toThrow(/answered 401.*apiKeyRevoked/);
  } finally {
    // keys stay on record once revoked: revoke whatever this run left in use
    for (const key of await club.get('/admin/api-keys', adminToken, ApiKeys).catch(() => []))
      if (key.revokedAt === null) await club.remove(`/admin/api-keys/${key.id}`, adminToken);
  }
});
