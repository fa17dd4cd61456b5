import * as v from 'valibot';
import { AvailabilityResponse, OutboxResponse } from '../../src/api/contract/admin.ts';
import { RoomsResponse, ScheduleResponse } from '../../src/api/contract/schedule.ts';
import { adminApi, clubDayIn, fillClassForm, seriousViolations, tallinnInstant } from './admin-api.ts';
import { clubApi } from './booking-api.ts';
import { demoUsers, expect, test } from './fixtures.ts';

/*
 * The swimminghall's admin runs a weekly class: schedules three weeks at once, moves the series from
 * its first week on, cancels one week; the member booked on two of the weeks gets one notice per
 * change. The week by room shows the class, and a free hour opens the class form prefilled.
 */

const tenant = 'swimminghall';
test.skip(({ isMobile }) => isMobile, 'admin screens are for desktops and tablets');

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('an admin schedules a weekly class, moves the series, cancels a week; the member gets one notice each', async ({
  page,
  login,
  tenantUrl,
  request,
}) => {
  test.slow(); // a long journey: the form three times, the timetable, the grid, axe in two modes
  const api = adminApi(request, tenantUrl, tenant);
  const club = clubApi(request, tenantUrl, tenant);
  const adminToken = await club.login(demoUsers.admin.username, demoUsers.admin.password);
  const memberToken = await club.login(demoUsers.member2.username, demoUsers.member2.password);

  // A room free at 21:40–22:45 on the same weekday three weeks running.
  const day = clubDayIn(1);
  const weeks = [0, 7, 14].map((d) => addDays(day, d));
  let room: v.InferOutput<typeof RoomsResponse>[number] | undefined;
  for (const candidate of await api.get('/admin/room', adminToken, RoomsResponse)) {
    const free = await Promise.all(
      weeks.map((w) =>
        api.get('/admin/room/availability', adminToken, AvailabilityResponse, {
          roomIds: String(candidate.id),
          from: tallinnInstant(w, '21:40'),
          to: tallinnInstant(w, '22:45'),
        }),
      ),
    );
    if (free.every((f) => f.isCondition)) {
      room = candidate;
      break;
    }
  }
  if (!room) throw new Error('no free room');

  // Three weeks at once, from the class form.
  await login(page, { tenant, ...demoUsers.admin });
  await page.goto(tenantUrl(tenant, `/admin-calendar/new?date=${day}`));
  await fillClassForm(page, { name: 'Series swim', roomId: room.id, day, start: '21:40', end: '22:25', places: '6' });
  await page.getByRole('combobox', { name: 'Training type' }).selectOption('other');
  await page.getByRole('spinbutton', { name: /Repeat weekly/ }).fill('3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved 3 of 3 classes')).toBeVisible();
  const schedule = await api.get('/admin/schedule', adminToken, ScheduleResponse, {
    from: tallinnInstant(weeks[0]!, '00:00'),
    to: tallinnInstant(addDays(weeks[2]!, 1), '00:00'),
    gym: String(room.clubId),
  });
  const series = schedule
    .filter((k) => k.name === 'Series swim')
    .sort((a, b) => a.startDateTime.localeCompare(b.startDateTime));
  expect(series.map((k) => k.series?.week)).toEqual([1, 2, 3]);
  const ids = series.map((k) => k.id);

  // The member books the first two weeks (the third is beyond the booking window).
  expect(await api.book(ids[0]!, memberToken)).toMatch(/^20\d/);
  expect(await api.book(ids[1]!, memberToken)).toMatch(/^20\d/);

  // Move the series from its first week on: 21:40 → 22:00, with a notice.
  await page.goto(tenantUrl(tenant, `/admin-calendar/${ids[0]}/edit`));
  await expect(page.getByText('Weekly series, week 1 of 3')).toBeVisible();
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((m) => localStorage.setItem('colormode', JSON.stringify(m)), mode);
    await page.reload();
    await expect(page.getByText('Weekly series, week 1 of 3')).toBeVisible();
    expect(await seriousViolations(page), `series form, ${mode}`).toEqual([]);
  }
  await page.getByLabel('Start time').fill('22:00');
  await page.getByLabel('End time').fill('22:45');
  await page.getByRole('radio', { name: 'This and all following classes (3)' }).check();
  await page.getByRole('checkbox', { name: /Send a notice/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin-calendar\?/);

  // Cancel the second week only.
  await page.goto(tenantUrl(tenant, `/admin-calendar?date=${weeks[1]}&id=${ids[1]}`));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/22:00–22:45/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel class' }).click();
  const confirmation = page.getByRole('dialog').filter({ hasText: 'get a notice' });
  await expect(confirmation.getByRole('radio', { name: 'This class only' })).toBeChecked();
  await confirmation.getByRole('button', { name: 'Cancel class' }).click();
  await expect(page.getByText(/Cancelled/).first()).toBeVisible();

  // One notice per change for the member: the move (naming both dates) and the cancel.
  const outbox = await api.get('/admin/outbox', adminToken, OutboxResponse);
  // the class has no trainer: every notice about it went to the one member booked
  const memberRows = outbox.filter((row) => row.trainingId !== null && ids.includes(row.trainingId));
  expect(new Set(memberRows.map((row) => row.recipient)).size).toBe(1);
  expect(memberRows.map((row) => row.kind).sort()).toEqual(['cancelled', 'changed']);
  // one SMS naming the two classes it changed, in the member's language (the club's country's, or the one their
  // device or calendar feed uses)
  expect(memberRows.find((row) => row.kind === 'changed')?.text).toMatch(/on 2 dates|2 korral|2 reizes/);

  // The week by room shows the class; Enter on a free hour opens the form with that room, day and time.
  await page.goto(tenantUrl(tenant, `/admin-rooms-week?date=${weeks[0]}&gym=${room.clubId}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms by week' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Series swim/ }).first()).toBeVisible();
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((m) => localStorage.setItem('colormode', JSON.stringify(m)), mode);
    await page.reload();
    await expect(page.getByRole('columnheader', { name: room.name })).toBeVisible();
    expect(await seriousViolations(page), `rooms by week, ${mode}`).toEqual([]);
  }
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect(page.getByRole('columnheader', { name: room.name })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  const free = page.getByRole('button', { name: new RegExp(`^Free: ${room.name}, .*, 06:00\\. New class$`) }).first();
  await free.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'New class' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin-calendar/new\\?.*room=${room.id}`));
  await expect(page.getByRole('combobox', { name: 'Room', exact: true })).toHaveValue(String(room.id));
  await expect(page.getByLabel('Start time')).toHaveValue('06:00');
  await expect(page.getByLabel('Date')).toHaveValue(weeks[0]!);
});
