import type { Locator, Page } from '@playwright/test';
import * as v from 'valibot';
import { AvailabilityResponse } from '../../src/api/contract/admin.ts';
import { RoomsResponse, Training } from '../../src/api/contract/schedule.ts';
import { adminApi, clubDayIn, fillClassForm, seriousViolations, tallinnInstant } from './admin-api.ts';
import { clubApi } from './booking-api.ts';
import { e2eNow } from './clock.ts';
import { demoUsers, expect, test } from './fixtures.ts';

/* The sparta admin's class form by keyboard alone, its availability answers in order, and the admin screens in both colour modes. */

const tenant = 'sparta';
const DAY_MS = 86_400_000;

// the server's refusal of a clashing class is logged by the browser
test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\)/] });

/** Presses Tab until `target` has the focus: it is reachable by keyboard, in the page's order. */
async function tabTo(page: Page, target: Locator, most = 80) {
  for (let i = 0; i < most; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test.describe('keyboard', () => {
  // 24-hour native time fields, as the clubs' own admins have them
  test.use({ locale: 'en-GB' });

  test('an admin creates a class with the keyboard alone', async ({ page, login, tenantUrl, request }) => {
    const api = adminApi(request, tenantUrl, tenant);
    const adminToken = await clubApi(request, tenantUrl, tenant).login(demoUsers.admin.username, demoUsers.admin.password);
    const day = clubDayIn(4);
    const [from, to] = ['23:05', '23:35'].map((time) => tallinnInstant(day, time));
    const rooms = await api.get('/admin/room', adminToken, RoomsResponse);
    let roomIndex = -1;
    for (const [index, room] of rooms.entries()) {
      const free = await api.get('/admin/room/availability', adminToken, AvailabilityResponse, { roomIds: String(room.id), from: from!, to: to! });
      if (free.isCondition) {
        roomIndex = index;
        break;
      }
    }
    expect(roomIndex, 'a free room').toBeGreaterThanOrEqual(0);

    await login(page, { tenant, ...demoUsers.admin });
    await page.goto(tenantUrl(tenant, `/admin-calendar?date=${day}`));
    await tabTo(page, page.getByRole('link', { name: 'New class' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'New class' })).toBeVisible();

    await tabTo(page, page.getByRole('textbox', { name: 'Name', exact: true }));
    await page.keyboard.type('Night owls');
    // the room list opens on "Choose a room": the arrow keys walk it
    await tabTo(page, page.getByRole('combobox', { name: 'Room', exact: true }));
    for (let i = 0; i <= roomIndex; i += 1) await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('combobox', { name: 'Room', exact: true })).toHaveValue(String(rooms[roomIndex]!.id));
    // the date comes from the timetable's day; the times are typed
    await expect(page.getByLabel('Date')).toHaveValue(day);
    await tabTo(page, page.getByLabel('Start time'));
    await page.keyboard.type('2305');
    await tabTo(page, page.getByLabel('End time'));
    await page.keyboard.type('2335');
    await tabTo(page, page.getByRole('spinbutton', { name: 'Places' }));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('8');
    await tabTo(page, page.getByRole('checkbox', { name: 'Waiting list allowed' }));
    const waiting = await page.getByRole('checkbox', { name: 'Waiting list allowed' }).isChecked();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Waiting list allowed' })).toBeChecked({ checked: !waiting });
    await tabTo(page, page.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();

    await expect(page).toHaveURL(/\/admin-calendar\?.*id=\d+/);
    const saved = await api.get(`/admin/schedule/${new URL(page.url()).searchParams.get('id')}`, adminToken, Training);
    expect(saved).toMatchObject({ name: 'Night owls', startDateTime: from, endDateTime: to, maxPlaces: 8, waitingListAllowed: !waiting });
    expect(saved.room.id).toBe(rooms[roomIndex]!.id);
  });
});

test('the form shows the answer to the latest availability question, not a late one', async ({ page, login, tenantUrl, request }) => {
  const api = adminApi(request, tenantUrl, tenant);
  const adminToken = await clubApi(request, tenantUrl, tenant).login(demoUsers.admin.username, demoUsers.admin.password);
  const from = new Date(e2eNow() + DAY_MS).toISOString();
  const to = new Date(e2eNow() + 7 * DAY_MS).toISOString();
  const week = await api.get('/admin/schedule', adminToken, v.array(Training), { from, to });
  const taken = week.find((c) => !c.isCancelled);
  expect(taken, 'a class in the coming week').toBeDefined();
  if (!taken) return;
  const time = (instant: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: taken.club.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: taken.club.timeZone }).format(new Date(taken.startDateTime));
  const free = await api.get('/admin/room/availability', adminToken, AvailabilityResponse, {
    roomIds: String(taken.room.id),
    from: tallinnInstant(day, '03:00'),
    to: tallinnInstant(day, '03:30'),
  });
  expect(free.isCondition, 'the room is free at 03:00').toBe(true);

  // The answer about the clashing time comes late: after the answer about the free time the admin moved on to.
  let slowAsked = false;
  await page.route(
    (url) => url.pathname.endsWith('/admin/room/availability'),
    async (route) => {
      if (new URL(route.request().url()).searchParams.get('from') === taken.startDateTime) {
        slowAsked = true;
        await new Promise((resolve) => setTimeout(resolve, 2_500));
      }
      await route.continue().catch(() => {
        // the page may have dropped the question it no longer needs
      });
    },
  );
  await login(page, { tenant, ...demoUsers.admin });
  await page.goto(tenantUrl(tenant, `/admin-calendar/new?date=${day}`));
  await fillClassForm(page, { name: 'Late answer', room: taken.room.name, day, start: time(taken.startDateTime), end: time(taken.endDateTime), places: '5' });
  await expect.poll(() => slowAsked).toBe(true);
  await page.getByLabel('Start time').fill('03:00');
  await page.getByLabel('End time').fill('03:30');
  await expect(page.getByText('Checking availability…')).toBeHidden();
  // long enough for the late answer to arrive: it must not show
  await page.waitForTimeout(3_000);
  await expect(page.getByText('Selected rooms not available in the chosen time')).toHaveCount(0);
  // and back to the clashing time, the answer for it shows
  await page.getByLabel('Start time').fill(time(taken.startDateTime));
  await page.getByLabel('End time').fill(time(taken.endDateTime));
  await expect(page.getByText(`Selected rooms not available in the chosen time: ${taken.room.name}`)).toBeVisible({ timeout: 10_000 });
});

for (const mode of ['light', 'dark'] as const) {
  test(`the admin screens have no serious accessibility violations in ${mode} mode`, async ({ page, login, tenantUrl, request }) => {
    const api = adminApi(request, tenantUrl, tenant);
    const adminToken = await clubApi(request, tenantUrl, tenant).login(demoUsers.admin.username, demoUsers.admin.password);
    const from = new Date(e2eNow() + DAY_MS).toISOString();
    const to = new Date(e2eNow() + 7 * DAY_MS).toISOString();
    const busy = (await api.get('/admin/schedule', adminToken, v.array(Training), { from, to })).find((c) => !c.isCancelled && c.bookedCount > 0);
    expect(busy, 'a class with participants').toBeDefined();
    if (!busy) return;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: busy.club.timeZone }).format(new Date(busy.startDateTime));
    const time = (instant: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: busy.club.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));

    await page.addInitScript((m) => localStorage.setItem('colormode', JSON.stringify(m)), mode);
    await login(page, { tenant, ...demoUsers.admin });
    // the timetable and a class with its actions
    await page.goto(tenantUrl(tenant, `/admin-calendar?date=${day}&id=${busy.id}`));
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Cancel class' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // the cancel confirmation
    await dialog.getByRole('button', { name: 'Cancel class' }).click();
    const confirmation = page.getByRole('dialog').filter({ hasText: 'get a notice' });
    await expect(confirmation).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(confirmation).toBeHidden();
    // the SMS compose with its counter
    await dialog.getByRole('button', { name: 'Send SMS' }).click();
    const sms = page.getByRole('dialog').filter({ hasText: 'SMS to the participants' });
    await sms.getByRole('textbox', { name: 'Message' }).fill('Tonight the hall is warm.');
    await expect(sms.getByText(/characters, 1 SMS/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await sms.getByRole('button', { name: 'Close' }).click();

    // the form with its messages: the shared schema's and the room clash
    await page.goto(tenantUrl(tenant, `/admin-calendar/new?date=${day}`));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name required')).toBeVisible();
    await fillClassForm(page, { name: 'Contrast check', room: busy.room.name, day, start: time(busy.startDateTime), end: time(busy.endDateTime), places: '5' });
    await expect(page.getByText(`Selected rooms not available in the chosen time: ${busy.room.name}`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // the sent notices
    await page.goto(tenantUrl(tenant, '/admin-outbox'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sent notices' })).toBeVisible();
    await expect(page.getByRole('table').or(page.getByText('No notices have been sent yet.'))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
