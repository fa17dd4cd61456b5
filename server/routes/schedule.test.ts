import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RoomsResponse,
  ScheduleResponse,
  Training,
  TrainingStylesResponse,
  UnitsResponse,
} from '../../src/api/contract/schedule.ts';
import { TrainingRegistrationsResponse } from '../../src/api/contract/registration.ts';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';

const week = 'from=2026-03-09T00:00:00.000Z&to=2026-03-16T00:00:00.000Z';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  // a private class: members see it, visitors do not
  await t.db.query('UPDATE trainings SET is_public = false WHERE id = $1', [t.fixture.main.trainings.full]);
}, 60_000);
afterAll(() => t?.close());

async function json<S extends v.GenericSchema>(res: Response, schema: S): Promise<v.InferOutput<S>> {
  expect(res.status).toBe(200);
  return v.parse(schema, await res.json());
}

describe('GET schedule', () => {
  it('shows visitors public classes only, without private comments or own places', async () => {
    const list = await json(await t.request('GET', `/public/schedule?${week}`), ScheduleResponse);
    const ids = list.map((k) => k.id);
    expect(ids).toContain(t.fixture.main.trainings.upcoming);
    expect(ids).not.toContain(t.fixture.main.trainings.full);
    expect(list.every((k) => k.privateComment === null && k.myRegistration === null)).toBe(true);
  });

  it("shows a member every class with counts and the member's own place", async () => {
    const list = await json(await t.request('GET', `/user/schedule?${week}`, { as: 'member' }), ScheduleResponse);
    const upcoming = list.find((k) => k.id === t.fixture.main.trainings.upcoming);
    expect(upcoming).toMatchObject({
      bookedCount: 1,
      waitingCount: 0,
      maxPlaces: 10,
      privateComment: null,
      myRegistration: {
        registrationId: t.fixture.main.registrations.memberUpcoming,
        status: 'booked',
        placeInWaitingList: null,
        cancelingAllowed: true,
      },
      club: { timeZone: 'Europe/Tallinn' },
    });
    expect(list.find((k) => k.id === t.fixture.main.trainings.full)).toMatchObject({
      bookedCount: 1,
      myRegistration: null,
    });
    // bookingOpensAt: 14 days before the start (Tallinn, no DST change in between)
    expect(Date.parse(upcoming!.startDateTime) - Date.parse(upcoming!.bookingOpensAt)).toBe(14 * 86_400_000);
  });

  it('shows staff the private comment and filters by room, club and text', async () => {
    const admin = await json(await t.request('GET', `/admin/schedule?${week}`, { as: 'admin' }), ScheduleResponse);
    expect(admin.every((k) => typeof k.privateComment === 'string')).toBe(true);
    const room = t.fixture.main.refs.roomIds[1];
    expect(
      await json(await t.request('GET', `/admin/schedule?${week}&room=${room}`, { as: 'admin' }), ScheduleResponse),
    ).toEqual([]);
    const evening = await json(
      await t.request('GET', `/user/schedule?${week}&filter=evening`, { as: 'member' }),
      ScheduleResponse,
    );
    expect(evening.map((k) => k.name)).toEqual(['Evening yoga']);
    const byType = await json(
      await t.request('GET', `/user/schedule?${week}&filter=group`, { as: 'member' }),
      ScheduleResponse,
    );
    expect(byType.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses ranges over 62 days, reversed ranges and bad parameters with 400', async () => {
    for (const q of [
      'from=2026-01-01T00:00:00.000Z&to=2026-03-16T00:00:00.000Z',
      'from=2026-03-16T00:00:00.000Z&to=2026-03-09T00:00:00.000Z',
      'from=yesterday&to=2026-03-09T00:00:00.000Z',
      `${week}&gym=abc`,
    ]) {
      const res = await t.request('GET', `/public/schedule?${q}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ errors: ['invalidInput'], code: 400 });
    }
  });

  it('gives one class by id, and 404 classNotFound for another tenant', async () => {
    const one = await json(
      await t.request('GET', `/user/schedule/${t.fixture.main.trainings.upcoming}`, { as: 'member' }),
      Training,
    );
    expect(one.name).toBe('Morning yoga');
    const res = await t.request('GET', `/admin/schedule/${t.fixture.other.trainings.upcoming}`, { as: 'admin' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ errors: ['classNotFound'], code: 404 });
  });
});

describe('GET /user/registration', () => {
  it("lists the member's classes in the range as registration records", async () => {
    const list = await json(
      await t.request('GET', `/user/registration?from=2026-03-01T00:00:00.000Z&to=2026-03-16T00:00:00.000Z`, {
        as: 'member',
      }),
      TrainingRegistrationsResponse,
    );
    expect(list.map((r) => r.id)).toEqual([
      t.fixture.main.trainings.past,
      t.fixture.main.trainings.personal,
      t.fixture.main.trainings.upcoming,
    ]);
    expect(list[2]).toMatchObject({
      trainingName: 'Morning yoga',
      trainingTypeName: 'group',
      status: 'booked',
      cancelingAllowed: true,
      placeInWaitingList: null,
    });
    expect(list[0]).toMatchObject({ cancelingAllowed: false });
  });

  it('says of an ended class whether the member came (attended or missed), from the presence mark', async () => {
    const range = 'from=2026-03-01T00:00:00.000Z&to=2026-03-16T00:00:00.000Z';
    const mine = await json(
      await t.request('GET', `/user/registration?${range}`, { as: 'member' }),
      TrainingRegistrationsResponse,
    );
    const byId = (list: typeof mine, id: number) => list.find((r) => r.id === id)?.attendance;
    expect(byId(mine, t.fixture.main.trainings.past)).toBe('attended');
    expect(byId(mine, t.fixture.main.trainings.upcoming)).toBeNull();
    const other = await json(
      await t.request('GET', `/user/registration?${range}`, { as: 'member2' }),
      TrainingRegistrationsResponse,
    );
    expect(byId(other, t.fixture.main.trainings.past)).toBe('missed');
  });
});

describe('rooms, groups, units and styles', () => {
  it('lists the tenant’s rooms, filters by name, and answers 404 for another tenant’s room styles', async () => {
    const rooms = await json(await t.request('GET', '/public/room'), RoomsResponse);
    expect(rooms.map((r) => r.id).sort()).toEqual([...t.fixture.main.refs.roomIds].sort());
    const studios = await json(await t.request('GET', '/admin/room?filter=studio', { as: 'admin' }), RoomsResponse);
    expect(studios.every((r) => /studio/i.test(r.name))).toBe(true);
    const units = await json(await t.request('GET', '/user/room/unit', { as: 'member' }), UnitsResponse);
    expect(units.length).toBe(t.fixture.main.refs.unitIds.length);
    const styles = await json(
      await t.request('GET', `/admin/room/${t.fixture.main.refs.roomIds[0]}/style`, { as: 'admin' }),
      TrainingStylesResponse,
    );
    expect(styles.length).toBeGreaterThan(0);
    const foreign = await t.request('GET', `/admin/room/${t.fixture.other.refs.roomIds[0]}/style`, { as: 'admin' });
    expect(foreign.status).toBe(404);
  });
});
