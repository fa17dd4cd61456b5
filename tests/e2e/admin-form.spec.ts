import type { Locator, Page } from '@playwright/test';
import * as v from 'valibot';
import { AvailabilityResponse } from '../../src/api/contract/admin.ts';
import { dayInZone } from '../../src/common/calendar.ts';
import { toWallClock } from '../../src/common/wall-clock.ts';
import { RoomsResponse, Training } from '../../src/api/contract/schedule.ts';
import { adminApi, clubDayIn, fillClassForm, seriousViolations, tallinnInstant } from './admin-api.ts';
import { clubApi } from './booking-api.ts';
import { e2eNow } from './clock.ts';
import { demoUsers, expect, test } from './fixtures.ts';

/* The sparta admin's class form by keyboard alone, its availability answers in order, and the admin screens in both colour modes. */

const tenant = 'sparta';
// the admin works at a desktop (sometimes a tablet): the wide project runs these, not the phone
test.skip(({ isMobile }) => isMobile, 'admin screens are for desktops and tablets');
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

/**
 * Whether Chromium lays native time fields out in 12 hours with AM/PM: it follows the system's
 * locale (C and en-US do), not the page's. A throwaway field tells; the caller tabs on from the top.
 */
async function timeFieldIsTwelveHour(page: Page): Promise<boolean> {
  await page.evaluate(() => {
    const probe = document.createElement('input');
    probe.type = 'time';
    probe.id = 'time-probe';
    document.body.append(probe);
    probe.focus();
  });
  await page.keyboard.type('1105P');
  return page.evaluate(() => {
    const probe = document.querySelector<HTMLInputElement>('#time-probe');
    const value = probe?.value;
    probe?.remove();
    return value === '23:05';
  });
}

/** The keys that type a 24-hour time into a focused, empty native time field. */
function timeKeys(time: string, twelveHour: boolean): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const pad = (n: number) => String(n).padStart(2, '0');
  return twelveHour
    ? `${pad(hours % 12 || 12)}${pad(minutes)}${hours < 12 ? 'A' : 'P'}`
    : `${pad(hours)}${pad(minutes)}`;
}

/** The club's day and wall-clock time of an instant. */
const clubDay = (training: Training) => dayInZone(training.startDateTime, training.club.timeZone);
const clubTime = (training: Training, instant: string) => toWallClock(instant, training.club.timeZone).time;

