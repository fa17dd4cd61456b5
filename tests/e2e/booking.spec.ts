import { readFile } from 'node:fs/promises';
import { expect, test, demoUsers } from './fixtures.ts';
import { setDeviceOnline } from './device-network.ts';
import {
  bookableClasses,
  busyDays,
  clubApi,
  clubDay,
  clubTime,
  clubDayMonth,
  escapeRegExp,
  homeDay,
} from './booking-api.ts';

/* A member of the gym club filters the week, books a place, finds it in my workouts and on the home screen, exports it and cancels it. */

const tenant = 'gym';
// The member goes offline on purpose: a load the page starts meanwhile fails in the browser, not in the app.
test.use({ allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] });

test('a member books a place, sees it everywhere, adds it to the calendar and cancels it', async ({
  page,
  login,
  tenantUrl,
  request,
}) => {
  test.slow(); // a long journey through four screens
  const api = clubApi(request, tenantUrl, tenant);
  const token = await api.login(demoUsers.member.username, demoUsers.member.password);
  const classes = await api.schedule('user', token);
  const target = bookableClasses(
    classes.filter((c) => c.bookedCount + 2 <= c.maxPlaces),
    await api.clubs(),
    busyDays(classes),
  )[0];
  expect(target, 'a class the member can book').toBeDefined();
  if (!target) return;
  const name = escapeRegExp(target.name);
  const time = clubTime(target);
  // The member may hold the same class on other days (the seed books some): name the day too.
  const when = clubDayMonth(target);

  await login(page, { tenant, ...demoUsers.member });
  await page.goto(tenantUrl(tenant, `/calendar?date=${clubDay(target)}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Timetable' })).toBeVisible();

  // Filter the week down to the class's club, room and name.
  const filters = page.getByRole('button', { name: /^Filters/ });
  if (await filters.isVisible()) await filters.click();
  await page.getByRole('combobox', { name: 'Club', exact: true }).selectOption({ label: target.club.name });
  await page.getByRole('combobox', { name: 'Room', exact: true }).selectOption({ label: target.room.name });
  await page.getByRole('combobox', { name: 'Training type or search' }).fill(target.name);
  await expect(page).toHaveURL(/gym=\d+.*room=\d+.*filter=/);

  // Open it (a chip in the week grid, a card's Details button on a phone) and book.
  const day = page.locator(`section[aria-labelledby="day-${clubDay(target)}"]`);
  await day
    .getByRole('button', { name: new RegExp(`^(Details: ${name}, ${time}$|${time}–\\d\\d:\\d\\d, ${name},)`) })
    .click();
  const dialog = page.getByRole('dialog');
  const book = dialog.getByRole('button', { name: new RegExp(`^Book a place: ${name}`) });

  // Offline, booking is not offered: the button is disabled and says why, rather than queueing.
  await expect(book).toBeVisible(); // the dialog is loaded when a class is opened
  // what the page still loads in the background (its icon, a prefetched screen) would fail offline and log it
  await page.waitForLoadState('networkidle');
  await setDeviceOnline(page.context(), false);
  await expect(book).toBeDisabled();
  await expect(dialog.getByText('Booking and cancelling need the server, which cannot be reached now.')).toBeVisible();
  await setDeviceOnline(page.context(), true);
  await expect(book).toBeEnabled();

  await book.click();
  await expect(dialog.getByText('Booked', { exact: true })).toBeVisible();
  await expect(page.getByText(`Place booked: ${target.name}`)).toBeVisible();

  // Add to calendar: an RFC 5545 file with the class in UTC.
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: new RegExp(`^Add to calendar: ${name}`) }).click();
  const ics = await readFile((await (await download).path()) ?? '', 'utf8');
  const utc = (iso: string) =>
    new Date(iso)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
  expect(ics).toContain(`UID:class-${target.id}@gym.localhost\r\n`);
  expect(ics).toContain(`DTSTART:${utc(target.startDateTime)}\r\n`);
  expect(ics).toContain(`DTEND:${utc(target.endDateTime)}\r\n`);
  expect(ics).toContain(`SUMMARY:${target.name.replace(/([,;\\])/g, '\\$1')}\r\n`);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The home screen (as the next class, or in the upcoming list) and my workouts show it.
  await page.goto(tenantUrl(tenant, '/'));
  const home = page.getByRole('main');
  await expect(
    home
      .locator('article, li')
      .filter({ hasText: target.name })
      .filter({ hasText: homeDay(target) })
      .filter({ hasText: time }),
  ).toBeVisible();
  await home.getByRole('link', { name: 'All my workouts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My workouts' })).toBeVisible();
  const mine = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: target.name }) })
    .filter({ hasText: when })
    .filter({ hasText: time });
  await expect(mine).toContainText('Booked');

  // Cancel it, after a confirmation.
  await mine.getByRole('button', { name: /^Cancel booking/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Booking cancelled')).toBeVisible();
  await expect(mine).toHaveCount(0);
  const after = (await api.schedule('user', token)).find((c) => c.id === target.id);
  expect(after?.myRegistration).toBeNull();
});
