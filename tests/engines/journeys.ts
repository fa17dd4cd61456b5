import jsQR from 'jsqr';
import { expect } from 'vitest';
import type { Training } from '../../src/api/contract/schedule.ts';
import { decodeClaims } from '../../src/state/auth.ts';
import { bookableClasses, busyDays, clubDay, clubDayMonth, clubTime, escapeRegExp } from '../e2e/booking-api.ts';
import { demoUsers } from '../e2e/demo-users.ts';
import { e2eNow } from '../e2e/clock.ts';
import type { journeyApi } from './club-api.ts';
import type { EnginePage } from './engine-page.ts';
import type { JourneyServer } from './journey-server.ts';
import { crashText } from './finder.ts';

/*
 * The main journeys of the four users, written once for every engine (docs/testing.md#engines: Firefox ESR and
 * WebKitGTK beside the Chromium suite). Each opens a fresh browser on the default club, at a phone's
 * size, against the real server; any page error fails it.
 */

export type JourneyContext = {
  open: () => Promise<EnginePage>;
  server: JourneyServer;
  api: ReturnType<typeof journeyApi>;
};

export type Journey = { name: string; run: (context: JourneyContext) => Promise<void> };

type User = { username: string; password: string };

async function login(page: EnginePage, user: User): Promise<void> {
  await page.goto('/login');
  await page.fill({ role: 'textbox', name: /username|email/i }, user.username);
  await page.fill({ role: 'textbox', name: /password/i }, user.password);
  await page.click({ role: 'button', name: /^log in$/i });
  await page.waitFor({ role: 'navigation', name: /quick links/i });
  await loadsQuiet(page);
}

/**
 * Waits until the page has asked for nothing new for half a second (home's lazy parts and their texts): a page
 * left while its chunks load reports their aborted imports as errors, which this suite would take for the app's.
 */
