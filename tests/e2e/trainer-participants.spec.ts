import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Training } from '../../src/api/contract/schedule.ts';
import { decodeClaims } from '../../src/state/auth.ts';
import { e2eNow } from './clock.ts';
import { clubDay } from './booking-api.ts';
import { demoUsers, expect, test } from './fixtures.ts';
import { setDeviceOnline } from './device-network.ts';
import { trainerApi } from './trainer-api.ts';

/*
 * At the sparta club (no other spec uses it) the trainer opens a full class from the trainer
 * timetable, marks presence online, is refused on the waiting list, marks two more with no
 * connection, reloads offline, and comes back online: the server gets each change exactly once.
 */
const tenant = 'sparta';

// Requests fail while the browser is offline; that is the journey, not a bug.
test.use({
  allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED|ERR_FAILED|Failed to load resource/],
});

const upcoming = (c: Training) => !c.isCancelled && Date.parse(c.startDateTime) > e2eNow() + 60 * 60_000;

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.length}`);
}

/** The trainer timetable's dialog of a class: the trainer's own class opens with its participants, no booking. */
async function openClassDialog(page: Page, url: string, training: Training) {
  await page.goto(url);
  const dialog = page.getByRole('dialog', { name: training.name });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return dialog;
}

async function openParticipants(page: Page, url: string, training: Training) {
  const dialog = await openClassDialog(page, url, training);
  await dialog.getByRole('link', { name: /^(Participants|Open the full list)$/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(training.name);
}

/** A class of the trainer's own, after the next hour, with enough booked members not marked present. */
async function ownClass(
  api: ReturnType<typeof trainerApi>,
  token: string,
  fits: (c: Training) => boolean,
  from: 'first' | 'last' = 'first',
) {
  const trainerId = decodeClaims(token)?.trainerId;
  const schedule = await api.schedule('user', token);
  const candidates = schedule.filter((c) => upcoming(c) && c.trainer?.id === trainerId && fits(c));
  const training = from === 'first' ? candidates[0] : candidates.at(-1);
  if (!training) throw new Error('no class of the trainer in the seed fits');
  return training;
}

test('a trainer marks presence online, is refused on the waiting list, and marks two more offline that sync exactly once', async ({
  page,
  context,
  login,
  tenantUrl,
  request,
}) => {
  test.slow();
  const api = trainerApi(request, tenantUrl, tenant);
  const token = await api.login(demoUsers.trainer.username, demoUsers.trainer.password);
  const full = await ownClass(api, token, (c) => c.waitingCount > 0 && c.bookedCount >= 3);
  const before = await api.participants(full.id, token);
  const booked = before.filter((p) => p.status === 'booked' && !p.presence);
  const waiting = before.find((p) => p.status === 'waiting');
  const [first, second, third] = booked;
  if (!first || !second || !third || !waiting)
    throw new Error('the class needs three booked members not present and one waiting');

  await login(page, { tenant, ...demoUsers.trainer });
  // The service worker controls the page from the next load on: the offline reload needs it.
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  // The trainer's own class opens with its participants and presence, and offers no booking.
  const dialog = await openClassDialog(
    page,
    tenantUrl(tenant, `/trainer-calendar?id=${full.id}&date=${clubDay(full)}`),
    full,
  );
  await expect(dialog.getByRole('heading', { name: `Booked (${full.bookedCount})` })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: `Waiting list (${full.waitingCount})` })).toBeVisible();
  await expect(dialog.getByRole('switch', { name: `Present: ${first.name}` })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /waiting list|Book/ })).toHaveCount(0);
  await dialog.getByRole('link', { name: 'Open the full list' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(full.name);
  await expect(
    page.getByText(`Booked ${full.bookedCount} of ${full.maxPlaces} · waiting ${full.waitingCount}`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: `Booked (${full.bookedCount})` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Waiting list (${full.waitingCount})` })).toBeVisible();
  for (const p of before.slice(0, 3)) await expect(page.getByText(p.email)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Online: one tap, the server has it, and one quiet status says so (no snackbar).
  await page.getByRole('switch', { name: `Present: ${first.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Presence changed' })).toBeVisible();
  await expect(page.getByText('Presence changed')).toHaveCount(1);
  await expect
    .poll(
      async () =>
        (await api.participants(full.id, token)).find((p) => p.registrationId === first.registrationId)?.presence,
    )
    .toBe(true);

  // The waiting list: no switch to tap, and the row says why.
  await expect(page.getByRole('switch', { name: `Present: ${waiting.name}` })).toHaveCount(0);
  await expect(
    page.getByText(`On the waiting list, place ${waiting.placeInWaitingList}: presence can be marked once booked`),
  ).toBeVisible();

  // No connection and the API unreachable: the changes show at once and wait on the device.
  await page.waitForTimeout(1500); // the persisted query cache is written at most once a second
  await context.route('**/api/**', (route) => route.abort('connectionrefused'));
  await setDeviceOnline(context, false);
  await page.getByRole('switch', { name: `Present: ${second.name}` }).click();
  await page.getByRole('switch', { name: `Present: ${third.name}` }).click();
  await expect(page.getByRole('switch', { name: `Present: ${second.name}` })).toBeChecked();
  await expect(page.getByRole('switch', { name: `Present: ${third.name}` })).toBeChecked();
  await expect(page.getByText('Not yet synced', { exact: true })).toHaveCount(2);
  await expect(page.getByText('2 changes not yet synced')).toBeVisible();

  // Logging out now asks first; the trainer stays.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  const warning = page.getByRole('dialog', { name: 'Changes not yet synced' });
  await expect(warning).toContainText('2 presence changes have not reached the server yet.');
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await page.keyboard.press('Escape');

  // A reload with no connection: the list from the persisted cache, the queue from IndexedDB.
  await page.reload();
  await expect(page.getByText('Offline', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('switch', { name: `Present: ${third.name}` })).toBeChecked();
  await expect(page.getByText('Not yet synced', { exact: true })).toHaveCount(2);
  await expect(page.getByText('2 changes not yet synced')).toBeVisible();

  // Back online: the queue is replayed, each change once.
  const presenceRequests: string[] = [];
  page.on('requestfinished', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/presence')) presenceRequests.push(new URL(r.url()).pathname);
  });
  await context.unroute('**/api/**');
  await setDeviceOnline(context, true);
  await expect(page.getByText('Not yet synced', { exact: true })).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText('changes not yet synced')).toHaveCount(0);
  const after = await api.participants(full.id, token);
  for (const p of [first, second, third])
    expect(after.find((a) => a.registrationId === p.registrationId)?.presence).toBe(true);
  expect(after.find((a) => a.registrationId === waiting.registrationId)?.presence).toBe(false);
  expect(presenceRequests.sort()).toEqual(
    [second, third].map((p) => `/api/0.1/trainer/registration/${p.registrationId}/presence`).sort(),
  );
});

test('a trainer marks all present with no connection, undoes it, marks again: the server gets each end state once', async ({
  page,
  context,
  login,
  tenantUrl,
  request,
}) => {
  test.slow();
  const api = trainerApi(request, tenantUrl, tenant);
  const token = await api.login(demoUsers.trainer.username, demoUsers.trainer.password);
  // Not the class of the journey above (that one has a waiting list), nor the first open one the card journey uses.
  const training = await ownClass(api, token, (c) => c.waitingCount === 0 && c.bookedCount >= 3, 'last');
  const booked = (await api.participants(training.id, token)).filter((p) => p.status === 'booked' && !p.presence);
  const [kept, ...others] = booked;
  if (!kept || others.length < 2) throw new Error('the class needs three booked members not present');
  const presentSwitch = (name: string) => page.getByRole('switch', { name: `Present: ${name}` });

  await login(page, { tenant, ...demoUsers.trainer });
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.goto(tenantUrl(tenant, `/participants/${training.id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(training.name);

  // One is marked present by hand first: the undo must leave that one present.
  await presentSwitch(kept.name).click();
  await expect(page.getByRole('status').filter({ hasText: 'Presence changed' })).toBeVisible();

  await page.waitForTimeout(1500); // the persisted query cache is written at most once a second
  await context.route('**/api/**', (route) => route.abort('connectionrefused'));
  await setDeviceOnline(context, false);
  await page.getByRole('button', { name: 'Mark all present' }).click();
  for (const p of booked) await expect(presentSwitch(p.name)).toBeChecked();
  await expect(page.getByText(`${others.length} changes not yet synced`)).toBeVisible();

  await page.getByRole('button', { name: 'Undo marking all present' }).click();
  await expect(presentSwitch(kept.name)).toBeChecked();
  for (const p of others) await expect(presentSwitch(p.name)).not.toBeChecked();

  await page.getByRole('button', { name: 'Mark all present' }).click();
  for (const p of booked) await expect(presentSwitch(p.name)).toBeChecked();

  const presenceRequests: Array<{ path: string; body: unknown }> = [];
  page.on('requestfinished', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/presence'))
      presenceRequests.push({ path: new URL(r.url()).pathname, body: r.postDataJSON() });
  });
  await context.unroute('**/api/**');
  await setDeviceOnline(context, true);
  await expect(page.getByText('changes not yet synced')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Presence changed' })).toBeVisible();
  const after = await api.participants(training.id, token);
  for (const p of booked) expect(after.find((a) => a.registrationId === p.registrationId)?.presence).toBe(true);
  expect(presenceRequests.map((r) => r.path).sort()).toEqual(
    others.map((p) => `/api/0.1/trainer/registration/${p.registrationId}/presence`).sort(),
  );
  expect(presenceRequests.every((r) => JSON.stringify(r.body) === '{"presence":true}')).toBe(true);
});

test('a trainer registers a client by card code; the second time the client is already registered', async ({
  page,
  login,
  tenantUrl,
  request,
}) => {
  test.slow(); // the class dialog, the participant page and three registrations on a shared machine
  const api = trainerApi(request, tenantUrl, tenant);
  const [token, memberToken] = await Promise.all([
    api.login(demoUsers.trainer.username, demoUsers.trainer.password),
    api.login(demoUsers.member2.username, demoUsers.member2.password),
  ]);
  const [schedule, memberView, cardCode] = await Promise.all([
    api.schedule('user', token),
    api.schedule('user', memberToken),
    api.validCardCode(memberToken),
  ]);
  const target = schedule.find(
    (c) =>
      upcoming(c) &&
      c.bookedCount < c.maxPlaces - 1 &&
      c.trainingType !== 'personal' &&
      memberView.some((m) => m.id === c.id && m.myRegistration === null),
  );
  if (!target) throw new Error('no open class without member2');

  await login(page, { tenant, ...demoUsers.trainer });
  await openParticipants(page, tenantUrl(tenant, `/trainer-calendar?id=${target.id}&date=${clubDay(target)}`), target);
  const form = page.getByRole('form', { name: 'Register a client' });
  await form.getByRole('textbox', { name: 'Card code' }).fill(cardCode);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(/registered$/)).toBeVisible();
  const participants = await api.participants(target.id, token);
  const added = participants.find((p) => p.status === 'booked' && p.email.startsWith('member2@'));
  expect(added).toBeDefined();
  await expect(page.getByRole('heading', { name: `Booked (${target.bookedCount + 1})` })).toBeVisible();
  await expect(page.getByText(added?.email ?? '-')).toBeVisible();

  await form.getByRole('textbox', { name: 'Card code' }).fill(cardCode);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Already booked for this class')).toBeVisible();

  await form.getByRole('textbox', { name: 'Card code' }).fill('000000');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Card not found')).toBeVisible();
});

test('a member gets not found for the trainer screens and 403 from the trainer API', async ({
  page,
  login,
  tenantUrl,
  request,
}) => {
  const api = trainerApi(request, tenantUrl, tenant);
  const [memberToken, trainerToken] = await Promise.all([
    api.login(demoUsers.member.username, demoUsers.member.password),
    api.login(demoUsers.trainer.username, demoUsers.trainer.password),
  ]);
  const training = (await api.schedule('user', trainerToken)).find((c) => c.bookedCount > 0);
  if (!training) throw new Error('no class with participants');
  const registration = (await api.participants(training.id, trainerToken))[0];
  const cardCode = await api.validCardCode(memberToken);
  const headers = api.headers(memberToken);
  const answers = await Promise.all([
    request.get(`${api.base}/trainer/registration/class/${training.id}`, { headers }),
    request.put(`${api.base}/trainer/registration/${registration?.registrationId}/presence`, {
      headers,
      data: { presence: true },
    }),
    request.post(`${api.base}/trainer/registration/${training.id}`, { headers, data: { clientId: 1 } }),
    request.get(`${api.base}/trainer/card/${cardCode}`, { headers }),
  ]);
  expect(answers.map((a) => a.status())).toEqual([403, 403, 403, 403]);

  await login(page, { tenant, ...demoUsers.member });
  for (const path of [`/participants/${training.id}`, '/scanner']) {
    await page.goto(tenantUrl(tenant, path));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
});
