import * as v from 'valibot';
import { PersonalTrainingPage, PersonalTrainingStatistics } from '../../src/api/contract/statistics.ts';
import { e2eNow } from './clock.ts';
import { demoUsers, expect, test } from './fixtures.ts';
import { trainerApi } from './trainer-api.ts';

/* At fitnessbrand (no other spec uses it) the trainer reads personal trainings on a 360 px phone and changes a presence. */
const tenant = 'fitnessbrand';
const DAY_MS = 86_400_000;

test('personal trainings: cards on a 360 px phone, upcoming apart from past, presence changed there; a table when wide', async ({
  page,
  login,
  tenantUrl,
  request,
}, testInfo) => {
  const api = trainerApi(request, tenantUrl, tenant);
  const token = await api.login(demoUsers.trainer.username, demoUsers.trainer.password);
  const from = new Date(e2eNow() - 14 * DAY_MS).toISOString().slice(0, 10);
  const to = new Date(e2eNow() + 14 * DAY_MS).toISOString().slice(0, 10);
  const get = async (path: string, params: Record<string, string>) =>
    (await request.get(`${api.base}${path}`, { headers: api.headers(token), params })).json();
  const stats = v.parse(PersonalTrainingStatistics, await get('/trainer/statistics/personal-trainings', { from, to }));
  // the whole range in one page, in the list's order (the latest first)
  const readList = async () =>
    v.parse(PersonalTrainingPage, await get('/trainer/statistics/personal-trainings/list', { from, to, limit: '100' }))
      .items;
  const trainings = await readList();
  // the page shows the first page of the list; scrolling reads the rest (long-lists.spec.ts)
  const firstPage = 20;
  expect(trainings).toHaveLength(stats.total);
  expect(stats.past + stats.upcoming).toBe(stats.total);
  const index = trainings.findIndex((t) => t.registrationId !== null && Date.parse(t.startDateTime) <= e2eNow());
  const session = trainings[index];
  if (!session) throw new Error('no past personal training with a client in the seed');

  await page.setViewportSize({ width: 360, height: 780 });
  await login(page, { tenant, ...demoUsers.trainer });
  await page.goto(tenantUrl(tenant, `/personal-trainings?from=${from}&to=${to}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personal trainings');
  // On a phone each session is a card: no table whose columns wrap club and room onto four lines.
  const list = page.getByRole('list', { name: 'Personal trainings' });
  await expect(list.getByRole('listitem')).toHaveCount(Math.min(trainings.length, firstPage));
  await expect(page.getByRole('table')).toHaveCount(0);
  if (stats.upcoming > 0) await expect(list.getByText('Upcoming', { exact: true })).toHaveCount(stats.upcoming);
  await expect(
    page.getByRole('region', { name: 'Personal trainings' }).getByText('Held', { exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Every badge's text fits inside the badge (it wraps, never overflows).
  const overflowing = await list
    .locator('.fui-Badge')
    .evaluateAll((badges) => badges.filter((b) => b.scrollWidth > b.clientWidth + 1).length);
  expect(overflowing).toBe(0);

  const card = list.getByRole('listitem').nth(index);
  await expect(card).toContainText(session.clientName ?? '');
  await expect(card).toContainText(session.roomName);
  await card.getByRole('switch').click();
  await expect(page.getByRole('status').filter({ hasText: 'Presence changed' })).toBeVisible();
  await expect.poll(async () => (await readList())[index]?.presence).toBe(!session.presence);
  await expect(card.getByRole('switch')).toBeChecked({ checked: !session.presence });

  // A wide screen keeps the table (a phone is narrow whatever its width).
  if (!testInfo.project.use.isMobile) {
    await page.setViewportSize({ width: 1280, height: 800 });
    const table = page.getByRole('table', { name: 'Personal trainings' });
    // the first page at least (a wide table may bring its end into view and read the next), never more than all
    await expect(table.getByRole('row').nth(Math.min(trainings.length, firstPage))).toBeVisible();
    expect(await table.getByRole('row').count()).toBeLessThanOrEqual(trainings.length + 1);
  }
});