async function loadsQuiet(page: EnginePage): Promise<void> {
  let seen = -1;
  for (let i = 0; i < 40; i++) {
    const count = await page.evaluate<number>(`() => performance.getEntriesByType('resource').length`);
    if (count === seen) return;
    seen = count;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Opens a page, runs the steps, and fails on any error the page reported; the page is closed in any case. */
async function withPage(context: JourneyContext, steps: (page: EnginePage) => Promise<void>): Promise<void> {
  const page = await context.open();
  try {
    await steps(page);
    expect(await page.pageErrors()).toEqual([]);
  } finally {
    await page.close();
  }
}

/** A class's button in the timetable: a chip of the week grid, or a card's Details button. */
const classButton = (training: Training) => {
  const name = escapeRegExp(training.name);
  const time = clubTime(training);
  return { role: 'button' as const, name: new RegExp(`^(Details: ${name}, ${time}$|${time}–\\d\\d:\\d\\d, ${name},)`) };
};

const upcoming = (c: Training) => !c.isCancelled && Date.parse(c.startDateTime) > e2eNow() + 60 * 60_000;

/** The pixels of the first entry code's canvas, read in the page (base64: a plain number array is slow to pass). */
const firstQrPixels = String.raw`() => {
  const canvas = Array.from(document.querySelectorAll('canvas[role=img]')).find((c) => /^QR code of entry code/.test(c.getAttribute('aria-label') || ''));
  if (!canvas) return null;
  const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  let binary = '';
  for (let i = 0; i < data.data.length; i += 0x8000) binary += String.fromCharCode(...data.data.subarray(i, i + 0x8000));
  return { width: data.width, height: data.height, base64: btoa(binary) };
}`;

async function decodeFirstQr(page: EnginePage): Promise<string | null> {
  const image = await page.evaluate<{ width: number; height: number; base64: string } | null>(firstQrPixels);
  if (!image) return null;
  return jsQR(new Uint8ClampedArray(Buffer.from(image.base64, 'base64')), image.width, image.height)?.data ?? null;
}

/** Watches a page that has drawn its heading for a while longer: its data arrives and renders without a crash. */
async function settles(page: EnginePage): Promise<void> {
  for (let i = 0; i < 15; i++) {
    const text = await page.evaluate<string>('() => document.body.innerText');
    if (crashText.test(text))
      throw new Error(`${page.engine}: ${await page.url()} crashed after it drew its heading: ${text.slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens each page, finds its heading, lets it settle: the further pages of a role, each without an error. */
async function visitsEach(page: EnginePage, pages: { path: string; heading: string | RegExp }[]): Promise<void> {
  for (const { path, heading } of pages) {
    await page.goto(path);
    await page.waitFor({ role: 'heading', name: heading });
    await settles(page);
    await loadsQuiet(page);
  }
}

export const journeys: Journey[] = [
  {
    name: 'a visitor sees the public timetable',
    run: (context) =>
      withPage(context, async (page) => {
        await page.goto('/public');
        await page.waitFor({ role: 'heading', name: 'Public timetable' });
        await page.waitFor({ role: 'button', name: /^Details: / });
      }),
  },
  {
    name: 'a member sees the week and a day, books a class, finds it in my workouts and cancels it',
    run: async (context) => {
      const { api } = context;
      const token = await api.login(demoUsers.member.username, demoUsers.member.password);
      const classes = await api.schedule('user', token);
      const target = bookableClasses(
        classes.filter((c) => c.bookedCount + 2 <= c.maxPlaces),
        await api.clubs(),
        busyDays(classes),
      )[0];
      if (!target) throw new Error('no class the member can book in the seed');
      const name = escapeRegExp(target.name);
      await withPage(context, async (page) => {
        await login(page, demoUsers.member);
        await page.goto(`/calendar?date=${clubDay(target)}`);
        await page.waitFor({ role: 'heading', name: 'Timetable' });
        await page.click({ role: 'button', name: 'Week' });
        await page.waitFor(classButton(target));
        await page.click({ role: 'button', name: 'Day' });
        await page.waitFor(classButton(target));
        await page.click(classButton(target));
        const dialog = { role: 'dialog' as const };
        await page.click({ role: 'button', name: new RegExp(`^Book a place: ${name}`), within: dialog });
        // the dialog's badge says where the member stands (not "Booked 3 of 12", the staff's count)
        await page.waitFor({ role: 'dialog', text: /\bBooked\b(?! \d)/ });
        await page.click({ role: 'button', name: 'Close', within: dialog });

        await page.goto('/workouts');
        await page.waitFor({ role: 'heading', name: 'My workouts' });
        // The member may hold the same class on other days (the seed books some): the day and time name it.
        const has = (pattern: string) => `(?=[\\s\\S]*${pattern})`;
        const mine = {
          role: 'article' as const,
          text: new RegExp(`^${has(name)}${has(clubDayMonth(target).source)}${has(clubTime(target))}`),
        };
        await page.waitFor({ ...mine, text: new RegExp(`${mine.text.source}${has('Booked')}`) });
        await page.click({ role: 'button', name: /^Cancel booking/, within: mine });
        await page.click({ role: 'button', name: 'Cancel booking', within: dialog });
        await page.waitForText(/Booking cancelled/);
      });
      const after = (await api.schedule('user', token)).find((c) => c.id === target.id);
      expect(after?.myRegistration).toBeNull();
    },
  },
  {
    name: 'a parent books a class for their child, who has no login of their own (issue 38)',
    run: async (context) => {
      const { api } = context;
      const parent = { username: 'parent', password: 'Parent1234' };
      const token = await api.login(parent.username, parent.password);
      const classes = await api.schedule('user', token);
      const target = bookableClasses(
        classes.filter((c) => c.bookedCount + 2 <= c.maxPlaces),
        await api.clubs(),
        busyDays(classes),
      )[0];
      if (!target) throw new Error('no class the parent can book in the seed');
      await withPage(context, async (page) => {
        await login(page, parent);
        await page.goto(`/calendar?date=${clubDay(target)}`);
        await page.waitFor({ role: 'heading', name: 'Timetable' });
        await page.click({ role: 'button', name: 'Day' });
        await page.click(classButton(target));
        const dialog = { role: 'dialog' as const };
        await page.waitFor({ role: 'heading', name: 'Book for your family', within: dialog });
        await page.click({ role: 'checkbox', name: /^Lenna/, within: dialog });
        await page.click({ role: 'button', name: 'Book for the chosen (1)', within: dialog });
        await page.waitForText(/Lenna: place booked/);
        await page.click({ role: 'button', name: /^Cancel the booking of Lenna/, within: dialog });
        await page.waitForText(/Booking cancelled: Lenna/);
      });
    },
  },
  {
    name: 'the entry code decodes, and a reload with the server stopped shows the codes and the connectivity status',
    run: (context) =>
      withPage(context, async (page) => {
        const token = await context.api.login(demoUsers.member.username, demoUsers.member.password);
        const codes = (await context.api.entryCodes(token)).map((card) => card.code);
        await login(page, demoUsers.member);
        await page.goto('/entry');
        await page.waitFor({ role: 'heading', name: 'Enter the gym' });
        await page.waitFor({ role: 'img', name: /^QR code of entry code/ });
        const decoded = await decodeFirstQr(page);
        expect(codes).toContain(decoded);
        await page.waitForText(new RegExp(`(^|\\s)${decoded}(\\s|$)`));

        // The service worker controls the next load, and the entry page has left its door snapshot.
        await page.evaluate('async () => { await navigator.serviceWorker.ready; }');
        for (let tries = 0; tries < 100; tries++) {
          if (
            await page.evaluate<boolean>(
              `async () => (await caches.match('/__door/entry', { cacheName: 'door-snapshot' })) !== undefined`,
            )
          )
            break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await new Promise((resolve) => setTimeout(resolve, 1500)); // the query cache reaches IndexedDB at most once a second

        page.allowErrors([
          /NetworkError|Failed to fetch|Load failed|Could not connect|ERR_CONNECTION_REFUSED|Failed to load resource|network connection was lost/i,
        ]);
        await context.server.stop();
        try {
          await page.reload();
          await page.waitFor({ role: 'heading', name: 'Enter the gym' });
          await page.waitForText(new RegExp(`(^|\\s)${decoded}(\\s|$)`));
          await page.waitFor({ role: 'status', text: /Server not reachable|Offline/ });
        } finally {
          await context.server.start();
        }
      }),
  },
  {
    name: 'a trainer marks presence',
    run: async (context) => {
      const { api } = context;
      const token = await api.login(demoUsers.trainer.username, demoUsers.trainer.password);
      const trainerId = decodeClaims(token)?.trainerId;
      const schedule = await api.schedule('user', token);
      const candidates = schedule.filter((c) => upcoming(c) && c.bookedCount >= 1);
      let chosen: { training: Training; participant: { registrationId: number; name: string } } | undefined;
      for (const training of [...candidates.filter((c) => c.trainer?.id === trainerId), ...candidates]) {
        const participant = (await api.participants(training.id, token)).find(
          (p) => p.status === 'booked' && !p.presence,
        );
        if (participant) {
          chosen = { training, participant };
          break;
        }
      }
      if (!chosen) throw new Error('no upcoming class with a booked member not yet present');
      const { training, participant } = chosen;
      await withPage(context, async (page) => {
        await login(page, demoUsers.trainer);
        await page.goto(`/trainer-calendar?id=${training.id}&date=${clubDay(training)}`);
        // The trainer's own class opens with its participants; the full list is a link away.
        const link = training.trainer?.id === trainerId ? 'Open the full list' : 'Participants';
        await page.click({ role: 'link', name: link, within: { role: 'dialog' } });
        await page.waitFor({ role: 'heading', name: training.name });
        await page.click({ role: 'switch', name: `Present: ${participant.name}` });
        await page.waitForText(/Presence changed/);
      });
      const after = (await api.participants(training.id, token)).find(
        (p) => p.registrationId === participant.registrationId,
      );
      expect(after?.presence).toBe(true);
    },
  },
  {
    name: "the admin's week shows its classes, and the class form opens",
    run: (context) =>
      withPage(context, async (page) => {
        const day = clubDay({
          startDateTime: new Date(e2eNow()).toISOString(),
          club: { timeZone: 'Europe/Tallinn' },
        } as Training);
        await login(page, demoUsers.admin);
        await page.goto(`/admin-calendar?date=${day}`);
        await page.waitFor({ role: 'heading', name: 'Admin timetable' });
        await page.click({ role: 'button', name: 'Week' });
        await page.waitFor({ role: 'button', name: /^Details: |Booked \d+ of \d+/ });
        expect(await page.count({ role: 'button', name: /^Details: |Booked \d+ of \d+/ })).toBeGreaterThan(3);
        await page.click({ role: 'link', name: 'New class' });
        await page.waitFor({ role: 'heading', name: 'New class' });
        await page.waitFor({ role: 'textbox', name: /^Name/ });
        const values = await page.evaluate<string[]>(
          `() => Array.from(document.querySelectorAll('input[type=date], input[type=time]')).map((input) => input.type + '=' + input.value)`,
        );
        expect(values.find((v) => v.startsWith('date='))).toMatch(/^date=\d{4}-\d{2}-\d{2}$/);
      }),
  },
  {
    name: 'the further pages of a visitor, a member, a trainer and an admin open without an error',
    run: async (context) => {
      await withPage(context, (page) =>
        visitsEach(page, [
          { path: '/public/vouchers', heading: 'Voucher' },
          { path: '/tickets', heading: 'Ticket' },
        ]),
      );
      await withPage(context, async (page) => {
        await login(page, demoUsers.member);
        await visitsEach(page, [
          { path: '/contracts', heading: 'Contracts' },
          { path: '/invoices', heading: 'Invoices' },
          { path: '/vouchers', heading: 'Vouchers' },
          { path: '/statistics', heading: 'Statistics' },
          { path: '/profile', heading: 'Profile' },
        ]);
      });
      await withPage(context, async (page) => {
        await login(page, demoUsers.trainer);
        await visitsEach(page, [
          { path: '/personal-trainings', heading: 'Personal trainings' },
          { path: '/statistics', heading: /statistics/i },
        ]);
        // No camera in these browsers: the scanner says why in plain words and offers the typed code.
        await page.goto('/scanner');
        await page.waitFor({ role: 'heading', name: 'Card scanner' });
        await page.click({ role: 'button', name: 'Start scanning' });
        await page.waitForText(/Type the card code below/);
        await settles(page);
      });
      await withPage(context, async (page) => {
        await login(page, demoUsers.admin);
        await visitsEach(page, [{ path: '/admin-outbox', heading: 'Sent notices' }]);
      });
    },
  },
];