test('an admin creates a class with the keyboard alone', async ({ page, login, tenantUrl, request }) => {
  const api = adminApi(request, tenantUrl, tenant);
  const adminToken = await clubApi(request, tenantUrl, tenant).login(
    demoUsers.admin.username,
    demoUsers.admin.password,
  );
  const day = clubDayIn(4);
  const [from, to] = ['23:05', '23:35'].map((time) => tallinnInstant(day, time));
  const rooms = await api.get('/admin/room', adminToken, RoomsResponse);
  let room: (typeof rooms)[number] | undefined;
  for (const candidate of rooms) {
    const free = await api.get('/admin/room/availability', adminToken, AvailabilityResponse, {
      roomIds: String(candidate.id),
      from: from!,
      to: to!,
    });
    if (free.isCondition) {
      room = candidate;
      break;
    }
  }
  expect(room, 'a free room').toBeDefined();
  if (!room) return;

  await login(page, { tenant, ...demoUsers.admin });
  await page.goto(tenantUrl(tenant, `/admin-calendar?date=${day}`));
  await tabTo(page, page.getByRole('link', { name: 'New class' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'New class' })).toBeVisible();
  const twelveHour = await timeFieldIsTwelveHour(page);

  await tabTo(page, page.getByRole('textbox', { name: 'Name', exact: true }));
  await page.keyboard.type('Night owls');
  // the room list opens on "Choose a room": the arrow keys walk it
  const roomSelect = page.getByRole('combobox', { name: 'Room', exact: true });
  await tabTo(page, roomSelect);
  for (let i = 0; i < rooms.length && (await roomSelect.inputValue()) !== String(room.id); i += 1)
    await page.keyboard.press('ArrowDown');
  await expect(roomSelect).toHaveValue(String(room.id));
  // the date comes from the timetable's day; the times are typed
  await expect(page.getByLabel('Date')).toHaveValue(day);
  await tabTo(page, page.getByLabel('Start time'));
  await page.keyboard.type(timeKeys('23:05', twelveHour));
  await expect(page.getByLabel('Start time')).toHaveValue('23:05');
  await tabTo(page, page.getByLabel('End time'));
  await page.keyboard.type(timeKeys('23:35', twelveHour));
  await expect(page.getByLabel('End time')).toHaveValue('23:35');
  await tabTo(page, page.getByRole('spinbutton', { name: 'Places' }));
  await page.keyboard.press('Control+A');
  await page.keyboard.type('8');
  const waitingList = page.getByRole('checkbox', { name: 'Waiting list allowed' });
  await tabTo(page, waitingList);
  const waiting = await waitingList.isChecked();
  await page.keyboard.press('Space');
  await expect(waitingList).toBeChecked({ checked: !waiting });
  await tabTo(page, page.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');

  // saved: the timetable shows the new class's dialog
  await expect(page).toHaveURL(/\/admin-calendar\?.*id=\d+/);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Night owls' })).toBeVisible();
  const saved = await api.get(`/admin/schedule/${new URL(page.url()).searchParams.get('id')}`, adminToken, Training);
  expect(saved).toMatchObject({
    name: 'Night owls',
    startDateTime: from,
    endDateTime: to,
    maxPlaces: 8,
    waitingListAllowed: !waiting,
  });
  expect(saved.room.id).toBe(room.id);
});

test('the form shows the answer to the latest availability question, not a late one', async ({
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
  const from = new Date(e2eNow() + DAY_MS).toISOString();
  const to = new Date(e2eNow() + 7 * DAY_MS).toISOString();
  const taken = (await api.get('/admin/schedule', adminToken, v.array(Training), { from, to })).find(
    (c) => !c.isCancelled,
  );
  expect(taken, 'a class in the coming week').toBeDefined();
  if (!taken) return;
  const day = clubDay(taken);
  const [start, end] = [clubTime(taken, taken.startDateTime), clubTime(taken, taken.endDateTime)];
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
  await fillClassForm(page, { name: 'Late answer', roomId: taken.room.id, day, start, end, places: '5' });
  await expect.poll(() => slowAsked).toBe(true);
  await page.getByLabel('Start time').fill('03:00');
  await page.getByLabel('End time').fill('03:30');
  await expect(page.getByText('Checking availability…')).toBeHidden();
  // long enough for the late answer to arrive: it must not show
  await page.waitForTimeout(3_000);
  await expect(page.getByText('Selected rooms not available in the chosen time')).toHaveCount(0);
  // back at the clashing time, its answer shows
  await page.getByLabel('Start time').fill(start);
  await page.getByLabel('End time').fill(end);
  await expect(page.getByText(`Selected rooms not available in the chosen time: ${taken.room.name}`)).toBeVisible({
    timeout: 10_000,
  });
});

for (const mode of ['light', 'dark'] as const) {
  test(`the admin screens have no serious accessibility violations in ${mode} mode`, async ({
    page,
    login,
    tenantUrl,
    request,
  }) => {
    test.slow(); // five axe scans of a busy week
    const api = adminApi(request, tenantUrl, tenant);
    const adminToken = await clubApi(request, tenantUrl, tenant).login(
      demoUsers.admin.username,
      demoUsers.admin.password,
    );
    const from = new Date(e2eNow() + DAY_MS).toISOString();
    const to = new Date(e2eNow() + 7 * DAY_MS).toISOString();
    const busy = (await api.get('/admin/schedule', adminToken, v.array(Training), { from, to })).find(
      (c) => !c.isCancelled && c.bookedCount > 0,
    );
    expect(busy, 'a class with participants').toBeDefined();
    if (!busy) return;
    const day = clubDay(busy);

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
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(confirmation).toBeHidden();
    // the SMS compose with its counter
    await dialog.getByRole('button', { name: 'Send SMS' }).click();
    const sms = page.getByRole('dialog').filter({ hasText: 'SMS to the participants' });
    await sms.getByRole('textbox', { name: 'Message' }).fill('Tonight the hall is warm.');
    await expect(sms.getByText(/characters, 1 SMS/)).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(sms).toBeHidden();

    // the form with its messages: the shared schema's and the room clash
    await page.goto(tenantUrl(tenant, `/admin-calendar/new?date=${day}`));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    const [start, end] = [clubTime(busy, busy.startDateTime), clubTime(busy, busy.endDateTime)];
    await fillClassForm(page, { name: 'Contrast check', roomId: busy.room.id, day, start, end, places: '5' });
    await expect(page.getByText(`Selected rooms not available in the chosen time: ${busy.room.name}`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // the sent notices
    await page.goto(tenantUrl(tenant, '/admin-outbox'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sent notices' })).toBeVisible();
    await expect(page.getByRole('table').or(page.getByText('No notices have been sent yet.'))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the class form keeps its fields in place as errors appear, and a clash refusal says each clash once', async ({
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
  const from = new Date(e2eNow() + DAY_MS).toISOString();
  const to = new Date(e2eNow() + 7 * DAY_MS).toISOString();
  const taken = (await api.get('/admin/schedule', adminToken, v.array(Training), { from, to })).find(
    (c) => !c.isCancelled && c.trainer !== null,
  );
  expect(taken, 'a class with a trainer in the coming week').toBeDefined();
  if (!taken?.trainer) return;
  const day = clubDay(taken);
  const [start, end] = [clubTime(taken, taken.startDateTime), clubTime(taken, taken.endDateTime)];

  await login(page, { tenant, ...demoUsers.admin });
  await page.goto(tenantUrl(tenant, `/admin-calendar/new?date=${day}`));
  const trainer = page.getByRole('combobox', { name: 'Trainer' });
  await expect(trainer).toBeVisible();
  // where the fields sit in the form (the page may scroll to the first error)
  const layout = () =>
    page.evaluate(() => {
      const form = document.querySelector('form')!.getBoundingClientRect();
      return ['[role="spinbutton"]', 'select'].map((selector) =>
        [...document.querySelectorAll(`form ${selector}`)].map((el) => {
          const box = el.getBoundingClientRect();
          return [box.left - form.left, box.top - form.top, box.width];
        }),
      );
    });
  const before = await layout();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  // the error lines had their room: no field moved
  expect(await layout()).toEqual(before);

  await fillClassForm(page, { name: 'Double clash', roomId: taken.room.id, day, start, end, places: '5' });
  await trainer.selectOption(String(taken.trainer.id));
  const roomWarning = page.getByText(`Selected rooms not available in the chosen time: ${taken.room.name}`);
  await expect(roomWarning).toBeVisible();
  await expect(page.getByText('Selected trainer not available in the chosen time')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  // the refusal says "not saved" and does not repeat the warnings above, which name both clashes
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toHaveText(
    'Not saved: the classes above clash with it.',
  );
  await expect(roomWarning).toHaveCount(1);
  await expect(page.getByText('Selected trainer not available in the chosen time')).toHaveCount(1);
});
