import * as v from 'valibot';
import { BookingAlerts } from '../../src/api/contract/booking-alert.ts';
import { clubApi, clubDay, escapeRegExp } from './booking-api.ts';
import { demoUsers, expect, test } from './fixtures.ts';

/*
 * Issue 37 point 4: on a class not yet open for booking the member asks to be told when it opens, sees when
 * that is, and takes the request back. The demo's Harbour club opens booking 7 days ahead, so its classes of
 * the second week are not open yet.
 */

const tenant = 'golden-viimsi'; // admin-rooms-trainers.spec.ts edits its rooms and trainers only

test('a member asks to be told when booking opens, sees when, and takes it back', async ({
  page,
  login,
  tenantUrl,
  request,
}) => {
  const api = clubApi(request, tenantUrl, tenant);
  const member = await api.login(demoUsers.member.username, demoUsers.member.password);
  const target = (await api.schedule('user', member, 14)).find(
    (c) => c.bookability?.action === 'none' && c.bookability.reason === 'bookingNotOpenYet',
  );
  if (!target) throw new Error('the seed has no class that is not open for booking yet');
  const site = new URL(tenantUrl(tenant, '/'));
  const alerts = async () => {
    const res = await request.get(`http://localhost:${site.port}/api/0.1/user/booking-alert`, {
      headers: { Authorization: `Bearer ${member}`, 'X-Client-Host': site.host },
    });
    return v.parse(BookingAlerts, await res.json());
  };
  // a rerun on the same data starts with no request
  await api.remove(`/user/booking-alert/${target.id}`, member);

  await login(page, { tenant, ...demoUsers.member });
  await page.goto(tenantUrl(tenant, `/calendar?date=${clubDay(target)}&id=${target.id}`));
  const dialog = page.getByRole('dialog');
  const name = escapeRegExp(target.name);
  // the dialog says when booking opens, and offers to tell the member then
  await expect(dialog.getByText(/^Booking opens \d+\/\d+\/\d{4}, \d\d:\d\d$/)).toBeVisible();
  const ask = dialog.getByRole('button', { name: new RegExp(`^Tell me when booking opens: ${name}, `) });
  await expect(ask).toBeVisible();
  const box = await ask.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await ask.click();

  const told = dialog.getByText(/^We will tell you when booking opens: \d+\/\d+\/\d{4}, \d\d:\d\d\.$/);
  await expect(told).toBeVisible();
  expect(await alerts()).toContainEqual({ trainingId: target.id, opensAt: target.bookingOpensAt });

  // After a reload the request is read back from the server.
  await page.reload();
  await expect(told).toBeVisible();

  // Taking it back: the offer to ask is there again, and the server has no request.
  await dialog.getByRole('button', { name: new RegExp(`^Don't tell me when booking opens: ${name}$`) }).click();
  await expect(ask).toBeVisible();
  await expect(told).toHaveCount(0);
  expect((await alerts()).some((a) => a.trainingId === target.id)).toBe(false);
});
