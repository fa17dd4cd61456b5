import { StandingBookings } from '../../src/api/contract/standing.ts';
import { addDays, dayInZone } from '../../src/common/calendar.ts';
import { e2eNow } from './clock.ts';
import { expect, test, demoUsers } from './fixtures.ts';
import { clubApi, clubDay, escapeRegExp } from './booking-api.ts';

/* Issue 37: a member turns on "Book every week" on a weekly class, finds it in My workouts, and pauses it. */

const tenant = 'golden-viimsi';

test('a member books a weekly class every week, sees it in My workouts and pauses it', async ({
  page,
  login,
  tenantUrl,
  request,
}) => {
  const api = clubApi(request, tenantUrl, tenant);
  const token = await api.login(demoUsers.member.username, demoUsers.member.password);
  // a rerun starts clean: the member's standing bookings from before are stopped
  const before = await api.get('/user/standing-booking', token, StandingBookings);
  for (const standing of before) await api.remove(`/user/standing-booking/${standing.id}`, token);

  const weekly = (await api.schedule('user', token, 7)).find(
    (c) => c.weeklySeriesId !== null && !c.isCancelled && Date.parse(c.startDateTime) > e2eNow() + 3_600_000,
  );
  expect(weekly, 'a class of a weekly series in the next week').toBeDefined();
  if (!weekly) return;
  const name = weekly.name;

  await login(page, { tenant, ...demoUsers.member });
  await page.goto(tenantUrl(tenant, `/calendar?date=${clubDay(weekly)}&id=${weekly.id}`));
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: `Book every week: ${name}` }).click();
  await expect(
    dialog.getByRole('status').filter({ hasText: 'You are booked every week: each class is booked' }),
  ).toBeVisible();

  await dialog.getByRole('link', { name: 'Manage in My workouts' }).click();
  await expect(page).toHaveURL(/\/workouts/);
  const section = page.getByRole('region', { name: 'Booked every week' });
  const card = section.getByRole('listitem').filter({ hasText: name }).first();
  await expect(card.getByText('Every week', { exact: true })).toBeVisible();

  // holidays: paused until two weeks from today (in the club's zone)
  const until = addDays(dayInZone(new Date(e2eNow()).toISOString(), weekly.club.timeZone), 14);
  await card.getByRole('button', { name: new RegExp(`^Pause: ${escapeRegExp(name)}, every week$`) }).click();
  await card.getByLabel('Pause until (inclusive)').fill(until);
  await card.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(card.getByText(/^Paused until /)).toBeVisible();
  await expect(card.getByRole('button', { name: new RegExp(`^Resume: ${escapeRegExp(name)}`) })).toBeVisible();

  const [paused] = (await api.get('/user/standing-booking', token, StandingBookings)).filter(
    (s) => s.seriesId === weekly.weeklySeriesId,
  );
  expect(paused).toMatchObject({ state: 'paused', pausedUntil: until });
  await api.remove(`/user/standing-booking/${paused!.id}`, token);
});
