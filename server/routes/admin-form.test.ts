import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxResponse, SaveTrainingResponse } from '../../src/api/contract/admin.ts';
import { Training } from '../../src/api/contract/schedule.ts';
import type { FixtureSide } from '../test-support/fixture.ts';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t?.close());

/** A free slot in the fixture (its classes are on 11–13 March, 08:00Z) in room 3, no trainer. */
const form = (side: FixtureSide, over: Record<string, unknown> = {}) => ({
  name: 'Stretching',
  roomId: t.fixture[side].refs.roomIds[2],
  trainingType: 'group',
  startDateTime: '2026-03-20T16:00:00.000Z',
  endDateTime: '2026-03-20T17:00:00.000Z',
  maxPlaces: 10,
  isPublic: true,
  waitingListAllowed: true,
  ...over,
});

const errorsOf = async (res: Response) => ((await res.json()) as { errors: string[] }).errors;

describe('the class form on the server', () => {
  it('answers every bad input with 400 and a key for each bad field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name.nameRequired'],
      [{ name: '   ' }, 'name.nameRequired'],
      [{ name: 'A' }, 'name.minLength'],
      [{ name: 'x'.repeat(101) }, 'name.maxLength'],
      [{ name: undefined }, 'name.fieldRequired'],
      [{ namePrefix: 'x'.repeat(51) }, 'namePrefix.maxLength'],
      [{ roomId: undefined }, 'roomId.fieldRequired'],
      [{ roomId: 0 }, 'roomId.invalid'],
      [{ trainingType: 'dance' }, 'trainingType.fieldRequired'],
      [{ startDateTime: 'tomorrow' }, 'startDateTime.fieldRequired'],
      [{ endDateTime: '2026-03-20T15:00:00.000Z' }, 'endDateTime.endBeforeStart'],
      [{ endDateTime: '2026-03-20T16:00:00.000Z' }, 'endDateTime.endBeforeStart'],
      [{ endDateTime: '2026-03-22T16:00:00.000Z' }, 'endDateTime.classTooLong'],
      [{ maxPlaces: -1 }, 'maxPlaces.minValue'],
      [{ maxPlaces: 10_001 }, 'maxPlaces.maxValue'],
      [{ maxPlaces: 2.5 }, 'maxPlaces.invalid'],
      [{ maxPlaces: undefined }, 'maxPlaces.fieldRequired'],
      [{ isPublic: 'yes' }, 'isPublic.invalid'],
      [{ publicComment: 'x'.repeat(1001) }, 'publicComment.maxLength'],
      [{ privateComment: 'x'.repeat(1001) }, 'privateComment.maxLength'],
    ];
    for (const [over, key] of cases) {
      const res = await t.request('POST', '/admin/schedule', { as: 'admin', body: form('main', over) });
      expect([key, res.status]).toEqual([key, 400]);
      expect(await errorsOf(res)).toEqual(['invalidInput', key]);
    }
    const many = await t.request('POST', '/admin/schedule', {
      as: 'admin',
      body: form('main', { name: '', maxPlaces: -3, endDateTime: '2026-03-20T15:00:00.000Z' }),
    });
    expect(await errorsOf(many)).toEqual([
      'invalidInput',
      'name.nameRequired',
      'maxPlaces.minValue',
      'endDateTime.endBeforeStart',
    ]);
  });

  it('refuses fewer places than already booked', async () => {
    const { upcoming } = t.fixture.main.trainings;
    const training = v.parse(
      Training,
      await (await t.request('GET', `/admin/schedule/${upcoming}`, { as: 'admin' })).json(),
    );
    const edit = {
      trainingId: upcoming,
      name: training.name,
      roomId: training.room.id,
      trainerId: training.trainer?.id,
      trainingType: training.trainingType,
      startDateTime: training.startDateTime,
      endDateTime: training.endDateTime,
      isPublic: true,
      waitingListAllowed: true,
    };
    expect(training.bookedCount).toBe(1);
    const res = await t.request('PUT', '/admin/schedule', { as: 'admin', body: { ...edit, maxPlaces: 0 } });
    expect([res.status, await errorsOf(res)]).toEqual([400, ['placesBelowBooked']]);
    expect((await t.request('PUT', '/admin/schedule', { as: 'admin', body: { ...edit, maxPlaces: 1 } })).status).toBe(
      200,
    );
  });

  it('creates, edits, cancels and deletes in each tenant without touching the other', async () => {
    for (const side of ['main', 'other'] as const) {
      const other = side === 'main' ? 'other' : 'main';
      const created = await t.request('POST', '/admin/schedule', {
        as: 'admin',
        tenant: side,
        body: form(side, { name: `Stretching ${side}` }),
      });
      expect(created.status).toBe(201);
      const { training } = v.parse(SaveTrainingResponse, await created.json());
      // the other tenant neither sees nor reaches it
      expect((await t.request('GET', `/admin/schedule/${training.id}`, { as: 'admin', tenant: other })).status).toBe(
        404,
      );
      const foreignEdit = await t.request('PUT', '/admin/schedule', {
        as: 'admin',
        tenant: other,
        body: form(other, { trainingId: training.id }),
      });
      expect(foreignEdit.status).toBe(404);
      expect(
        (await t.request('POST', `/admin/schedule/cancel/${training.id}`, { as: 'admin', tenant: other, body: {} }))
          .status,
      ).toBe(404);
      expect((await t.request('DELETE', `/admin/schedule/${training.id}`, { as: 'admin', tenant: other })).status).toBe(
        404,
      );

      await t.request('POST', `/user/registration/${training.id}`, { as: 'member', tenant: side });
      // the member reads Latvian (their calendar feed's language): the club's SMS come in it
      const feed = await t.request('PUT', '/user/calendar-feed', {
        as: 'member',
        tenant: side,
        headers: { 'Accept-Language': 'lv' },
      });
      expect(feed.status).toBe(200);
      const edited = await t.request('PUT', '/admin/schedule', {
        as: 'admin',
        tenant: side,
        body: form(side, {
          trainingId: training.id,
          name: 'Long stretching',
          endDateTime: '2026-03-20T17:30:00.000Z',
          notify: true,
        }),
      });
      expect(v.parse(SaveTrainingResponse, await edited.json())).toMatchObject({
        messagesSent: 1,
        training: { name: 'Long stretching', bookedCount: 1 },
      });

      const cancelled = await t.request('POST', `/admin/schedule/cancel/${training.id}`, {
        as: 'admin',
        tenant: side,
        body: { notify: true },
      });
      expect(await cancelled.json()).toEqual({ messagesSent: 1 });
      // members see it cancelled and cannot book it
      const booking = await t.request('POST', `/user/registration/${training.id}`, { as: 'member2', tenant: side });
      expect(booking.status).toBe(409);
      const outbox = v.parse(
        OutboxResponse,
        await (await t.request('GET', `/admin/outbox?trainingId=${training.id}`, { as: 'admin', tenant: side })).json(),
      );
      expect(outbox.map((o) => [o.kind, o.recipient, o.trainingId])).toEqual([
        ['cancelled', expect.stringMatching(/\S+ \S+/), training.id],
        ['changed', expect.stringMatching(/\S+ \S+/), training.id],
      ]);
      expect(outbox[0]!.text).toMatch(/: nodarbība Long stretching, \d\d\.\d\d \d\d:\d\d, ir atcelta\.$/);
      expect(outbox[1]!.text).toMatch(/: nodarbība Long stretching ir mainīta, tagad \d\d\.\d\d \d\d:\d\d\.$/);
      expect(outbox[0]!.createdAt).toBe(t.clock.now().toISOString());
      expect(
        await (
          await t.request('GET', `/admin/outbox?trainingId=${training.id}`, { as: 'admin', tenant: other })
        ).json(),
      ).toEqual([]);

      expect(
        await (await t.request('DELETE', `/admin/schedule/${training.id}`, { as: 'admin', tenant: side })).json(),
      ).toEqual({ messagesSent: 0 });
      expect((await t.request('GET', `/admin/schedule/${training.id}`, { as: 'admin', tenant: side })).status).toBe(
        404,
      );
    }
  });

  it('lets exactly one of 20 parallel saves of the same room and time win', async () => {
    const body = form('main', {
      name: 'Race',
      startDateTime: '2026-03-21T10:00:00.000Z',
      endDateTime: '2026-03-21T11:00:00.000Z',
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.request('POST', '/admin/schedule', { as: 'admin', body })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    const [row] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM trainings WHERE tenant = 'default' AND name = 'Race'",
    );
    expect(row!.n).toBe(1);
  });

  it('tells booked and waiting clients and the trainer when a class is cancelled', async () => {
    const { full } = t.fixture.main.trainings;
    // member2 holds the one place; member joins the waiting list
    expect((await t.request('POST', `/user/registration/${full}`, { as: 'member' })).status).toBe(201);
    const cancel = await t.request('POST', `/admin/schedule/cancel/${full}`, { as: 'admin', body: { notify: true } });
    expect(await cancel.json()).toEqual({ messagesSent: 3 });
    const outbox = v.parse(
      OutboxResponse,
      await (await t.request('GET', `/admin/outbox?trainingId=${full}`, { as: 'admin' })).json(),
    );
    const [member, member2] = await Promise.all(
      [t.fixture.main.users.member, t.fixture.main.users.member2].map(async (id) => {
        const [row] = await t.db.query<{ name: string }>(
          "SELECT first_name || ' ' || last_name AS name FROM users WHERE id = $1",
          [id],
        );
        return row!.name;
      }),
    );
    const cancelled = outbox.filter((o) => o.kind === 'cancelled').map((o) => o.recipient);
    expect(cancelled).toHaveLength(3);
    expect(cancelled).toEqual(expect.arrayContaining([member, member2]));
  });

  it('keeps the outbox for admins only', async () => {
    expect((await t.request('GET', '/admin/outbox', { as: 'member' })).status).toBe(403);
    expect((await t.request('GET', '/admin/outbox', { as: 'trainer' })).status).toBe(403);
  });
});
