import { AdminRoomsResponse } from '../../src/api/contract/admin-resources.ts';
import { adminApi, seriousViolations } from './admin-api.ts';
import { clubApi } from './booking-api.ts';
import { demoUsers, expect, test } from './fixtures.ts';

/* Issue 40: the health centre's admin finds who changed a room, and a trainer's login, in the audit log. */

const tenant = 'healthcentre'; // no other spec writes to it (statistics.spec.ts only reads a member's)

test('an admin finds who changed a room, before → after, and filters by action and staff member', async ({
  page,
  login,
  tenantUrl,
  request,
}) => {
  const api = adminApi(request, tenantUrl, tenant);
  const club = clubApi(request, tenantUrl, tenant);
  await club.login(demoUsers.trainer.username, demoUsers.trainer.password);
  const token = await club.login(demoUsers.admin.username, demoUsers.admin.password);
  const { rooms } = await api.get('/admin/rooms', token, AdminRoomsResponse);
  const room = rooms[0]!;
  const site = new URL(tenantUrl(tenant, '/'));
  const put = await request.put(`http://localhost:${site.port}/api/0.1/admin/rooms/${room.id}`, {
    headers: { 'X-Client-Host': site.host, Authorization: `Bearer ${token}` },
    data: {
      clubId: room.clubId,
      groupId: room.groupId,
      unitId: room.unitId,
      name: room.name,
      places: room.places + 1,
      styleIds: room.styleIds,
      color: room.color,
    },
  });
  expect(put.status()).toBe(200);

  await login(page, { tenant, ...demoUsers.admin });
  await page.goto(tenantUrl(tenant, '/admin-audit'));
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const entries = page.getByRole('list', { name: 'Audit log entries' }).getByRole('listitem');
  await expect(entries.first()).toBeVisible();

  await page.getByLabel('Action').selectOption({ label: 'Room changed' });
  const changed = entries.filter({ hasText: `Room changed · Room ${room.id}` });
  await expect(changed).toHaveCount(1);
  await expect(changed.getByRole('definition')).toHaveText(`${room.places} → ${room.places + 1}`);
  await expect(changed).toContainText('Administrator');
  await expect(entries.filter({ hasNotText: 'Room changed' })).toHaveCount(0);

  // the trainer's login, found by the staff member
  await page.getByLabel('Action').selectOption({ label: 'Staff login' });
  const staff = page.getByLabel('Staff member');
  await expect(staff.getByRole('option', { name: /\(Trainer\)$/ })).toHaveCount(1);
  await staff.selectOption({ label: (await staff.getByRole('option', { name: /\(Trainer\)$/ }).textContent()) ?? '' });
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Staff login · User');
  expect(await seriousViolations(page)).toEqual([]);
});
