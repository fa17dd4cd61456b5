import * as v from 'valibot';
import { PersonalTrainingPage, PersonalTrainingStatistics } from '../../src/api/contract/statistics.ts';
import { e2eNow } from './clock.ts';
import { demoUsers, expect, test } from './fixtures.ts';
import { trainerApi } from './trainer-api.ts';

/* At fitnessbrand (no other spec uses it) the trainer reads personal trainings on a 360 px phone and changes a presence. */
const tenant = 'fitnessbrand';
const DAY_MS = 86_400_000;

test('personal trainings: upcoming sessions apart from past ones, presence changed there, badges inside a 360 px phone', async ({
  page,
  login,
  tenantUrl,
  request,
}) => {
  const api = trainerApi(request, tenantUrl, tenant);
  const token = await api.login(demoUsers.trainer.username, demoUsers.trainer.password);
  const from = new Date(e2eNow() - 14 * DAY_MS).toISOString().slice(0, 10);
  const to = new Date(e2eNow() + 14 * DAY_MS).toISOString().slice(0, 10);
  const get = async (path: string, params: Record<string, string>) =>
    (await request.get(`${api.base}${path}`, { headers: api.headers(token), params })).json();
  const stats = v.parse(PersonalTrainingStatistics, await get('/trainer/statistics/personal-trainings', { from, to }));
  // the whole range in one page, in the table's order (the latest first)
  const readList = async () =>
    v.parse(PersonalTrainingPage, await get('/trainer/statistics/personal-trainings/list', { from, to, limit: '100' }))
      .items;
  const trainings = await readList();
  expect(stats.past + stats.upcoming).toBe(stats.total);
  expect(trainings).toHaveLength(stats.total);
  const index = trainings.findIndex((t) => t.registrationId !== null && Date.parse(t.startDateTime) <= e2eNow());
  const session = trainings[index];
  if (!session) throw new Error('no past personal training with a client in the seed');

  await page.setViewportSize({ width: 360, height: 780 });
  await login(page, { tenant, ...demoUsers.trainer });
  await page.goto(tenantUrl(tenant, `/personal-trainings?from=${from}&to=${to}`));
  const table = page.getByRole('table', { name: 'Personal trainings' });
  await expect(table).toBeVisible();
  if (stats.upcoming > 0) await expect(table.getByText('Upcoming', { exact: true })).toHaveCount(stats.upcoming);
  const region = page.getByRole('region', { name: 'Personal trainings' });
  await expect(region.getByText('Held', { exact: true })).toBeVisible();

  // Every badge's text fits inside the badge (it wraps, never overflows).
  const overflowing = await table
    .locator('.fui-Badge')
    .evaluateAll((badges) => badges.filter((b) => b.scrollWidth > b.clientWidth + 1).length);
  expect(overflowing).toBe(0);

  const row = table.getByRole('row').nth(index + 1);
  await row.getByRole('switch').click();
  await expect(page.getByText('Presence changed')).toBeVisible();
  await expect.poll(async () => (await readList())[index]?.presence).toBe(!session.presence);
  await expect(row.getByRole('switch')).toBeChecked({ checked: !session.presence });
});
