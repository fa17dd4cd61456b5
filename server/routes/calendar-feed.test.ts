import ICAL from 'ical.js';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarFeedAddress, CalendarFeedState } from '../../src/api/contract/calendar-feed.ts';
import { makeTestApp, unthrottled, type DemoUser, type TestApp } from '../test-support/make-test-app.ts';
import type { FixtureSide } from '../test-support/fixture.ts';

/** Issue 37 point 5: the member's calendar feed, read by a real iCalendar parser as a calendar app would. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ throttle: unthrottled });
}, 60_000);
afterAll(() => t?.close());

type FeedEvent = { uid: string; summary: string; status: string; sequence: number; start: string; location: string };

async function turnOn(as: DemoUser = 'member', tenant: FixtureSide = 'main', language = 'en') {
  const res = await t.request('PUT', '/user/calendar-feed', { as, tenant, headers: { 'Accept-Language': language } });
  expect(res.status).toBe(200);
  return v.parse(CalendarFeedAddress, await res.json());
}

/** The feed at its address, without any login, as the club's host would receive it. */
const fetchFeed = (url: string, tenant: FixtureSide = 'main', headers: Record<string, string> = {}) =>
  t.request('GET', new URL(url).pathname, { tenant, headers });

async function events(url: string): Promise<FeedEvent[]> {
  const res = await fetchFeed(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      status: String(vevent.getFirstPropertyValue('status')),
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
      location: event.location,
    };
  });
}

const uidOf = (trainingId: number) => expect.stringMatching(new RegExp(`^class-${trainingId}\\.member-\\d+@`));
const eventOf = (list: FeedEvent[], trainingId: number) =>
  list.find((e) => new RegExp(`^class-${trainingId}\\.member-\\d+@`).test(e.uid));

