import type { Page } from '@playwright/test';
import { expect, installPinnedClock, test, demoUsers } from './fixtures.ts';
import { bookableClasses, busyDays, clubApi, clubDay, escapeRegExp, oneFreePlace } from './booking-api.ts';

// Server rules and texts, the same on every screen size: the wide project runs them, the phone's time goes to layouts.
test.skip(({ isMobile }) => isMobile, 'the same on every screen: the wide project runs it');

/*
 * At the tennis centre a second member takes the last place of a class; the first joins the
 * waiting list at position 1; the second cancels and the first is promoted to a place.
 */

const tenant = 'tennis';

async function openClass(page: Page, url: string) {
  await page.goto(url);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a member joins the waiting list of a full class and is promoted when a place frees up', async ({
  page,
  browser,
  login,
  tenantUrl,
  request,
}) => {
  test.slow(); // two members and an admin, each logging in
  const api = clubApi(request, tenantUrl, tenant);
  const [memberToken, member2Token, adminToken] = await Promise.all([
    api.login(demoUsers.member.username, demoUsers.member.password),
    api.login(demoUsers.member2.username, demoUsers.member2.password),
    api.login(demoUsers.admin.username, demoUsers.admin.password),
  ]);
  const [memberView, member2View, adminView, clubs] = await Promise.all([
    api.schedule('user', memberToken),
    api.schedule('user', member2Token),
    api.schedule('admin', adminToken),
    api.clubs(),
  ]);
  const avoid = new Set([...busyDays(memberView), ...busyDays(member2View)]);
  const free = new Set(bookableClasses(memberView, clubs, avoid).map((c) => c.id));
  const target = adminView.find(
    (c) =>
      free.has(c.id) &&
      c.waitingCount === 0 &&
      c.bookedCount < c.maxPlaces &&
      member2View.some((m) => m.id === c.id && m.myRegistration === null),
  );
  expect(target, 'a class both members can book').toBeDefined();
  if (!target) return;
  await api.put('/admin/schedule', adminToken, oneFreePlace(target));
  const classUrl = tenantUrl(tenant, `/calendar?date=${clubDay(target)}&id=${target.id}`);
  const name = escapeRegExp(target.name);

  // The second member takes the last place.
  const secondContext = await browser.newContext();
  await installPinnedClock(secondContext);
  const second = await secondContext.newPage();
  await login(second, { tenant, ...demoUsers.member2 });
  const secondDialog = await openClass(second, classUrl);
  await expect(secondDialog.getByText('1 place left', { exact: true })).toHaveCount(1);
  await secondDialog.getByRole('button', { name: new RegExp(`^Book a place: ${name}`) }).click();
  await expect(secondDialog.getByText('Booked', { exact: true })).toBeVisible();

  // The first member finds it full and joins the waiting list at position 1.
  await login(page, { tenant, ...demoUsers.member });
  const dialog = await openClass(page, classUrl);
  // said once each: the places row and the waiting-list row, no status line repeating them
  await expect(dialog.getByText('No places left', { exact: true })).toHaveCount(1);
  await expect(dialog.getByText('Nobody in the waiting list', { exact: true })).toHaveCount(1);
  await dialog.getByRole('button', { name: new RegExp(`^Join the waiting list: ${name}`) }).click();
  await expect(dialog.getByText('In the waiting list, position 1', { exact: true })).toBeVisible();
  await expect(page.getByText('You were added to the waiting list, position 1')).toBeVisible();

  // The second member cancels from my workouts.
  await second.goto(tenantUrl(tenant, '/workouts'));
  const booked = second.getByRole('article').filter({ has: second.getByRole('heading', { name: target.name }) });
  await booked.getByRole('button', { name: /^Cancel booking/ }).click();
  await second.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
  await expect(second.getByText('Booking cancelled')).toBeVisible();
  await secondContext.close();

  // The first member now holds the place, in the timetable and in my workouts.
  const promoted = await openClass(page, classUrl);
  await expect(promoted.getByText('Booked', { exact: true })).toBeVisible();
  await page.goto(tenantUrl(tenant, '/workouts'));
  const [year, month, day] = clubDay(target).split('-');
  const mine = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: target.name }) })
    .filter({ hasText: `${day}/${month}/${year}` });
  await expect(mine).toContainText('Booked');
  await expect(mine).not.toContainText('waiting list');
  await api.cancel(target.id, memberToken);
});
