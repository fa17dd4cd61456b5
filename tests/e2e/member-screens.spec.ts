import { e2eNow } from './clock.ts';
import { expect, test, demoUsers } from './fixtures.ts';
import { clubApi, clubDay, clubTime, escapeRegExp, homeDay } from './booking-api.ts';

/* Issue 36: the member's home opens at the next class, the timetable at today, and the lists of the past newest first. */

const tenant = 'reval-trainer';

test('home opens with the next class: when, where, until when it can be cancelled, the entry code a tap away', async ({
  page,
  login,
  tenantUrl,
  request,
}) => {
  const api = clubApi(request, tenantUrl, tenant);
  const token = await api.login(demoUsers.member.username, demoUsers.member.password);
  const next = (await api.schedule('user', token, 14))
    .filter((c) => c.myRegistration?.status === 'booked' && !c.isCancelled && Date.parse(c.startDateTime) > e2eNow())
    .sort((a, b) => Date.parse(a.startDateTime) - Date.parse(b.startDateTime))[0];
  expect(next, 'a class the member holds a place in').toBeDefined();
  if (!next) return;

  await login(page, { tenant, ...demoUsers.member });
  const card = page.getByRole('region', { name: 'Next class' }).getByRole('article');
  await expect(card.getByRole('heading', { name: next.name })).toBeVisible();
  await expect(card).toContainText(homeDay(next));
  await expect(card).toContainText(clubTime(next));
  await expect(card).toContainText(next.room.name);
  await expect(card.getByText(/^(Can cancel until|Cancelling was possible until) /)).toBeVisible();
  // the next class comes before the rest, and the quick links after both
  const top = async (name: string) => (await page.getByRole('heading', { name, exact: true }).boundingBox())?.y ?? 0;
  expect(await top('Next class')).toBeLessThan(await top('Upcoming workouts'));
  expect(await top('Upcoming workouts')).toBeLessThan(await top('Quick links'));
  // the rest carry their state as a badge
  const rest = page.getByRole('region', { name: 'Upcoming workouts' }).getByRole('listitem');
  for (const item of await rest.all()) await expect(item).toContainText(/Booked|In the waiting list|Class cancelled/);

  await card.getByRole('link', { name: 'Show my entry code' }).click();
  await expect(page).toHaveURL(/\/entry$/);
});

/** Today and the Monday of its week, in the clubs' zone (the tenant's clubs are in Tallinn). */
function thisWeek(now = e2eNow()) {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Tallinn' }).format(now).slice(0, 10);
  const noon = Date.parse(`${today}T12:00:00Z`);
  const monday = noon - ((new Date(noon).getUTCDay() + 6) % 7) * 86_400_000;
  const days = Array.from({ length: 7 }, (_, i) => new Date(monday + i * 86_400_000).toISOString().slice(0, 10));
  return { today, days };
}

test('the timetable opens at today: days gone by are out of the way, classes that started are dimmed and offer nothing', async ({
  page,
  login,
  tenantUrl,
  request,
  isMobile,
}) => {
  test.slow(); // seven days tapped through, each measured
  const api = clubApi(request, tenantUrl, tenant);
  const token = await api.login(demoUsers.member.username, demoUsers.member.password);
  const { today, days } = thisWeek();
  const week = await api.schedule('user', token, 8, Date.parse(`${days[0]}T00:00:00Z`) - 86_400_000);
  const bookedDays = new Set(week.filter((c) => c.myRegistration && !c.isCancelled).map(clubDay));
  await login(page, { tenant, ...demoUsers.member });
  await page.goto(tenantUrl(tenant, '/calendar?mode=day'));

  // the day on show is today; the toolbar names the week, the heading the day: no title twice
  const strip = page.getByRole('group', { name: 'Day of the week' });
  const dayButtons = strip.getByRole('button');
  await expect(dayButtons).toHaveCount(7);
  await expect(dayButtons.nth(days.indexOf(today))).toHaveAttribute('aria-pressed', 'true');
  await expect(dayButtons.nth(days.indexOf(today))).toHaveAttribute('aria-current', 'date');
  const dayHeading = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(dayHeading).toHaveCount(1);
  const toolbar = page.getByRole('toolbar', { name: 'Timetable navigation' });
  await expect(toolbar.getByText(await dayHeading.innerText(), { exact: true })).toHaveCount(0);

  // the strip marks the days holding the member's bookings, and only those
  expect(bookedDays.size, 'days with bookings this week').toBeGreaterThan(0);
  for (const [i, day] of days.entries())
    await expect(dayButtons.nth(i)).toHaveAccessibleName(bookedDays.has(day) ? /, you have a booking$/ : /\d$/);

  // the toolbar's buttons keep their place whatever the day
  const boxes = () =>
    Promise.all(
      ['Previous week', 'Next week', 'Today', 'Week', 'Day'].map(async (name) =>
        JSON.stringify(await toolbar.getByRole('button', { name, exact: true }).boundingBox()),
      ),
    );
  const before = await boxes();
  for (const [i] of days.entries()) {
    await dayButtons.nth(i).click();
    await expect(dayButtons.nth(i)).toHaveAttribute('aria-pressed', 'true');
    expect(await boxes()).toEqual(before);
  }

  // today's classes that have started: no booking action and no "Booking closed"; their details still open
  await toolbar.getByRole('button', { name: 'Today', exact: true }).click();
  const started = week.filter((c) => clubDay(c) === today && Date.parse(c.startDateTime) <= e2eNow());
  expect(started.length, 'classes that started today').toBeGreaterThan(0);
  for (const c of started) {
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: `Details: ${c.name}, ${clubTime(c)}` }) });
    await expect(card).toBeVisible();
    await expect(card).not.toContainText('Booking closed');
    await expect(
      card.getByRole('button', { name: /^(Book a place|Join the waiting list|Cancel booking)/ }),
    ).toHaveCount(0);
  }

  // the week view opens at today too: on a phone the days gone by wait behind one button
  await toolbar.getByRole('button', { name: 'Week', exact: true }).click();
  if (isMobile && today !== days[0]) {
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(
      await page.getByRole('main').locator(`#day-${today}`).innerText(),
    );
    await expect(page.getByRole('main').locator(`#day-${days[0]}`)).toHaveCount(0);
    await page.getByRole('button', { name: 'Show earlier days' }).click();
    await expect(page.getByRole('main').locator(`#day-${days[0]}`)).toBeVisible();
  }
});

