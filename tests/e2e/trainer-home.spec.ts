import * as v from 'valibot';
import { dayInZone, todayInZone } from '../../src/common/calendar.ts';
import { ScheduleResponse, type Training } from '../../src/api/contract/schedule.ts';
import { decodeClaims } from '../../src/state/auth.ts';
import { e2eNow } from './clock.ts';
import { demoUsers, expect, test } from './fixtures.ts';
import { trainerApi } from './trainer-api.ts';

/*
 * At reval-trainer (no other spec uses it) the trainer logs in to "Today": the classes they lead today, each one tap
 * from its participants, or, with none left today, when the next one is; not the member's home.
 */
const tenant = 'reval-trainer';
const DAY_MS = 86_400_000;

test("a trainer's home is their day: today's classes with booked and waiting, one tap from the participants", async ({
  page,
  login,
  tenantUrl,
  request,
}) => {
  const api = trainerApi(request, tenantUrl, tenant);
  const token = await api.login(demoUsers.trainer.username, demoUsers.trainer.password);
  const trainerId = decodeClaims(token)?.trainerId;
  const response = await request.get(`${api.base}/user/schedule`, {
    headers: api.headers(token),
    params: {
      from: new Date(e2eNow() - 2 * DAY_MS).toISOString(),
      to: new Date(e2eNow() + 16 * DAY_MS).toISOString(),
    },
  });
  const own = v
    .parse(ScheduleResponse, await response.json())
    .filter((c) => c.trainer?.id === trainerId)
    .sort((a, b) => Date.parse(a.startDateTime) - Date.parse(b.startDateTime));
  const isToday = (c: Training) =>
    dayInZone(c.startDateTime, c.club.timeZone) === todayInZone(c.club.timeZone, e2eNow());
  const today = own.filter(isToday);
  const leftToday = today.some((c) => !c.isCancelled && Date.parse(c.endDateTime) > e2eNow());
  const next = own.find((c) => !c.isCancelled && !isToday(c) && Date.parse(c.startDateTime) > e2eNow());

  await login(page, { tenant, ...demoUsers.trainer });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Today');
  // Not the member's home: no member shortcuts, no "No upcoming workouts".
  await expect(page.getByRole('link', { name: 'Enter gym' })).toHaveCount(0);
  await expect(page.getByText('No upcoming workouts')).toHaveCount(0);

  const classes = page.getByRole('region', { name: 'Your classes today' });
  if (today.length === 0) await expect(classes).toContainText('You have no classes today.');
  for (const training of today) {
    const card = classes.getByRole('link', { name: new RegExp(training.name) }).filter({
      hasText: `Booked ${training.bookedCount} of ${training.maxPlaces}`,
    });
    await expect(card.first()).toBeVisible();
    if (training.waitingCount > 0) await expect(card.first()).toContainText(`waiting ${training.waitingCount}`);
  }
  // With nothing left today, when the next class is.
  const nextRegion = page.getByRole('region', { name: 'Your next class' });
  if (leftToday) await expect(nextRegion).toHaveCount(0);
  else if (next) await expect(nextRegion.getByRole('link', { name: new RegExp(next.name) })).toBeVisible();
  else await expect(nextRegion).toContainText('None in the next 14 days.');

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );

  // One tap from a class to its participants.
  const target = today.find((c) => !c.isCancelled) ?? (leftToday ? undefined : next);
  if (!target) throw new Error('the trainer has no class today nor in the next two weeks in the seed');
  await page
    .getByRole('link', { name: new RegExp(target.name) })
    .filter({ hasText: `Booked ${target.bookedCount} of ${target.maxPlaces}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name);
  await expect(page.getByRole('heading', { name: `Booked (${target.bookedCount})` })).toBeVisible();
});
