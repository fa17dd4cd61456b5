import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { bookableClasses, busyDays, clubApi } from './booking-api.ts';
import { measureDesignRules } from './design-measure.ts';
import { setDeviceOnline } from './device-network.ts';
import { demoUsers, expect, test } from './fixtures.ts';

/*
 * Issue 37 point 5: a member makes their calendar address in the profile, copies it, opens the webcal: link's
 * target, renews it, and a calendar app (here the test's own request, parsed with ical.js) reads the feed: the
 * class they booked is in it, and the renewed-away address answers 404. The default club lives on plain
 * localhost, so the address the app shows is one Node can fetch as is.
 */
const tenant = 'default';

/** What the app keeps on the device (its query cache in IndexedDB), as text. */
function keptData(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('club-booking');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('query-cache').objectStore('query-cache').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => resolve(JSON.stringify(all.result));
        };
      }),
  );
}

test('a member adds the calendar feed, copies and renews its address, and the feed parses', async ({
  page,
  context,
  request,
  login,
  tenantUrl,
  isMobile,
}) => {
  const api = clubApi(request, tenantUrl, tenant);
  const token = await api.login(demoUsers.member.username, demoUsers.member.password);
  const trainings = await api.schedule('user', token);
  const [booked] = bookableClasses(trainings, await api.clubs(), busyDays(trainings));
  if (!booked) throw new Error('no bookable class in the demo data');
  // a retry against the same server starts as the first try did: no address yet
  await api.remove('/user/calendar-feed', token);
  await api.book(booked.id, token);
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: tenantUrl(tenant, '/').slice(0, -1),
    });
    await login(page, { tenant, ...demoUsers.member });
    await page.goto(tenantUrl(tenant, '/profile'));
    const card = page.getByRole('region', { name: 'Add to my calendar' });
    await card.getByRole('button', { name: 'Make my calendar address' }).click();

    const address = card.getByLabel('Your private calendar address');
    await expect(address).toHaveText(/^http:\/\/localhost:\d+\/api\/0\.1\/public\/calendar\/[\w-]{43}\.ics$/);
    const url = (await address.textContent()) ?? '';
    await expect(card.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      url.replace(/^http:/, 'webcal:'),
    );
    await card.getByRole('button', { name: 'Copy the address' }).click();
    await expect(card.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expect(card.getByText('No calendar has read it yet.')).toBeVisible();

    // the steps open per app; on a phone the card with them open keeps the design rules (12 px text, 44 px targets)
    await card.getByText('Apple Calendar (iPhone, iPad, Mac)').click();
    await expect(card.getByText(/New Calendar Subscription/)).toBeVisible();
    if (isMobile) {
      for (const app of ['Google Calendar', 'Outlook']) await card.getByText(app, { exact: true }).click();
      expect(await measureDesignRules(page)).toEqual([]);
    }

    const feed = await request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const event = calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
      .find((e) => e.uid.startsWith(`class-${booked.id}.`));
    expect(event?.summary).toContain(booked.name);
    expect(event?.startDate.toJSDate().toISOString()).toBe(new Date(booked.startDateTime).toISOString());

    // renewing asks first, then shows a new address; the old one no longer opens the feed
    await card.getByRole('button', { name: 'Renew the address' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Renew the address' }).click();
    await expect(address).not.toHaveText(url);
    const renewed = (await address.textContent()) ?? '';
    expect(renewed).toMatch(/\/public\/calendar\/[\w-]{43}\.ics$/);
    expect((await request.get(url)).status()).toBe(404);
    expect((await request.get(renewed)).status()).toBe(200);

    // the address stays on this device after a reload (once the app has kept its data), and the app shows that a
    // calendar read it
    await expect.poll(() => keptData(page)).toContain(renewed);
    await page.reload();
    await expect(address).toHaveText(renewed);
    await expect(card.getByText(/A calendar last read it on/)).toBeVisible();

    // offline the card says why its buttons wait
    await setDeviceOnline(context, false);
    await expect(card.getByText('Making, renewing or turning off the address needs a connection.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Renew the address' })).toBeDisabled();
    await setDeviceOnline(context, true);
  } finally {
    // a failed step leaves no booking behind for the next run
    await api.cancel(booked.id, token);
  }
});
