import * as v from 'valibot';
import { SaveTrainingResponse } from '../../src/api/contract/admin.ts';
import type { Training } from '../../src/api/contract/schedule.ts';
import { ClassStrikes } from '../../src/api/contract/strikes.ts';
import { e2eNow } from './clock.ts';
import { expect, test, demoUsers } from './fixtures.ts';
import { clubApi, clubDay, escapeRegExp } from './booking-api.ts';

/*
 * Issue 37 point 3: late cancels count as strikes; enough of them block online booking. The member sees the
 * block before the tap and the strikes in the profile; staff waive them with a reason, which lifts the block.
 */

const tenant = 'restaurant';
const HOUR = 3_600_000;

test('a member blocked by strikes sees why before the tap and their strikes in the profile', async ({
  page,
  login,
  tenantUrl,
  request,
}) => {
  const api = clubApi(request, tenantUrl, tenant);
  const [admin, member] = await Promise.all([
    api.login(demoUsers.admin.username, demoUsers.admin.password),
    api.login(demoUsers.member2.username, demoUsers.member2.password),
  ]);
  // The demo's City club: a cancel within 12 h of the start is late (cancelling closes 2 h before); the
  // first strike in 90 days is forgiven, 3 counted block online booking for 30 days.
  const [city] = await api.clubs();
  if (!city) throw new Error('no club');
  const rooms = [
    ...new Set((await api.schedule('admin', admin, 7)).filter((c) => c.club.id === city.id).map((c) => c.room.id)),
  ];
  const firstHour = Math.ceil((e2eNow() + 5 * HOUR) / HOUR) * HOUR;
  const classes: Training[] = [];
  for (let i = 0; i < 5; i++) {
    const start = firstHour + i * HOUR;
    const form = {
      name: `Strike check ${i + 1}`,
      trainingType: 'other',
      startDateTime: new Date(start).toISOString(),
      endDateTime: new Date(start + 30 * 60_000).toISOString(),
      maxPlaces: 5,
      isPublic: true,
      waitingListAllowed: false,
    };
    let saved: Training | undefined;
    for (const roomId of rooms) {
      saved = await api.post('/admin/schedule', admin, { ...form, roomId }, SaveTrainingResponse).then(
        (answer) => answer.training,
        () => undefined, // the room is taken then: try the next
      );
      if (saved) break;
    }
    if (!saved) throw new Error(`no City room free for class ${i + 1}`);
    classes.push(saved);
  }
  const target = classes.pop();
  if (!target) throw new Error('no class to be refused');

  // Four late cancels: the first is forgiven, the next three block.
  for (const training of classes) {
    await api.book(training.id, member);
    await api.cancel(training.id, member);
  }

  await login(page, { tenant, ...demoUsers.member2 });
  await page.goto(tenantUrl(tenant, `/calendar?date=${clubDay(target)}&id=${target.id}`));
  const book = page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`^Book a place: ${escapeRegExp(target.name)}`) });
  await expect(book).toBeDisabled();
  await expect(book).toHaveAccessibleDescription(
    /^Online booking is blocked for you until \d+\/\d+\/\d{4}, \d\d:\d\d: too many no-shows or late cancels$/,
  );

  await page.goto(tenantUrl(tenant, '/profile'));
  const card = page.locator(`[data-strikes-club="${city.id}"]`);
  await expect(card.getByText(/^Online booking is blocked for you until /)).toBeVisible();
  await expect(card.getByText('3 strikes within 90 days block online booking for 30 days.')).toBeVisible();
  const strikes = card.getByRole('list', { name: 'Your strikes' }).getByRole('listitem');
  await expect(strikes).toHaveCount(4);
  await expect(strikes.filter({ hasText: 'Late cancel' })).toHaveCount(4);
  await expect(strikes.filter({ hasText: 'Forgiven' })).toHaveCount(1);

  // The admin waives them with a reason (so a rerun on the same data starts unblocked): the block ends.
  const site = new URL(tenantUrl(tenant, '/'));
  const headers = { Authorization: `Bearer ${admin}`, 'X-Client-Host': site.host };
  const base = `http://localhost:${site.port}/api/0.1`;
  for (const training of classes) {
    const listed = await request.get(`${base}/trainer/strikes/class/${training.id}`, { headers });
    expect(listed.status()).toBe(200);
    for (const strike of v.parse(ClassStrikes, await listed.json())) {
      const waived = await request.post(`${base}/trainer/strikes/${strike.id}/waive`, {
        headers,
        data: { reason: 'Checked by the end-to-end test' },
      });
      expect(waived.status()).toBe(204);
    }
  }
  await page.reload();
  await expect(card.getByText(/^Online booking is blocked for you until /)).toHaveCount(0);
  await expect(strikes.filter({ hasText: 'Waived' })).toHaveCount(4);
});
