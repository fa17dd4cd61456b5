import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntryCode } from '../../src/api/contract/card.ts';
import type { Contract } from '../../src/api/contract/contract.ts';
import type { Invoice } from '../../src/api/contract/invoice.ts';
import type { Page } from '../../src/api/contract/paging.ts';
import type { TrainingRegistration } from '../../src/api/contract/registration.ts';
import type { Room, Training } from '../../src/api/contract/schedule.ts';
import type { PublicSettings } from '../../src/api/contract/settings.ts';
import type { PersonalTrainingPage } from '../../src/api/contract/statistics.ts';
import type { Ticket } from '../../src/api/contract/ticket.ts';
import type { Voucher, VoucherClaimResponse } from '../../src/api/contract/voucher.ts';
import { getTenant } from '../../tenants/registry.ts';
import { fixtureTenants, type FixtureSide } from '../test-support/fixture.ts';
import { makeTestApp, unthrottled, type DemoUser, type TestApp } from '../test-support/make-test-app.ts';

/* Issue 13 point 7: what a club calls its cards, packages, articles, vouchers and tickets comes in the request's language. */

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ throttle: unthrottled });
}, 60_000);
afterAll(() => t.close());

const get = async <T>(
  path: string,
  language: string | null,
  tenant: FixtureSide = 'main',
): Promise<{ body: T; vary: string }> => {
  const res = await t.request('GET', path, {
    as: 'member',
    tenant,
    headers: language ? { 'Accept-Language': language } : {},
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return { body: (await res.json()) as T, vary: res.headers.get('vary') ?? '' };
};

describe.each<FixtureSide>(['main', 'other'])('server labels in the request language (%s tenant)', (tenant) => {
  it('contract package names and validity', async () => {
    const names = async (language: string | null) =>
      (await get<Page<Contract>>('/user/contract', language, tenant)).body.items.map((c) => [
        c.packageName,
        c.validity,
      ]);
    expect(await names('en')).toContainEqual(['Unlimited monthly', 'Until further notice']);
    expect(await names('et')).toContainEqual(['Piiramatu kuupilet', 'Tähtajatu']);
    expect(await names('lv')).toContainEqual(['Neierobežots mēneša abonements', 'Beztermiņa']);
    expect(await names('lv')).toContainEqual(['Baseins, 10 apmeklējumi', '90 dienas']);
    // no header: the host's language (localhost: en)
    expect(await names(null)).toContainEqual(['Unlimited monthly', 'Until further notice']);
  });

  it('entry card names, and the answer varies by language', async () => {
    const { body, vary } = await get<EntryCode[]>('/user/card', 'et', tenant);
    // the member's two cards and their child's (issue 38), each named in the request's language
    expect(body.map((c) => c.name).sort()).toEqual(['Klubikaart', 'Klubikaart', 'Vana klubikaart']);
    expect(vary.toLowerCase()).toContain('accept-language');
    expect((await get<EntryCode[]>('/user/card', 'lv-LV,lv;q=0.9', tenant)).body.map((c) => c.name).sort()).toEqual([
      'Kluba karte',
      'Kluba karte',
      'Vecā kluba karte',
    ]);
  });

  it('invoice articles and voucher names', async () => {
    const invoices = (await get<Page<Invoice>>('/user/invoice?from=2025-01-01&to=2027-12-31', 'et', tenant)).body.items;
    expect(new Set(invoices.flatMap((i) => i.lines.map((l) => l.article)))).toEqual(
      new Set(['Kuu liikmetasu', 'Rätiku rent']),
    );
    const vouchers = (await get<Page<Voucher>>('/user/card/voucher', 'lv', tenant)).body.items;
    expect(vouchers.map((v) => v.name)).toContain('Atved draugu');
  });
});

describe('public look-ups in the request language', () => {
  it('a public voucher, its claim and a ticket', async () => {
    const voucher = await t.request('GET', '/public/voucher?id=PUB-2001', { headers: { 'Accept-Language': 'et' } });
    expect(((await voucher.json()) as Voucher).name).toBe('Tasuta proovitund');
    const claim = await t.request('POST', '/public/voucher', {
      headers: { 'Accept-Language': 'lv' },
      body: { id: 'PUB-2001', name: 'Visitor', email: 'labels@example.com' },
    });
    expect(claim.status, await claim.clone().text()).toBe(201);
    expect(((await claim.json()) as VoucherClaimResponse).voucher.name).toBe('Bezmaksas izmēģinājuma nodarbība');
    const ticket = await t.request('GET', '/public/ticket?id=T-3001', { headers: { 'Accept-Language': 'et' } });
    expect(((await ticket.json()) as Ticket).name).toBe('Päevapilet');
  });
});

/* The timetable's names: classes and prefixes, styles, rooms, units, clubs (fixture week: 9–16 March 2026). */
const week = '?from=2026-03-09T00:00:00.000Z&to=2026-03-16T00:00:00.000Z';

const call = (path: string, language: string, as: DemoUser | null, tenant: FixtureSide, etag?: string) =>
  t.request('GET', path, {
    tenant,
    ...(as ? { as } : {}),
    headers: { 'Accept-Language': language, ...(etag ? { 'If-None-Match': etag } : {}) },
  });

/** What the fixture's upcoming class (club 1, Studio 1, Yoga, Group training) is called in each language. */
const upcomingIn = (tenant: FixtureSide) => {
  const brand = getTenant(fixtureTenants[tenant]).brandName;
  return {
    en: { name: 'Morning yoga', club: `${brand} City`, room: 'Studio 1', style: 'Yoga', unit: 'Group training' },
    et: { name: 'Hommikujooga', club: `${brand} Kesklinn`, room: 'Stuudio 1', style: 'Jooga', unit: 'Rühmatreening' },
    lv: { name: 'Rīta joga', club: `${brand} Centrs`, room: 'Studija 1', style: 'Joga', unit: 'Grupu nodarbība' },
  };
};
const namesOf = (k: Training) => ({
  name: k.name,
  club: k.club.name,
  room: k.room.name,
  style: k.style?.name,
  unit: k.unit?.name,
});

describe.each<FixtureSide>(['main', 'other'])('timetable names in the request language (%s tenant)', (tenant) => {
  const languages = ['en', 'et', 'lv'] as const;

  it('the same week names its classes in et, lv and en, each with its own ETag and 304', async () => {
    const upcoming = t.fixture[tenant].trainings.upcoming;
    for (const [path, as] of [
      ['/public/schedule', null],
      ['/user/schedule', 'member'],
    ] as const) {
      const etags = new Map<string, string>();
      for (const language of languages) {
        const res = await call(`${path}${week}`, language, as, tenant);
        expect(res.status).toBe(200);
        expect(res.headers.get('vary')?.toLowerCase()).toContain('accept-language');
        const training = ((await res.json()) as Training[]).find((k) => k.id === upcoming);
        expect([path, language, training && namesOf(training)]).toEqual([path, language, upcomingIn(tenant)[language]]);
        etags.set(language, res.headers.get('etag') ?? '');
      }
      expect(new Set(etags.values()).size).toBe(3);
      for (const language of languages) {
        // each language revalidates its own copy, and a copy of another language gets that language's week
        expect((await call(`${path}${week}`, language, as, tenant, etags.get(language))).status).toBe(304);
        const other = languages.find((l) => l !== language)!;
        const res = await call(`${path}${week}`, language, as, tenant, etags.get(other));
        expect(res.status).toBe(200);
        expect(((await res.json()) as Training[]).find((k) => k.id === upcoming)?.name).toBe(
          upcomingIn(tenant)[language].name,
        );
      }
    }
  });

  it('one class, the member’s workouts, the trainer’s personal trainings and the filters’ rooms and clubs', async () => {
    const { upcoming } = t.fixture[tenant].trainings;
    const one = (await (await call(`/user/schedule/${upcoming}`, 'lv', 'member', tenant)).json()) as Training;
    expect(namesOf(one)).toEqual(upcomingIn(tenant).lv);
    const workouts = (await (
      await call(`/user/registration${week}`, 'et', 'member', tenant)
    ).json()) as TrainingRegistration[];
    const workout = workouts.find((w) => w.id === upcoming);
    expect(workout && [workout.trainingName, workout.clubName, workout.roomName]).toEqual([
      'Hommikujooga',
      upcomingIn(tenant).et.club,
      'Stuudio 1',
    ]);
    const personal = (await (
      await call('/trainer/statistics/personal-trainings/list?from=2026-03-01&to=2026-03-31', 'lv', 'trainer', tenant)
    ).json()) as PersonalTrainingPage;
    expect(personal.items.map((p) => [p.name, p.clubName, p.roomName])).toContainEqual([
      'Individuālais treniņš',
      upcomingIn(tenant).lv.club,
      'Studija 1',
    ]);
    const rooms = (await (await call('/public/room', 'et', null, tenant)).json()) as Room[];
    expect(rooms.map((r) => r.name)).toContain('Bassein');
    const settings = (await (await call('/public/settings', 'lv', null, tenant)).json()) as PublicSettings;
    expect(settings.clubs.map((club) => club.name)).toContain(upcomingIn(tenant).lv.club);
  });

  it("admin answers name things in the admin's language, with the stored texts beside them for the form", async () => {
    const { upcoming } = t.fixture[tenant].trainings;
    const adminWeek = (await (await call(`/admin/schedule${week}`, 'et', 'admin', tenant)).json()) as Training[];
    const shown = adminWeek.find((k) => k.id === upcoming)!;
    expect(namesOf(shown)).toEqual(upcomingIn(tenant).et);
    expect(shown.stored?.name).toBe('Morning yoga');
    const one = (await (await call(`/admin/schedule/${upcoming}`, 'lv', 'admin', tenant)).json()) as Training;
    expect(namesOf(one)).toEqual(upcomingIn(tenant).lv);
    expect(one.stored?.name).toBe('Morning yoga');
    expect(((await (await call('/admin/room', 'et', 'admin', tenant)).json()) as Room[]).map((r) => r.name)).toContain(
      'Bassein',
    );
    // members never get the stored texts
    const memberWeek = (await (await call(`/user/schedule${week}`, 'et', 'member', tenant)).json()) as Training[];
    expect(memberWeek.find((k) => k.id === upcoming)?.stored).toBeUndefined();
    const stored = { ...shown, name: shown.stored!.name };

    // the admin form saves what the admin page showed: the stored name stays, members still read theirs
    const save = await t.request('PUT', '/admin/schedule', {
      as: 'admin',
      tenant,
      headers: { 'Accept-Language': 'et' },
      body: {
        trainingId: upcoming,
        name: stored.name,
        roomId: stored.room.id,
        trainingType: stored.trainingType,
        startDateTime: stored.startDateTime,
        endDateTime: stored.endDateTime,
        maxPlaces: stored.maxPlaces + 1,
        isPublic: stored.isPublic,
        waitingListAllowed: stored.waitingListAllowed,
      },
    });
    expect(save.status, await save.clone().text()).toBe(200);
    const after = ((await (await call(`/admin/schedule${week}`, 'et', 'admin', tenant)).json()) as Training[]).find(
      (k) => k.id === upcoming,
    );
    expect([after?.stored?.name, after?.name, after?.maxPlaces]).toEqual([
      'Morning yoga',
      'Hommikujooga',
      stored.maxPlaces + 1,
    ]);
    const member = ((await (await call(`/user/schedule${week}`, 'et', 'member', tenant)).json()) as Training[]).find(
      (k) => k.id === upcoming,
    );
    expect([member?.name, member?.maxPlaces]).toEqual(['Hommikujooga', stored.maxPlaces + 1]);
  });
});

describe('kept translations', () => {
  it('are read once per tenant and language, and afresh after a write of the tenant', async () => {
    const yoga = async () => {
      const classes = (await (await call(`/public/schedule${week}`, 'et', null, 'main')).json()) as Training[];
      return classes.find((k) => k.id === t.fixture.main.trainings.upcoming)?.name;
    };
    expect(await yoga()).toBe('Hommikujooga');
    // written past the app (as seeding does): the kept copy still answers
    await t.db.query(
      `UPDATE label_translations SET translation = 'Hommikune jooga' WHERE tenant = 'default' AND label = 'Morning yoga' AND language = 'et'`,
    );
    expect(await yoga()).toBe('Hommikujooga');
    // any write request of the tenant forgets its kept answers and translations
    const seen = await t.request('POST', '/user/notice/seen', { as: 'member', body: { ids: [999_999] } });
    expect(seen.status).toBe(204);
    expect(await yoga()).toBe('Hommikune jooga');
    await t.db.query(
      `UPDATE label_translations SET translation = 'Hommikujooga' WHERE tenant = 'default' AND label = 'Morning yoga' AND language = 'et'`,
    );
  });
});
