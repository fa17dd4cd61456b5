import * as v from 'valibot';
import { FamilyPlaces } from '../../src/api/contract/family.ts';
import { bookableClasses, busyDays, clubApi, clubDay, clubTime, escapeRegExp } from './booking-api.ts';
import { setDeviceOnline } from './device-network.ts';
import { expect, test } from './fixtures.ts';

/*
 * Issue 38 as a parent on a phone: `parent` / `Parent1234` (every club) with Lenna (7, no login) and Robin (14).
 * The kuressaare tenant: this file books its classes and cancels one.
 */
const tenant = 'kuressaare';
const parent = { username: 'parent', password: 'Parent1234' };

test.use({
  viewport: { width: 390, height: 844 },
  allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR/],
});

test('a parent books for a child and for the whole family, and hears of the child’s class', async ({
  page,
  login,
  tenantUrl,
  request,
}) => {
  test.slow();
  const api = clubApi(request, tenantUrl, tenant);
  const token = await api.login(parent.username, parent.password);
  const family = await api.get('/user/family', token, v.object({ dependants: v.array(v.any()) }));
  const [lenna, robin] = family.dependants as { id: number; firstName: string }[];
  expect([lenna?.firstName, robin?.firstName]).toEqual(['Lenna', 'Robin']);
  const classes = await api.schedule('user', token);
  const [forChild, forAll] = bookableClasses(
    classes.filter((c) => c.bookedCount + 4 <= c.maxPlaces),
    await api.clubs(),
    busyDays(classes),
  ).filter((c, i, all) => all.findIndex((o) => clubDay(o) === clubDay(c)) === i);
  expect(forChild && forAll, 'two classes on two days with room for the family').toBeTruthy();
  if (!forChild || !forAll) return;

  await login(page, { tenant, ...parent });
  const open = async (target: typeof forChild) => {
    await page.goto(tenantUrl(tenant, `/calendar?date=${clubDay(target)}`));
    const day = page.locator(`section[aria-labelledby="day-${clubDay(target)}"]`);
    const name = escapeRegExp(target.name);
    const time = clubTime(target);
    await day
      .getByRole('button', { name: new RegExp(`^(Details: ${name}, ${time}$|${time}–\\d\\d:\\d\\d, ${name},)`) })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Book for your family' })).toBeVisible();
    return dialog;
  };

  // for the child alone
  let dialog = await open(forChild);
  await dialog.getByRole('checkbox', { name: /^Lenna/ }).check();
  await dialog.getByRole('button', { name: 'Book for the chosen (1)' }).click();
  await expect(page.getByText('Lenna: place booked')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // for the whole family: the parent and both children
  dialog = await open(forAll);
  for (const who of [/^Maris/, /^Lenna/, /^Robin/]) await dialog.getByRole('checkbox', { name: who }).check();
  await dialog.getByRole('button', { name: 'Book for the chosen (3)' }).click();
  for (const who of ['Maris', 'Lenna', 'Robin']) await expect(page.getByText(`${who}: place booked`)).toBeVisible();
  const places = await api.get(`/user/registration/${forAll.id}/family`, token, FamilyPlaces);
  expect(places.places.map((p) => p.status)).toEqual(['booked', 'booked', 'booked']);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // the club cancels the child's class and says so: the notice reaches the parent, naming the child
  const admin = await api.login('admin', 'Admin1234');
  await api.post(`/admin/schedule/cancel/${forChild.id}`, admin, { notify: true }, v.any());
  await page.goto(tenantUrl(tenant, '/'));
  await expect(page.getByText('For Lenna:').first()).toBeVisible();
  await expect(page.getByText(new RegExp(`${escapeRegExp(forChild.name)}, .*is cancelled`)).first()).toBeVisible();

  // every family member's code at the door, each with its name, online …
  await page.goto(tenantUrl(tenant, '/entry'));
  for (const who of ['Lenna Lepp', 'Robin Lepp'])
    await expect(page.getByRole('heading', { name: new RegExp(`^${who} · `) })).toBeVisible();
  await expect(page.getByRole('img', { name: /^QR code of entry code/ })).toHaveCount(3);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() =>
      page.evaluate(async () => (await caches.match('/__door/entry', { cacheName: 'door-snapshot' })) !== undefined),
    )
    .toBe(true);
  await page.waitForTimeout(1500);
  // … and offline, from the door snapshot and then the app
  await setDeviceOnline(page.context(), false);
  const door = await page.context().newPage();
  const opened = await door.goto(tenantUrl(tenant, '/entry'));
  const html = (await opened?.text()) ?? '';
  for (const who of ['Lenna Lepp', 'Robin Lepp']) expect(html).toContain(who);
  // then the app takes over from the snapshot
  await expect(door.locator('#door-snapshot')).toHaveCount(0);
  await expect(door.getByRole('img', { name: /^QR code of entry code/ })).toHaveCount(3);
  for (const who of ['Lenna Lepp', 'Robin Lepp'])
    await expect(door.getByRole('heading', { name: new RegExp(`^${who} · `) })).toBeVisible();
  await setDeviceOnline(page.context(), true);

  // tidy for a rerun on the same data
  for (const id of [lenna!.id, robin!.id]) await api.remove(`/user/registration/${forAll.id}/family/${id}`, token);
  await api.cancel(forAll.id, token);
});

test('another member cannot act for a child that is not theirs', async ({ request, tenantUrl }) => {
  const api = clubApi(request, tenantUrl, tenant);
  const parentToken = await api.login(parent.username, parent.password);
  const family = await api.get('/user/family', parentToken, v.object({ dependants: v.array(v.any()) }));
  const lenna = (family.dependants as { id: number }[])[0]!;
  const stranger = await api.login('member', 'Member1234');
  const [target] = (await api.schedule('user', stranger)).filter((c) => !c.isCancelled);
  expect(target).toBeDefined();
  const site = new URL(tenantUrl(tenant, '/'));
  const base = `http://localhost:${site.port}/api/0.1`;
  const headers = { 'X-Client-Host': site.host, Authorization: `Bearer ${stranger}` };
  const book = await request.post(`${base}/user/registration/${target!.id}/family`, {
    headers,
    data: { memberIds: [lenna.id] },
  });
  expect(book.status()).toBe(404);
  const offer = await request.post(`${base}/user/registration/${target!.id}/family/${lenna.id}/offer`, {
    headers,
    data: { answer: 'accept' },
  });
  expect(offer.status()).toBe(404);
  const places = await api.get(`/user/registration/${target!.id}/family`, parentToken, FamilyPlaces);
  expect(places.places.find((p) => p.member.id === lenna.id)?.status).toBe('none');
});
