import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyStrikes, type StrikeSettings } from '../../src/api/contract/strikes.ts';
import { insertIds } from '../db/seed/insert-rows.ts';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';

/** Issue 37 point 3: the admin reads and changes a club's no-show and late-cancel rules; the booking follows them. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t?.close());

const HOUR = 3600_000;
const clubId = () => t.fixture.main.refs.clubIds[0]!;
const path = () => `/admin/club/${clubId()}/strikes`;
const rules: StrikeSettings = {
  enabled: true,
  noShowGraceMinutes: 45,
  lateCancelHours: 6,
  limit: 2,
  windowDays: 60,
  blockDays: 14,
  forgiveFirst: false,
};

async function save(body: unknown) {
  return t.request('PUT', path(), { as: 'admin', body });
}

describe('the strike rules of a club', () => {
  it('are read as the club has them (off in the fixture) and saved as the admin sets them', async () => {
    const before = await t.request('GET', path(), { as: 'admin' });
    expect(before.status).toBe(200);
    expect(await before.json()).toMatchObject({ enabled: false, limit: 3, windowDays: 90, blockDays: 30 });

    const res = await save(rules);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual(rules);
    expect(await (await t.request('GET', path(), { as: 'admin' })).json()).toEqual(rules);

    // members see the rules the admin set in their profile
    const mine = v.parse(MyStrikes, await (await t.request('GET', '/user/strikes', { as: 'member' })).json());
    expect(mine.find((c) => c.club.id === clubId())?.rules).toEqual({
      noShowGraceMinutes: 45,
      lateCancelHours: 6,
      limit: 2,
      windowDays: 60,
      blockDays: 14,
      forgiveFirst: false,
    });
  });

  it('decide the booking: on, a member with a block is refused; off, the same member books', async () => {
    await save(rules);
    const { refs } = t.fixture.main;
    const start = new Date(t.clock.now().getTime() + 30 * HOUR);
    const [id] = await insertIds(t.db, 'trainings', [
      {
        tenant: 'default',
        club_id: refs.clubIds[0],
        room_id: refs.roomIds[0],
        name: 'Blocked?',
        training_type: 'group',
        start_at: start,
        end_at: new Date(start.getTime() + HOUR),
        max_places: 5,
      },
    ]);
    await t.db.query('UPDATE member_strikes SET blocks_until = $2 WHERE id = $1', [
      t.fixture.main.strikes.member2Past,
      new Date(t.clock.now().getTime() + 7 * 24 * HOUR),
    ]);
    const refused = await t.request('POST', `/user/registration/${id}`, { as: 'member2' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ errors: ['bookingBlocked'] });

    expect((await save({ ...rules, enabled: false })).status).toBe(200);
    const booked = await t.request('POST', `/user/registration/${id}`, { as: 'member2' });
    expect(booked.status, await booked.clone().text()).toBe(201);
  });

  it('turned off, forget how far no-shows were looked for, so turning them on never counts the classes between', async () => {
    await save(rules);
    await t.db.query('UPDATE clubs SET no_shows_checked_until = $2 WHERE id = $1', [clubId(), t.clock.now()]);
    await save({ ...rules, enabled: false });
    const [row] = await t.db.query<{ until: Date | null }>(
      'SELECT no_shows_checked_until AS until FROM clubs WHERE id = $1',
      [clubId()],
    );
    expect(row!.until).toBeNull();
  });

  it('refuse values out of bounds, naming the field', async () => {
    for (const [body, field] of [
      [{ ...rules, limit: 0 }, 'limit.invalid'],
      [{ ...rules, limit: 2.5 }, 'limit.invalid'],
      [{ ...rules, windowDays: 0 }, 'windowDays.invalid'],
      [{ ...rules, blockDays: 400 }, 'blockDays.invalid'],
      [{ ...rules, noShowGraceMinutes: -5 }, 'noShowGraceMinutes.invalid'],
      [{ ...rules, lateCancelHours: 1000 }, 'lateCancelHours.invalid'],
      [{ ...rules, enabled: 'yes' }, 'enabled.invalid'],
      [{ ...rules, forgiveFirst: undefined }, 'forgiveFirst.fieldRequired'],
    ] as const) {
      const res = await save(body);
      expect([JSON.stringify(body), res.status, await res.json()]).toEqual([
        JSON.stringify(body),
        400,
        { errors: ['invalidInput', field], code: 400 },
      ]);
    }
  });

  it('belong to the club of this tenant: another tenant’s club is not found', async () => {
    const other = t.fixture.other.refs.clubIds[0]!;
    expect((await t.request('GET', `/admin/club/${other}/strikes`, { as: 'admin' })).status).toBe(404);
    expect((await t.request('PUT', `/admin/club/${other}/strikes`, { as: 'admin', body: rules })).status).toBe(404);
  });
});
