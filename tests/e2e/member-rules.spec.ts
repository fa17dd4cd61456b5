import { SaveTrainingResponse } from '../../src/api/contract/admin.ts';
import type { Training } from '../../src/api/contract/schedule.ts';
import { e2eNow } from './clock.ts';
import { expect, test, demoUsers } from './fixtures.ts';
import { busyDays, clubApi, clubDay, escapeRegExp } from './booking-api.ts';

/* Issue 13: a member sees the club's rules before tapping: limits, the cancel deadline, the account's status. */

const tenant = 'sparta';

/** Two classes of one type on one club day, both bookable now, on a day the member has nothing booked. */
function sameTypePair(classes: readonly Training[]): [Training, Training] | undefined {
  const busy = busyDays(classes);
  const open = classes.filter(
    (c) =>
      c.bookability?.action === 'book' &&
      !busy.has(clubDay(c)) &&
      Date.parse(c.bookability.cancelUntil ?? '') > e2eNow() + 3_600_000,
  );
  for (const a of open) {
    const b = open.find(
      (c) => c.id !== a.id && c.club.id === a.club.id && c.trainingType === a.trainingType && clubDay(c) === clubDay(a),
    );
    if (b) return [a, b];
  }
  return undefined;
}

test('a limit is shown before the tap, and cancelling offers "Keep booking"', async ({
  page,
  login,
  tenantUrl,
  request,
}) => {
  const api = clubApi(request, tenantUrl, tenant);
  const token = await api.login(demoUsers.member.username, demoUsers.member.password);
  const pair = sameTypePair(await api.schedule('user', token, 7));
  expect(pair, 'two classes of one type on a free day').toBeDefined();
  if (!pair) return;
  const [first, second] = pair;
  await login(page, { tenant, ...demoUsers.member });

  // Book the first through the app: the dialog says until when it can be cancelled.
  await page.goto(tenantUrl(tenant, `/calendar?date=${clubDay(first)}&id=${first.id}`));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^Can cancel until /)).toBeVisible();
  await dialog.getByRole('button', { name: new RegExp(`^Book a place: ${escapeRegExp(first.name)}`) }).click();
  await expect(dialog.getByText('Booked', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/^Can cancel until /)).toBeVisible();
  // the pressed button is gone, yet focus stays in the dialog: Escape still closes it
  await expect(dialog.getByRole('button', { name: /^Cancel booking/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.goto(tenantUrl(tenant, `/calendar?date=${clubDay(first)}&id=${first.id}`));

  // Cancelling asks, and "Keep booking" keeps it.
  await dialog.getByRole('button', { name: /^Cancel booking/ }).click();
  const ask = page.getByRole('dialog', { name: 'Cancel your booking?' });
  await expect(ask.getByRole('button', { name: 'Cancel booking', exact: true })).toBeVisible();
  await ask.getByRole('button', { name: 'Keep booking', exact: true }).click();
  await expect(ask).toBeHidden();

  // The second class of the same type that day: the action is disabled and says why, before any tap.
  await page.goto(tenantUrl(tenant, `/calendar?date=${clubDay(second)}&id=${second.id}`));
  const refused = page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`^Book a place: ${escapeRegExp(second.name)}`) });
  await expect(refused).toBeDisabled();
  await expect(refused).toHaveAccessibleDescription(
    /^(You already have a class of this type on this day|You have as many bookings on this day as the club allows)$/,
  );

  await api.cancel(first.id, token);
});

test('booking after the cancel deadline asks first', async ({ page, login, tenantUrl, request }) => {
  const api = clubApi(request, tenantUrl, tenant);
  const admin = await api.login(demoUsers.admin.username, demoUsers.admin.password);
  const member = await api.login(demoUsers.member.username, demoUsers.member.password);
  // A class starting in 70 minutes: inside every club's cancel deadline, in the first room free then.
  const rooms = [...new Set((await api.schedule('admin', admin, 7)).map((c) => c.room.id))];
  const start = new Date(Math.ceil((e2eNow() + 70 * 60_000) / 60_000) * 60_000);
  let training: Training | undefined;
  for (const roomId of rooms) {
    const form = {
      name: 'Late-night stretch',
      roomId,
      trainingType: 'other',
      startDateTime: start.toISOString(),
      endDateTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
      maxPlaces: 5,
      isPublic: true,
      waitingListAllowed: false,
    };
    training = await api.post('/admin/schedule', admin, form, SaveTrainingResponse).then(
      (saved) => saved.training,
      () => undefined, // the room is taken then: try the next
    );
    if (training) break;
  }
  expect(training, 'a room free in 70 minutes').toBeDefined();
  if (!training) return;

  await login(page, { tenant, ...demoUsers.member });
  await page.goto(tenantUrl(tenant, `/calendar?date=${clubDay(training)}&id=${training.id}`));
  const dialog = page.getByRole('dialog', { name: /Late-night stretch/ });
  await expect(dialog.getByText(/^Cancelling was possible until /)).toBeVisible();
  const book = dialog.getByRole('button', { name: /^Book a place: Late-night stretch/ });

  await book.click();
  const confirm = page.getByRole('dialog', { name: 'Book without the option to cancel?' });
  await confirm.getByRole('button', { name: "Don't book" }).click();
  await expect(confirm).toBeHidden();
  // Focus is back on the button, so the class dialog is no longer hidden from screen readers (DialogHost).
  await expect(book).toBeFocused();
  await expect(dialog.getByText('Booked', { exact: true })).toHaveCount(0);

  await book.click();
  await confirm.getByRole('button', { name: 'Book anyway' }).click();
  await expect(page.getByText('Place booked: Late-night stretch')).toBeVisible();
  await page.goto(tenantUrl(tenant, `/calendar?date=${clubDay(training)}&id=${training.id}`));
  await expect(dialog.getByText('Booked', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Cancel booking/ })).toHaveCount(0);
  const after = (await api.schedule('user', member, 1)).find((c) => c.id === training.id);
  expect(after?.bookability).toMatchObject({ action: 'none', reason: 'cancelDeadlinePassed' });
});

test('a blocked member sees what the status means on home, entry and the timetable, and cannot book', async ({
  page,
  login,
  tenantUrl,
  request,
}) => {
  const api = clubApi(request, tenantUrl, tenant);
  const token = await api.login(demoUsers.blocked.username, demoUsers.blocked.password);
  const open = (await api.schedule('user', token, 7)).find(
    (c) => c.bookability?.reason === 'accountNotActive' && Date.parse(c.bookingOpensAt) <= e2eNow(),
  );
  expect(open, 'a class open for booking').toBeDefined();
  if (!open) return;
  await login(page, { tenant, ...demoUsers.blocked });

  const banner = page.getByRole('region', { name: 'Account status: Blocked' });
  await expect(banner).toContainText('Your account has been blocked by the club.');
  await expect(banner).toContainText('Please contact the club');

  await page.goto(tenantUrl(tenant, '/entry'));
  await expect(banner).toContainText('Your entry codes do not open the door.');
  await expect(page.getByText('Not valid: your account status does not allow entry').first()).toBeVisible();

  await page.goto(tenantUrl(tenant, `/calendar?date=${clubDay(open)}`));
  await expect(banner).toContainText('You cannot book classes.');
  await page.goto(tenantUrl(tenant, `/calendar?date=${clubDay(open)}&id=${open.id}`));
  const book = page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`^Book a place: ${escapeRegExp(open.name)}`) });
  await expect(book).toBeDisabled();
  await expect(book).toHaveAccessibleDescription('Your account does not allow booking. Please contact the club.');
});
