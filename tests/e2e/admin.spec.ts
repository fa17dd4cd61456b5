import * as v from 'valibot';
import { AvailabilityResponse, OutboxResponse } from '../../src/api/contract/admin.ts';
import { dayInZone } from '../../src/common/calendar.ts';
import { RoomsResponse, ScheduleResponse, Training } from '../../src/api/contract/schedule.ts';
import { ParticipantsResponse } from '../../src/api/contract/trainer.ts';
import { adminApi, clubDayIn, fillClassForm, seriousViolations, tallinnInstant } from './admin-api.ts';
import { clubApi, clubDay } from './booking-api.ts';
import { e2eNow } from './clock.ts';
import { demoUsers, expect, installPinnedClock, test } from './fixtures.ts';

/* The sparta club's admin runs the timetable: a new class, an edit with notice, a room clash, a cancel with notice, a delete and an SMS. */

const tenant = 'sparta';
// the admin works at a desktop (sometimes a tablet): the wide project runs these, not the phone
test.skip(({ isMobile }) => isMobile, 'admin screens are for desktops and tablets');

// the server's refusal of the clashing class is logged by the browser
test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\)/] });
const DAY_MS = 86_400_000;

test('an admin creates a class, edits it with notice, meets a room clash, cancels, deletes and sends an SMS', async ({
  page,
  browser,
  login,
  tenantUrl,
  request,
}) => {
  test.slow(); // a long journey through the form, the timetable, the outbox and the member's view
  const api = adminApi(request, tenantUrl, tenant);
  const club = clubApi(request, tenantUrl, tenant);
  const adminToken = await club.login(demoUsers.admin.username, demoUsers.admin.password);
  const memberToken = await club.login(demoUsers.member.username, demoUsers.member.password);

  // A room free late in the evening three days from now (on the club's clock).
  const day = clubDayIn(3);
  const [start, later] = ['21:40', '22:40'].map((time) => tallinnInstant(day, time));
  let roomName = '';
  let roomClub = '';
  let roomId = 0;
  for (const room of await api.get('/admin/room', adminToken, RoomsResponse)) {
    const free = await api.get('/admin/room/availability', adminToken, AvailabilityResponse, {
      roomIds: String(room.id),
      from: start!,
      to: later!,
    });
    if (free.isCondition) {
      roomName = room.name;
      roomClub = room.clubName;
      roomId = room.id;
      break;
    }
  }
  expect(roomName, 'a free room').not.toBe('');

  // New class, from the admin timetable.
  await login(page, { tenant, ...demoUsers.admin });
  await page.goto(tenantUrl(tenant, `/admin-calendar?date=${day}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Admin timetable' })).toBeVisible();
  await page.getByRole('link', { name: 'New class' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New class' })).toBeVisible();
  // Saving an empty form shows the shared schema's messages inline and takes the focus there.
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await fillClassForm(page, { name: 'Evening stretch', roomId, day, start: '21:40', end: '22:25', places: '6' });
  // the club's rooms share names with the other club's: the chosen room says its club
  await expect(page.getByRole('combobox', { name: 'Room', exact: true }).locator('option:checked')).toHaveText(
    `${roomName} · ${roomClub}`,
  );
  await page.getByRole('textbox', { name: 'Name prefix' }).fill('E2E');
  await page.getByRole('textbox', { name: 'Public comment' }).fill('Bring a mat');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin-calendar\?.*id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Evening stretch' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The member sees it at 21:40 club time; the seed books members into classes, so the day's limits
  // may stop one: the first member free that day books it and follows it in the browser.
  const seen = await api.get(`/user/schedule/${id}`, memberToken, Training);
  expect(seen.startDateTime).toBe(start);
  const bookings: string[] = [];
  let booker = '';
  for (const username of ['member', 'member2', 'member3', 'member4', 'member5', 'member6']) {
    bookings.push(await api.book(id, await club.login(username, demoUsers.member.password)));
    booker = username;
    if (bookings.at(-1) === '201') break;
  }
  expect(bookings.at(-1), bookings.join(', ')).toBe('201');
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await installPinnedClock(memberContext);
  await login(memberPage, { tenant, username: booker, password: demoUsers.member.password });
  await memberPage.goto(tenantUrl(tenant, `/calendar?date=${day}&id=${id}`));
  await expect(memberPage.getByRole('dialog').getByText(/21:40–22:25/)).toBeVisible();

  // Edit with notice: the count shows, the outbox has the rows.
  await page.goto(tenantUrl(tenant, `/admin-calendar/${id}/edit`));
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Evening stretch');
  await page.getByLabel('End time').fill('22:40');
  await page
    .getByRole('checkbox', { name: 'Send a notice about the change to booked clients and the trainer' })
    .check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Class saved, 1 notice sent')).toBeVisible();
  const changed = await api.get('/admin/outbox', adminToken, OutboxResponse, { trainingId: String(id) });
  expect(changed.map((o) => o.kind)).toEqual(['changed']);

  // A second class in the same room at an overlapping time: the form says so before saving, the server refuses.
  await page.goto(tenantUrl(tenant, `/admin-calendar/new?date=${day}`));
  await fillClassForm(page, { name: 'Late yoga', roomId, day, start: '22:00', end: '22:30', places: '6' });
  await expect(page.getByText(`Selected rooms not available in the chosen time: ${roomName}`)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  // the refusal says "not saved" without repeating the warning above it
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toHaveText(
    'Not saved: the classes above clash with it.',
  );
  await expect(page.getByText('Selected rooms not available in the chosen time')).toHaveCount(1);

  // Cancel with notice: the confirmation warns, the member sees it cancelled and nobody can book it.
  await page.goto(tenantUrl(tenant, `/admin-calendar?date=${day}&id=${id}`));
  // the page opens from the cache kept on the device (written at most once a second), then reads the week afresh:
  // the confirmation counts the places the dialog shows
  await expect(dialog).toContainText('1 booked of 6');
  await dialog.getByRole('button', { name: 'Cancel class' }).click();
  const confirmation = page.getByRole('dialog').filter({ hasText: 'get a notice' });
  await expect(
    confirmation.getByText('Booked clients (1) and the trainer get a notice that the class is cancelled.'),
  ).toBeVisible();
  await confirmation.getByRole('button', { name: 'Cancel class' }).click();
  await expect(page.getByText('Class cancelled, 1 notice sent')).toBeVisible();
  await memberPage.reload();
  await expect(memberPage.getByRole('dialog').getByRole('status')).toHaveText('Cancelled');
  await memberPage.goto(tenantUrl(tenant, '/workouts'));
  const workout = memberPage.getByRole('article').filter({ hasText: 'Evening stretch' });
  await expect(workout.getByText('Class cancelled')).toBeVisible();
  expect(await api.book(id, await club.login('member7', demoUsers.member.password))).toBe('409 classNotOpenForBooking');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: 'Sent notices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sent notices' })).toBeVisible();
  const cancelRow = page.getByRole('row').filter({ hasText: 'Class cancelled' }).filter({ hasText: 'Evening stretch' });
  await expect(cancelRow.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await memberContext.close();

  // Delete (the class is cancelled, so its registration no longer holds it): gone from every view.
  await page.goto(tenantUrl(tenant, `/admin-calendar?date=${day}&id=${id}`));
  await dialog.getByRole('button', { name: 'Delete class' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'cannot be undone' })
    .getByRole('button', { name: 'Delete class' })
    .click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  expect(await api.status('GET', `/user/schedule/${id}`, memberToken)).toBe(404);

  // An SMS to the participants of a class that has some.
  const from = new Date(e2eNow()).toISOString();
  const to = new Date(e2eNow() + 7 * DAY_MS).toISOString();
  const week = await api.get('/admin/schedule', adminToken, v.array(Training), { from, to });
  const busy = week.find((c) => c.bookedCount > 0 && !c.isCancelled);
  expect(busy, 'a class with participants').toBeDefined();
  if (!busy) return;
  const busyDay = dayInZone(busy.startDateTime, busy.club.timeZone);
  await page.goto(tenantUrl(tenant, `/admin-calendar?date=${busyDay}&id=${busy.id}`));
  await dialog.getByRole('button', { name: 'Send SMS' }).click();
  const sms = page.getByRole('dialog').filter({ hasText: 'SMS to the participants' });
  await sms.getByRole('textbox', { name: 'Message' }).fill('The sauna is warm tonight.');
  await expect(sms.getByText('26 characters, 1 SMS (160 characters each)')).toBeVisible();
  await sms.getByRole('textbox', { name: 'Message' }).fill('Saun on õhtul soe.');
  await expect(sms.getByText('18 characters, 1 SMS (70 characters each)')).toBeVisible();
  await sms.getByRole('button', { name: 'Send SMS' }).click();
  await expect(page.getByText(/^SMS sent to \d+ recipients?$/)).toBeVisible();
  const sent = await api.get('/admin/outbox', adminToken, OutboxResponse, { trainingId: String(busy.id) });
  expect(sent[0]).toMatchObject({ kind: 'message', text: 'Saun on õhtul soe.' });
});

test('an admin repeats a new class weekly, at the same club time each week', async ({
  page,
  login,
  tenantUrl,
  request,
}) => {
  const api = adminApi(request, tenantUrl, tenant);
  const club = clubApi(request, tenantUrl, tenant);
  const adminToken = await club.login(demoUsers.admin.username, demoUsers.admin.password);
  const days = [2, 9, 16].map(clubDayIn);
  let roomName = '';
  let roomId = 0;
  for (const room of await api.get('/admin/room', adminToken, RoomsResponse)) {
    const answers = await Promise.all(
      days.map((d) =>
        api.get('/admin/room/availability', adminToken, AvailabilityResponse, {
          roomIds: String(room.id),
          from: tallinnInstant(d, '06:00'),
          to: tallinnInstant(d, '06:45'),
        }),
      ),
    );
    if (answers.every((a) => a.isCondition)) {
      roomName = room.name;
      roomId = room.id;
      break;
    }
  }
  expect(roomName, 'a room free three weeks running').not.toBe('');

  await login(page, { tenant, ...demoUsers.admin });
  await page.goto(tenantUrl(tenant, `/admin-calendar/new?date=${days[0]}`));
  await fillClassForm(page, { name: 'Sunrise run', roomId, day: days[0]!, start: '06:00', end: '06:45', places: '10' });
  await page.getByRole('spinbutton', { name: 'Repeat weekly, number of weeks' }).fill('3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved 3 of 3 classes')).toBeVisible();
  const from = new Date(e2eNow()).toISOString();
  const to = new Date(e2eNow() + 20 * DAY_MS).toISOString();
  const runs = (await api.get('/admin/schedule', adminToken, v.array(Training), { from, to })).filter(
    (c) => c.name === 'Sunrise run',
  );
  expect(runs.map((c) => c.startDateTime)).toEqual(days.map((d) => tallinnInstant(d, '06:00')));
});

test("the SMS compose stays hidden where the club's page rules say so", async ({ page, login, tenantUrl, request }) => {
  const spa = 'spa';
  const club = clubApi(request, tenantUrl, spa);
  const classes = await club.schedule('admin', await club.login(demoUsers.admin.username, demoUsers.admin.password), 7);
  const target = classes.find((c) => !c.isCancelled);
  expect(target, 'a class in the spa').toBeDefined();
  if (!target) return;
  const day = dayInZone(target.startDateTime, target.club.timeZone);
  // the spa logs in by email (its login.isEmail rule)
  await login(page, { tenant: spa, username: `admin@${spa}.example.com`, password: demoUsers.admin.password });
  await page.goto(tenantUrl(spa, `/admin-calendar?date=${day}&id=${target.id}`));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Cancel class' })).toBeVisible();
  // the default rules show it, so its absence means the club's rule arrived and applies
  await expect(dialog.getByRole('button', { name: 'Send SMS' })).toHaveCount(0);
});

test("the admin's class dialog lists who is booked and who waits, in order", async ({
  page,
  login,
  tenantUrl,
  request,
}) => {
  const api = adminApi(request, tenantUrl, tenant);
  const adminToken = await clubApi(request, tenantUrl, tenant).login(
    demoUsers.admin.username,
    demoUsers.admin.password,
  );
  // the seed's busiest class of the coming week: one with a waiting list when there is one
  const week = await api.get('/admin/schedule', adminToken, ScheduleResponse, {
    from: tallinnInstant(clubDayIn(0), '00:00'),
    to: tallinnInstant(clubDayIn(7), '00:00'),
  });
  const target = [...week]
    .filter((k) => !k.isCancelled && k.bookedCount > 0)
    .sort((a, b) => b.waitingCount - a.waitingCount || b.bookedCount - a.bookedCount)[0];
  expect(target, 'a class with bookings').toBeDefined();
  const people = await api.get(`/trainer/registration/class/${target!.id}`, adminToken, ParticipantsResponse);
  const booked = people.filter((p) => p.status === 'booked').sort((a, b) => a.place! - b.place!);
  const waiting = people
    .filter((p) => p.status === 'waiting')
    .sort((a, b) => a.placeInWaitingList! - b.placeInWaitingList!);

  await login(page, { tenant, ...demoUsers.admin });
  await page.goto(tenantUrl(tenant, `/admin-calendar?date=${clubDay(target!)}&id=${target!.id}`));
  const dialog = page.getByRole('dialog');
  const bookedList = dialog.getByRole('region', { name: `Booked (${booked.length})` }).getByRole('listitem');
  await expect(bookedList).toHaveText(booked.map((p) => `${p.place}.${p.name}`));
  const waitingSection = dialog.getByRole('region', { name: `Waiting list (${waiting.length})` });
  if (waiting.length === 0) await expect(waitingSection.getByText('Nobody is waiting.')).toBeVisible();
  else
    await expect(waitingSection.getByRole('listitem')).toHaveText(
      waiting.map((p) => `${p.placeInWaitingList}.${p.name}`),
    );
  expect(await seriousViolations(page)).toEqual([]);
});

test('members and trainers find no admin screens and get 403 from the admin API', async ({
  page,
  login,
  tenantUrl,
  request,
}) => {
  const api = adminApi(request, tenantUrl, tenant);
  const club = clubApi(request, tenantUrl, tenant);
  for (const user of [demoUsers.member, demoUsers.trainer]) {
    const token = await club.login(user.username, user.password);
    expect(await api.status('POST', '/admin/schedule', token)).toBe(403);
    expect(await api.status('GET', '/admin/outbox', token)).toBe(403);
    expect(await api.status('DELETE', '/admin/schedule/1', token)).toBe(403);
    await login(page, { tenant, ...user });
    for (const path of ['/admin-calendar', '/admin-calendar/new', '/admin-outbox']) {
      await page.goto(tenantUrl(tenant, path));
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
  }
});