test('a pass says its visits left, an archived contract says it is archived', async ({ page, login, tenantUrl }) => {
  await login(page, { tenant, ...demoUsers.member });
  await page.goto(tenantUrl(tenant, '/contracts'));
  const pass = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pool 10 visits' }) });
  await expect(pass).toContainText('7 of 10 visits left');
  const archived = page.getByRole('region', { name: 'Archived contracts' }).getByRole('listitem');
  await expect(archived.first()).toBeVisible();
  for (const item of await archived.all()) await expect(item).toContainText('Archived');
  const valid = page.getByRole('region', { name: 'Valid contracts' }).getByRole('listitem');
  for (const item of await valid.all()) await expect(item).not.toContainText('Archived');
});

test('every list of the past is newest first, "All" workouts too', async ({ page, login, tenantUrl }) => {
  test.skip(test.info().project.name === 'narrow', 'the order does not depend on the layout');
  await login(page, { tenant, ...demoUsers.member });
  for (const period of ['past', 'all'] as const) {
    await page.goto(tenantUrl(tenant, `/workouts?period=${period}`));
    const items = page.getByRole('article');
    await expect(items.first()).toBeVisible();
    const dates = (await items.allInnerTexts()).map((text) => {
      const [, day, month, year, time] = /(\d{1,2})\/(\d{1,2})\/(\d{4}), (\d\d:\d\d)/.exec(text) ?? [];
      return `${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')} ${time}`;
    });
    expect(dates.length).toBeGreaterThan(1);
    expect(dates, period).toEqual([...dates].sort().reverse());
  }
});

test("the admin's home is today at the club: classes, fill, cancelled, unsent notices", async ({
  page,
  login,
  tenantUrl,
  request,
}) => {
  const api = clubApi(request, tenantUrl, tenant);
  const token = await api.login(demoUsers.admin.username, demoUsers.admin.password);
  const { today: todayDay } = thisWeek();
  const today = (await api.schedule('admin', token, 1)).filter((c) => clubDay(c) === todayDay);
  await login(page, { tenant, ...demoUsers.admin });
  const region = page.getByRole('region', { name: 'Today at the club' });
  await expect(region.getByText('Fill', { exact: true })).toBeVisible();
  await expect(region.getByText('Unsent notices', { exact: true })).toBeVisible();
  const list = region.getByRole('list', { name: "Today's classes" });
  const shown = await list.getByRole('listitem').count();
  expect(shown).toBeGreaterThanOrEqual(today.length);
  const first = today.find((c) => !c.isCancelled);
  if (first) {
    const row = list
      .getByRole('link')
      .filter({ hasText: new RegExp(escapeRegExp(first.name)) })
      .first();
    await expect(row).toContainText(`${first.bookedCount} of ${first.maxPlaces}`);
    await row.click();
    await expect(page).toHaveURL(/\/admin-calendar\?.*id=\d+/);
    await expect(page.getByRole('dialog')).toBeVisible();
  }
});
