import type { Page } from '@playwright/test';
import * as v from 'valibot';
import { Training } from '../../src/api/contract/schedule.ts';
import { PersonalTrainingPage } from '../../src/api/contract/statistics.ts';
import { e2eNow } from './clock.ts';
import { demoUsers, expect, test } from './fixtures.ts';
import { reopenOffline, setDeviceOnline } from './device-network.ts';
import { trainerApi } from './trainer-api.ts';

/* At reval-trainer (no other spec uses it): a list longer than a page reads its older rows as the user scrolls. */
const tenant = 'reval-trainer';
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(e2eNow() + offset * DAY_MS).toISOString().slice(0, 10);

test('personal trainings: older sessions load on scrolling, and the first page opens offline', async ({
  page,
  context,
  login,
  tenantUrl,
  request,
}, testInfo) => {
  // A phone shows a card per session, a wide screen a table row (the header row counted too).
  const narrow = Boolean(testInfo.project.use.isMobile);
  const shown = (root: Page) =>
    narrow
      ? root.getByRole('list', { name: 'Personal trainings' })
      : root.getByRole('table', { name: 'Personal trainings' });
  const entries = (root: Page) => shown(root).getByRole(narrow ? 'listitem' : 'row');
  const header = narrow ? 0 : 1;
  const api = trainerApi(request, tenantUrl, tenant);
  const trainerToken = await api.login(demoUsers.trainer.username, demoUsers.trainer.password);
  const adminToken = await api.login(demoUsers.admin.username, demoUsers.admin.password);
  const [from, to] = [day(-90), day(14)];
  const list = async (limit: number) =>
    v.parse(
      PersonalTrainingPage,
      await (
        await request.get(`${api.base}/trainer/statistics/personal-trainings/list`, {
          headers: api.headers(trainerToken),
          params: { from, to, limit: String(limit) },
        })
      ).json(),
    ).items;

  // Thirty more sessions of the trainer, 40 to 69 days ago at dawn (before the demo timetable's weeks).
  const [sample] = await list(1);
  if (!sample) throw new Error('the trainer has no personal training in the seed');
  const model = v.parse(
    Training,
    await (
      await request.get(`${api.base}/admin/schedule/${sample.trainingId}`, { headers: api.headers(adminToken) })
    ).json(),
  );
  for (let i = 0; i < 30; i++) {
    const start = new Date(`${day(-40 - i)}T04:00:00.000Z`);
    const response = await request.post(`${api.base}/admin/schedule`, {
      headers: api.headers(adminToken),
      data: {
        name: `Early session ${i + 1}`,
        roomId: model.room.id,
        trainerId: model.trainer?.id,
        styleId: model.style?.id,
        unitId: model.unit?.id,
        trainingType: 'personal',
        startDateTime: start.toISOString(),
        endDateTime: new Date(start.getTime() + 3_600_000).toISOString(),
        maxPlaces: 1,
        isPublic: false,
        waitingListAllowed: false,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  const all = await list(100);
  expect(all.length).toBeGreaterThan(40);
  const oldest = all.at(-1);
  expect(oldest?.name).toBe('Early session 30');

  await login(page, { tenant, ...demoUsers.trainer });
  await page.goto(tenantUrl(tenant, `/personal-trainings?from=${from}&to=${to}`));
  const table = shown(page);
  await expect(table).toBeVisible();
  const rows = entries(page);
  // the first page: the oldest sessions are not read yet
  await expect(rows).toHaveCount(20 + header);
  await expect(table.getByText('Early session 30')).toHaveCount(0);

  // Scrolling to the end of the list reads the older pages, newest first, each row once.
  await expect(async () => {
    await rows.last().scrollIntoViewIfNeeded();
    await expect(table.getByText('Early session 30')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(rows).toHaveCount(all.length + header);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  if (narrow) {
    const texts = await rows.allTextContents();
    expect(texts.map((text, index) => text.includes(all[index]?.name ?? '?'))).toEqual(all.map(() => true));
  } else {
    const names = await rows.locator('td:nth-child(3)').allTextContents();
    expect(names).toEqual(all.map((training) => training.name));
  }

  // Offline, a new start shows the first page that was kept on the device (only that one).
  const offline = await reopenOffline(page, context);
  const kept = shown(offline);
  await expect(entries(offline)).toHaveCount(20 + header);
  await expect(kept.getByText(all[19]?.name ?? '?', { exact: !narrow }).first()).toBeVisible();
  await expect(kept.getByText('Early session 30')).toHaveCount(0);
  await setDeviceOnline(context, true);
});