describe('the calendar feed', () => {
  it('holds the booked and waiting classes, follows a cancelled class and a cancelled booking', async () => {
    const { upcoming, full, past } = t.fixture.main.trainings;
    const address = await turnOn();
    expect(address.webcalUrl).toBe(address.url.replace(/^https?:/, 'webcal:'));
    // member waits for the full class
    expect((await t.request('POST', `/user/registration/${full}`, { as: 'member' })).status).toBe(201);

    const first = await events(address.url);
    expect(eventOf(first, upcoming)).toMatchObject({ summary: 'Morning yoga', status: 'CONFIRMED' });
    expect(eventOf(first, upcoming)?.location).toContain(', ');
    expect(eventOf(first, full)).toMatchObject({ summary: 'Evening yoga (waiting list)', status: 'TENTATIVE' });
    // a week ago is within the past window
    expect(eventOf(first, past)).toMatchObject({ uid: uidOf(past), status: 'CONFIRMED' });

    // the admin cancels the booked class: it stays, cancelled, under the same UID with a higher SEQUENCE
    expect((await t.request('POST', `/admin/schedule/cancel/${upcoming}`, { as: 'admin' })).status).toBe(200);
    const afterCancel = await events(address.url);
    expect(eventOf(afterCancel, upcoming)).toMatchObject({ summary: 'Cancelled: Morning yoga', status: 'CANCELLED' });
    expect(eventOf(afterCancel, upcoming)!.sequence).toBeGreaterThan(eventOf(first, upcoming)!.sequence);

    // the member leaves the waiting list: the class is gone from the feed
    expect((await t.request('DELETE', `/user/registration/${full}`, { as: 'member' })).status).toBe(200);
    expect(eventOf(await events(address.url), full)).toBeUndefined();
  });

  it('shows a moved class at its new time with a higher SEQUENCE', async () => {
    const address = await turnOn('member2');
    const { full } = t.fixture.main.trainings;
    const before = eventOf(await events(address.url), full)!;
    const moved = new Date(new Date(before.start).getTime() + 3600_000);
    await t.db.query('UPDATE trainings SET start_at = $2, end_at = $3 WHERE id = $1', [
      full,
      moved,
      new Date(moved.getTime() + 3600_000),
    ]);
    const after = eventOf(await events(address.url), full)!;
    expect(after.start).toBe(moved.toISOString());
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.uid).toBe(before.uid);
  });

  it("writes the texts in the member's language", async () => {
    const { full } = t.fixture.main.trainings;
    const address = await turnOn('member', 'main', 'et');
    expect((await t.request('POST', `/user/registration/${full}`, { as: 'member' })).status).toBe(201);
    expect(eventOf(await events(address.url), full)?.summary).toMatch(/\(ootejärjekorras\)$/);
    // the member switches the app to Latvian: the same address now speaks Latvian
    const switched = await t.request('PUT', '/user/calendar-feed/language', { as: 'member', body: { language: 'lv' } });
    expect(switched.status).toBe(204);
    expect(eventOf(await events(address.url), full)?.summary).toMatch(/\(gaidīšanas sarakstā\)$/);
    const state = await t.request('GET', '/user/calendar-feed', { as: 'member' });
    expect(v.parse(CalendarFeedState, await state.json()).language).toBe('lv');
    expect((await t.request('DELETE', `/user/registration/${full}`, { as: 'member' })).status).toBe(200);
  });

  it("holds the guardian's dependants' classes, each naming the child, under the child's own UID", async () => {
    const { trainings, family } = t.fixture.main;
    const address = await turnOn('member', 'main', 'en');
    const english = await t.request('PUT', '/user/calendar-feed/language', { as: 'member', body: { language: 'en' } });
    expect(english.status).toBe(204);
    const booked = await t.request('POST', `/user/registration/${trainings.full}/family`, {
      as: 'member',
      body: { memberIds: [family.memberChild] },
    });
    expect(booked.status).toBe(201);
    const childEvent = (await events(address.url)).find((e) =>
      e.uid.startsWith(`class-${trainings.full}.member-${family.memberChild}@`),
    );
    expect(childEvent).toMatchObject({ summary: 'For Mia: Evening yoga (waiting list)', status: 'TENTATIVE' });
    // another guardian's feed does not hold Mia's class
    const theirs = await turnOn('member2');
    expect((await events(theirs.url)).some((e) => e.uid.includes(`.member-${family.memberChild}@`))).toBe(false);
    // the child's place gone, the event is gone
    const cancelled = await t.request('DELETE', `/user/registration/${trainings.full}/family/${family.memberChild}`, {
      as: 'member',
    });
    expect(cancelled.status).toBe(200);
    expect((await events(address.url)).some((e) => e.uid.includes(`.member-${family.memberChild}@`))).toBe(false);
  });

  it('renewing makes the old address 404, turning it off the new one too; only a hash is stored', async () => {
    const old = await turnOn();
    const renewed = await turnOn();
    expect(renewed.url).not.toBe(old.url);
    const oldRes = await fetchFeed(old.url);
    expect(oldRes.status).toBe(404);
    expect(await oldRes.json()).toEqual({ errors: ['itemNotFound'], code: 404 });
    expect((await fetchFeed(renewed.url)).status).toBe(200);

    const token = new URL(renewed.url).pathname
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM calendar_feeds');
    expect(stored.some((row) => row.token_hash.includes(token))).toBe(false);

    const state = v.parse(
      CalendarFeedState,
      await (await t.request('GET', '/user/calendar-feed', { as: 'member' })).json(),
    );
    expect(state).toMatchObject({ active: true, lastFetchedAt: expect.any(String) });

    expect((await t.request('DELETE', '/user/calendar-feed', { as: 'member' })).status).toBe(204);
    expect((await fetchFeed(renewed.url)).status).toBe(404);
    const off = v.parse(
      CalendarFeedState,
      await (await t.request('GET', '/user/calendar-feed', { as: 'member' })).json(),
    );
    expect(off).toEqual({ active: false, language: null, createdAt: null, lastFetchedAt: null });
  });

  it("does not open on another club's host, and answers an unknown token as a renewed one", async () => {
    const address = await turnOn();
    const other = await fetchFeed(address.url, 'other');
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ errors: ['itemNotFound'], code: 404 });
    // the other club's member's own feed holds only the other club's classes
    const theirs = await turnOn('member', 'other');
    expect((await fetchFeed(theirs.url, 'main')).status).toBe(404);
    const res = await fetchFeed(theirs.url, 'other');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`class-${t.fixture.other.trainings.upcoming}.member-`);
    // malformed addresses are bad input, never a server error
    for (const bad of ['short.ics', `${'A'.repeat(43)}.ical`, `${'A'.repeat(42)}!.ics`]) {
      const answer = await t.request('GET', `/public/calendar/${encodeURIComponent(bad)}`);
      expect([bad, answer.status]).toEqual([bad, 400]);
    }
  });

  it('may be kept a few minutes at most, and answers 304 to its own ETag', async () => {
    const address = await turnOn();
    const res = await fetchFeed(address.url);
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect((await fetchFeed(address.url, 'main', { 'If-None-Match': etag! })).status).toBe(304);
    // a change gives a new ETag
    expect(
      (await t.request('POST', `/user/registration/${t.fixture.main.trainings.full}`, { as: 'member' })).status,
    ).toBe(201);
    const changed = await fetchFeed(address.url, 'main', { 'If-None-Match': etag! });
    expect(changed.status).toBe(200);
  });
});

describe('the calendar feed throttle', () => {
  it('slows down a flood of unknown addresses from one address', async () => {
    const limited = await makeTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 102; i++) {
        const res = await limited.request('GET', `/public/calendar/${'B'.repeat(43)}.ics`, { address: '203.0.113.9' });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 100).every((s) => s === 404)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
