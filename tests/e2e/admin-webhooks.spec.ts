import { WebhookEndpoints } from '../../src/api/contract/webhooks.ts';
import { startWebhookReceiver } from '../../server/test-support/local-webhook-receiver.ts';
import { seriousViolations } from './admin-api.ts';
import { clubApi } from './booking-api.ts';
import { demoUsers, expect, test } from './fixtures.ts';

/*
 * Issue 39: the admin adds a webhook endpoint on its screen, copies the secret shown once, sees a member's booking
 * delivered (signed: a receiver on loopback verifies it with the standardwebhooks library), makes a new secret and
 * deletes the endpoint. The e2e server runs with NODE_ENV=test, which lets it send to loopback.
 */

const tenant = 'kuressaare'; // invoices.spec.ts only reads its member's invoices

test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

test('an admin adds a webhook endpoint and sees its deliveries', async ({ page, login, tenantUrl, request }) => {
  test.slow(); // an axe scan, a delivery and four changes on a shared machine
  const receiver = await startWebhookReceiver();
  const club = clubApi(request, tenantUrl, tenant);
  const adminToken = await club.login(demoUsers.admin.username, demoUsers.admin.password);
  const memberToken = await club.login(demoUsers.member.username, demoUsers.member.password);
  let booked: number | null = null;
  try {
    await login(page, { tenant, ...demoUsers.admin });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: /^Admin/ }).click();
    await menu.getByRole('link', { name: 'Webhooks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

    // An address inside the server's network is refused at its field.
    const address = page.getByRole('textbox', { name: 'Address' });
    await address.fill('https://169.254.169.254/latest/meta-data');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveAccessibleDescription(/inside a private network/);

    // Only bookings, to the receiver; the secret is shown once.
    await address.fill(`${receiver.origin}/club`);
    const events = page.getByRole('group', { name: 'Events' });
    for (const name of [/^A class/, /Presence/, /account status/])
      for (const box of await events.getByRole('checkbox', { name }).all()) await box.uncheck();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secretCard = page.getByRole('region', { name: 'The signing secret' });
    const secret = (await secretCard.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    receiver.expect('/club', secret);
    expect(await seriousViolations(page)).toEqual([]);
    await secretCard.getByRole('button', { name: 'Done' }).click();
    await expect(secretCard).toHaveCount(0);
    const card = page.getByRole('listitem').filter({ hasText: `${receiver.origin}/club` });
    await expect(card.getByText('On', { exact: true })).toBeVisible();
    await expect(card.getByRole('list', { name: 'Events' }).getByRole('listitem')).toHaveCount(3);

    // The member books a class: the message arrives signed, and the screen lists it as delivered.
    const classes = await club.schedule('user', memberToken, 7);
    for (const training of classes.filter((c) => c.myRegistration === null && c.bookability?.action === 'book')) {
      try {
        await club.book(training.id, memberToken);
        booked = training.id;
        break;
      } catch {
        // a rule of this member refuses it: the next
      }
    }
    expect(booked, 'a class the member can book').not.toBeNull();
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(receiver.received.map((r) => [r.verified, (r.payload as { type: string }).type])).toEqual([
      [true, 'booking.created'],
    ]);
    await card.getByRole('button', { name: 'Deliveries' }).click();
    const deliveries = card.getByRole('list', { name: 'Deliveries' });
    await expect(deliveries.getByText('Delivered')).toBeVisible();
    await expect(deliveries.getByText('Answer: HTTP 204')).toBeVisible();

    // A new secret: confirmed, then shown once.
    await card.getByRole('button', { name: 'New secret' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Make a new secret' }).click();
    const renewed = (await secretCard.getByTestId('webhook-secret').textContent()) ?? '';
    expect(renewed).toMatch(/^whsec_/);
    expect(renewed).not.toBe(secret);
    await secretCard.getByRole('button', { name: 'Done' }).click();

    // Deleted, after a confirmation with verbs.
    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete endpoint' }).click();
    await expect(card).toHaveCount(0);
    expect(await club.get('/admin/webhooks', adminToken, WebhookEndpoints)).toEqual([]);
  } finally {
    if (booked !== null) await club.cancel(booked, memberToken).catch(() => undefined);
    for (const endpoint of await club.get('/admin/webhooks', adminToken, WebhookEndpoints).catch(() => []))
      await club.remove(`/admin/webhooks/${endpoint.id}`, adminToken);
    await receiver.close();
  }
});
