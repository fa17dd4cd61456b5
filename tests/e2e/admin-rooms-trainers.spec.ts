import {
  AdminRoomsResponse,
  AdminTrainersResponse,
  FutureClassesResponse,
} from '../../src/api/contract/admin-resources.ts';
import { adminApi, seriousViolations } from './admin-api.ts';
import { clubApi } from './booking-api.ts';
import { demoUsers, expect, test } from './fixtures.ts';

/* The swimming hall's admin keeps the club's rooms and trainers (issue #26). */

const tenant = 'golden-viimsi'; // no other spec writes to it (admin-series.spec.ts has swimminghall)

// the refused login (an unknown user) is a 400 the browser logs
test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

test.describe('at a desk', () => {
  test.skip(({ isMobile }) => isMobile, 'the phone project checks the screens fit a phone');

  test('an admin adds a room and a trainer, and cannot deactivate a room that still has classes', async ({
    page,
    login,
    tenantUrl,
    request,
  }) => {
    test.slow(); // axe scans of two screens and their dialogs on a shared machine
    const api = adminApi(request, tenantUrl, tenant);
    const token = await clubApi(request, tenantUrl, tenant).login(demoUsers.admin.username, demoUsers.admin.password);
    // a room the seeded timetable still uses in the days ahead
    const { rooms } = await api.get('/admin/rooms', token, AdminRoomsResponse);
    let busy = { name: '', classes: [] as { name: string }[] };
    for (const room of rooms) {
      const classes = await api.get(`/admin/rooms/${room.id}/future-classes`, token, FutureClassesResponse);
      if (classes.length > 0) {
        busy = { name: room.name, classes };
        break;
      }
    }
    expect(busy.name, 'a room with classes ahead').not.toBe('');

    // From the menu to the rooms.
    await login(page, { tenant, ...demoUsers.admin });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: /^Calendar/ }).click();
    await menu.getByRole('link', { name: 'Rooms' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Rooms' });
    await expect(table.getByRole('row')).toHaveCount(rooms.length + 1);
    expect(await seriousViolations(page)).toEqual([]);

    // A new room: a missing name is named at its field, and nothing typed is lost.
    await page.getByRole('button', { name: 'Add room' }).click();
    const dialog = page.getByRole('dialog', { name: 'New room' });
    await dialog.getByRole('combobox', { name: 'Club' }).selectOption({ index: 1 });
    await dialog.getByRole('spinbutton', { name: 'Places' }).fill('8');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByRole('spinbutton', { name: 'Places' })).toHaveValue('8');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Lane 7');
    await dialog.getByRole('textbox', { name: 'Name in Estonian' }).fill('Rada 7');
    await dialog.getByRole('checkbox').first().check();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Room Lane 7 saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    const added = table.getByRole('row').filter({ hasText: 'Lane 7' });
    await expect(added).toContainText('8');
    await expect(added).toContainText('Active');

    // A busy room cannot be deactivated: the dialog names its classes and offers no way to go on.
    await table
      .getByRole('button', { name: `Deactivate ${busy.name}` })
      .first()
      .click();
    const refusal = page.getByRole('dialog', { name: `Deactivate room ${busy.name}?` });
    await expect(refusal.getByText(/The room cannot be deactivated/)).toBeVisible();
    await expect(refusal.getByRole('listitem')).toHaveCount(busy.classes.length);
    await expect(refusal.getByRole('listitem').first()).toContainText(busy.classes[0]!.name);
    await expect(refusal.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await refusal.getByRole('button', { name: 'Close' }).click();

    // The new room has none: it is deactivated, and offered again after activation.
    await added.getByRole('button', { name: 'Deactivate Lane 7' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate room Lane 7?' });
    await expect(confirm.getByText(/No class ahead uses this room/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(added).toContainText('Inactive');
    await added.getByRole('button', { name: 'Activate Lane 7' }).click();
    await expect(added).toContainText('Active');

    // The trainers: a new one with a login.
    await page.getByRole('button', { name: 'Open menu' }).click();
    // closing the menu folded its groups
    await menu.getByRole('button', { name: /^Calendar/ }).click();
    await menu.getByRole('link', { name: 'Trainers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trainers' })).toBeVisible();
    await page.getByRole('button', { name: 'Add trainer' }).click();
    const trainerDialog = page.getByRole('dialog', { name: 'New trainer' });
    await trainerDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Kaja Kivi');
    await trainerDialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill('kaja@');
    await trainerDialog.getByRole('textbox', { name: /^Login/ }).fill('no-such-user');
    await trainerDialog.getByRole('button', { name: 'Save' }).click();
    await expect(trainerDialog.getByText('Entered email not valid')).toBeVisible();
    await trainerDialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill('kaja@example.com');
    await trainerDialog.getByRole('button', { name: 'Save' }).click();
    await expect(trainerDialog.getByText('No user has this username or e-mail address')).toBeVisible();
    await trainerDialog.getByRole('textbox', { name: /^Login/ }).fill('member3');
    await trainerDialog.getByRole('checkbox', { name: 'Can manage registrations' }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await trainerDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Trainer Kaja Kivi saved')).toBeVisible();
    const trainer = page.getByRole('table', { name: 'Trainers' }).getByRole('row').filter({ hasText: 'Kaja Kivi' });
    await expect(trainer).toContainText('member3');
    await expect(trainer).toContainText('kaja@example.com');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("an admin hands a trainer's classes to a new trainer and deactivates them", async ({
    page,
    login,
    tenantUrl,
    request,
  }) => {
    const api = adminApi(request, tenantUrl, tenant);
    const token = await clubApi(request, tenantUrl, tenant).login(demoUsers.admin.username, demoUsers.admin.password);
    // a trainer with classes ahead whose login is not the admin's own
    const { trainers } = await api.get('/admin/trainers', token, AdminTrainersResponse);
    let leaving = { name: '', count: 0 };
    for (const trainer of trainers.filter((t) => t.active && t.login?.username !== demoUsers.admin.username)) {
      const classes = await api.get(`/admin/trainers/${trainer.id}/future-classes`, token, FutureClassesResponse);
      if (classes.length > 0) {
        leaving = { name: trainer.name, count: classes.length };
        break;
      }
    }
    expect(leaving.name, 'a trainer with classes ahead').not.toBe('');

    await login(page, { tenant, ...demoUsers.admin });
    await page.goto(tenantUrl(tenant, '/admin-trainers'));
    const table = page.getByRole('table', { name: 'Trainers' });
    // a new trainer, free at every time
    await page.getByRole('button', { name: 'Add trainer' }).click();
    const form = page.getByRole('dialog', { name: 'New trainer' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Relief Rein');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Trainer Relief Rein saved')).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Relief Rein' })).toContainText('Active');

    const row = table.getByRole('row').filter({ hasText: leaving.name });
    await row.getByRole('button', { name: `Deactivate ${leaving.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Deactivate trainer ${leaving.name}?` });
    await expect(dialog.getByRole('list', { name: 'Classes ahead' }).getByRole('listitem')).toHaveCount(leaving.count);
    await expect(dialog.getByRole('button', { name: 'Hand over and deactivate' })).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'Hand the classes over to' }).selectOption({ label: 'Relief Rein' });
    await expect(dialog.getByRole('button', { name: 'Hand over and deactivate' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Hand over and deactivate' }).click();
    await expect(page.getByText(/classes handed over to Relief Rein; \d+ notices? sent/)).toBeVisible();
    await expect(row).toContainText('Inactive');
    expect(
      await api.get(
        `/admin/trainers/${trainers.find((t) => t.name === leaving.name)?.id}/future-classes`,
        token,
        FutureClassesResponse,
      ),
    ).toEqual([]);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the rooms and trainers screens and their dialogs pass axe in ${mode} mode`, async ({
      page,
      login,
      tenantUrl,
    }) => {
      test.slow(); // full-page axe scans on a shared machine
      await page.addInitScript((m) => localStorage.setItem('colormode', JSON.stringify(m)), mode);
      await login(page, { tenant, ...demoUsers.admin });
      await page.goto(tenantUrl(tenant, '/admin-rooms'));
      await expect(page.getByRole('table', { name: 'Rooms' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Add room' }).click();
      await page.getByRole('dialog', { name: 'New room' }).getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(tenantUrl(tenant, '/admin-trainers'));
      const trainers = page.getByRole('table', { name: 'Trainers' });
      await expect(trainers).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Add trainer' }).click();
      const form = page.getByRole('dialog', { name: 'New trainer' });
      await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('not-an-address');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Entered email not valid')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Close' }).click();
      await expect(form).toBeHidden();
      // the seeded trainers share the timetable: the first one's hand-over to another shows whom it clashes with
      await trainers
        .getByRole('button', { name: /^Deactivate / })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: /^Deactivate trainer/ });
      await expect(dialog.getByText(/Looking for classes ahead/)).toBeHidden();
      const handOver = dialog.getByRole('combobox', { name: 'Hand the classes over to' });
      if (await handOver.isVisible()) {
        await handOver.selectOption({ index: 1 });
        await expect(dialog.getByText(/Checking availability/)).toBeHidden();
      }
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test('on a phone the rooms list scrolls sideways and the room dialog fits', async ({
  page,
  login,
  tenantUrl,
  isMobile,
}) => {
  test.skip(!isMobile, 'the desk journey covers the wide screen');
  await login(page, { tenant, ...demoUsers.admin });
  await page.goto(tenantUrl(tenant, '/admin-rooms'));
  await expect(page.getByRole('table', { name: 'Rooms' })).toBeVisible();
  // nothing but the table's own scroller is wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Add room' }).click();
  const dialog = page.getByRole('dialog', { name: 'New room' });
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeInViewport();
  await dialog.getByRole('button', { name: 'Save' }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeInViewport();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
