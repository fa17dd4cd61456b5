import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MessagesSentResponse,
  OutboxResponse,
  SaveTrainingResponse,
  ScheduleRefusal,
} from '../../src/api/contract/admin.ts';
import { Training } from '../../src/api/contract/schedule.ts';
import { fromWallClock, toWallClock } from '../../src/common/wall-clock.ts';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';

let t: TestApp;
let tz: string;
beforeAll(async () => {
  t = await makeTestApp();
  const [club] = await t.db.query<{ time_zone: string }>(
    'SELECT c.time_zone FROM rooms r JOIN clubs c ON c.id = r.club_id WHERE r.id = $1',
    [t.fixture.main.refs.roomIds[1]],
  );
  tz = club!.time_zone;
}, 60_000);
afterAll(() => t?.close());

const at = (date: string, time: string) => fromWallClock(date, time, tz)!.toISOString();
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// the seeded timetable runs 07:00–21:00 local: series sit later in the evening
const form = (date: string, start: string, end: string, over: Record<string, unknown> = {}) => ({
  name: 'Late yoga',
  roomId: t.fixture.main.refs.roomIds[1],
  trainerId: t.fixture.main.refs.trainerIds[2],
  trainingType: 'group',
  startDateTime: at(date, start),
  endDateTime: at(date, end),
  maxPlaces: 8,
  isPublic: true,
  waitingListAllowed: true,
  ...over,
});

/** A weekly series as the class form makes it: the first class, then each week joining its series. */
async function makeSeries(
  firstDate: string,
  start: string,
  end: string,
  weeks: number,
  over: Record<string, unknown> = {},
): Promise<number[]> {
  const ids: number[] = [];
  for (let week = 0; week < weeks; week += 1) {
    const body = form(addDays(firstDate, 7 * week), start, end, { ...over, ...(week > 0 ? { repeatOf: ids[0] } : {}) });
    const res = await t.request('POST', '/admin/schedule', { as: 'admin', body });
    expect(res.status).toBe(201);
    ids.push(v.parse(SaveTrainingResponse, await res.json()).training.id);
  }
  return ids;
}

const adminClass = async (id: number) =>
  v.parse(Training, await (await t.request('GET', `/admin/schedule/${id}`, { as: 'admin' })).json());
const wall = (training: Training) => toWallClock(training.startDateTime, tz);

async function book(trainingId: number, user: 'member' | 'member2') {
  await t.db.query(
    "INSERT INTO registrations (tenant, training_id, user_id, status) SELECT tenant, $1, $2, 'booked' FROM trainings WHERE id = $1",
    [trainingId, t.fixture.main.users[user]],
  );
}

async function outboxOf(ids: number[]) {
  const rows = v.parse(OutboxResponse, await (await t.request('GET', '/admin/outbox', { as: 'admin' })).json());
  return rows.filter((r) => r.trainingId !== null && ids.includes(r.trainingId));
}

describe('weekly series', () => {
  it('a weekly repeat makes a series: staff see "week 3 of 4", members see no series', async () => {
    const ids = await makeSeries('2026-03-16', '21:30', '22:15', 4);
    expect((await adminClass(ids[2]!)).series).toMatchObject({ week: 3, weeks: 4 });
    expect((await adminClass(ids[0]!)).series).toMatchObject({ week: 1, weeks: 4 });
    const seen = v.parse(Training, await (await t.request('GET', `/user/schedule/${ids[2]}`, { as: 'member' })).json());
    expect(seen.series).toBeNull();
    // a class made on its own belongs to none
    const single = await t.request('POST', '/admin/schedule', {
      as: 'admin',
      body: form('2026-03-17', '21:30', '22:00'),
    });
    expect(v.parse(SaveTrainingResponse, await single.json()).training.series).toBeNull();
  });

  it('moves this and the following classes by the same wall-clock change across summer time, one notice per member', async () => {
    // Mondays 16.03–06.04: summer time begins on 29.03 in between
    const own = { roomId: t.fixture.main.refs.roomIds[2], trainerId: t.fixture.main.refs.trainerIds[3] };
    const ids = await makeSeries('2026-03-16', '22:30', '23:15', 4, own);
    for (const id of ids.slice(1)) await book(id, 'member');
    await book(ids[2]!, 'member2');
    const res = await t.request('PUT', '/admin/schedule', {
      as: 'admin',
      body: form('2026-03-23', '22:00', '23:00', {
        ...own,
        trainingId: ids[1],
        name: 'Later yoga',
        scope: 'following',
        notify: true,
      }),
    });
    expect(res.status).toBe(200);
    const saved = v.parse(SaveTrainingResponse, await res.json());
    expect(saved.changedCount).toBe(3);
    const after = await Promise.all(ids.map(adminClass));
    expect(after.map((k) => [wall(k).date, wall(k).time, toWallClock(k.endDateTime, tz).time, k.name])).toEqual([
      ['2026-03-16', '22:30', '23:15', 'Late yoga'],
      ['2026-03-23', '22:00', '23:00', 'Later yoga'],
      ['2026-03-30', '22:00', '23:00', 'Later yoga'],
      ['2026-04-06', '22:00', '23:00', 'Later yoga'],
    ]);
    const notices = await outboxOf(ids);
    const perRecipient = new Map<string, number>();
    for (const n of notices) perRecipient.set(n.recipient, (perRecipient.get(n.recipient) ?? 0) + 1);
    expect([...perRecipient.values()].every((n) => n === 1)).toBe(true);
    expect(saved.messagesSent).toBe(notices.length);
    const [memberRow] = await t.db.query<{ name: string }>(
      "SELECT first_name || ' ' || last_name AS name FROM users WHERE id = $1",
      [t.fixture.main.users.member],
    );
    const toMember = notices.find((n) => n.recipient === memberRow!.name);
    // in the member's language: with no device or feed of theirs, the club's country's (Estonia)
    expect(toMember?.text).toMatch(/: tund Later yoga on muutunud 3 korral, nüüd alates 23\.03 22:00\.$/);
    expect(toMember?.trainingId).toBe(ids[1]);
  });

  it('re-checks every moved class: one taken slot refuses the whole series edit, naming the clash', async () => {
    const room = t.fixture.main.refs.roomIds[3];
    const ids = await makeSeries('2026-04-13', '21:30', '22:00', 3, { roomId: room, trainerId: null });
    // the third week's new time is taken in that room
    const blocker = await t.request('POST', '/admin/schedule', {
      as: 'admin',
      body: form('2026-04-27', '22:15', '22:45', { roomId: room, trainerId: null, name: 'Sauna talk' }),
    });
    const blockerId = v.parse(SaveTrainingResponse, await blocker.json()).training.id;
    const res = await t.request('PUT', '/admin/schedule', {
      as: 'admin',
      body: form('2026-04-13', '22:00', '22:30', {
        trainingId: ids[0],
        roomId: room,
        trainerId: null,
        scope: 'following',
      }),
    });
    expect(res.status).toBe(409);
    const refusal = v.parse(ScheduleRefusal, await res.json());
    expect(refusal.errors).toEqual(['selectedRoomsNotAvailable']);
    expect(refusal.conflicts.map((c) => [c.trainingId, c.trainingName, c.name])).toEqual([
      [blockerId, 'Sauna talk', expect.any(String)],
    ]);
    // nothing moved
    expect((await Promise.all(ids.map(adminClass))).map((k) => wall(k).time)).toEqual(['21:30', '21:30', '21:30']);
  });

  it('under the room lock, a series edit and a single save racing for one slot: exactly one wins', async () => {
    const room = t.fixture.main.refs.roomIds[4] ?? t.fixture.main.refs.roomIds[0];
    const ids = await makeSeries('2026-05-04', '21:30', '22:00', 2, { roomId: room, trainerId: null });
    const [series, single] = await Promise.all([
      t.request('PUT', '/admin/schedule', {
        as: 'admin',
        body: form('2026-05-04', '22:30', '23:00', {
          trainingId: ids[0],
          roomId: room,
          trainerId: null,
          scope: 'following',
        }),
      }),
      t.request('POST', '/admin/schedule', {
        as: 'admin',
        body: form('2026-05-11', '22:40', '23:10', { roomId: room, trainerId: null }),
      }),
    ]);
    const statuses = [series.status, single.status];
    expect(statuses.filter((s) => s === 409)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(1);
    const [{ n }] = (await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM trainings a JOIN trainings b ON a.id < b.id AND a.room_id = b.room_id
       WHERE a.room_id = $1 AND a.cancelled_at IS NULL AND b.cancelled_at IS NULL AND a.start_at < b.end_at AND b.start_at < a.end_at`,
      [room],
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('cancels this and the following classes with one notice per member, leaving earlier weeks', async () => {
    const ids = await makeSeries('2026-05-18', '21:30', '22:15', 3, { roomId: t.fixture.main.refs.roomIds[2] });
    await book(ids[1]!, 'member');
    await book(ids[2]!, 'member');
    const res = await t.request('POST', `/admin/schedule/cancel/${ids[1]}`, {
      as: 'admin',
      body: { notify: true, scope: 'following' },
    });
    const { messagesSent } = v.parse(MessagesSentResponse, await res.json());
    const after = await Promise.all(ids.map(adminClass));
    expect(after.map((k) => k.isCancelled)).toEqual([false, true, true]);
    const notices = await outboxOf(ids);
    expect(notices).toHaveLength(messagesSent);
    expect(new Set(notices.map((n) => n.recipient)).size).toBe(notices.length);
    expect(notices.every((n) => n.kind === 'cancelled')).toBe(true);
  });

  it('deletes this and the following only when none has clients, else names those that have', async () => {
    const ids = await makeSeries('2026-06-01', '21:30', '22:15', 3, { roomId: t.fixture.main.refs.roomIds[2] });
    await book(ids[2]!, 'member2');
    const refused = await t.request('DELETE', `/admin/schedule/${ids[1]}?scope=following`, { as: 'admin' });
    expect(refused.status).toBe(409);
    const refusal = v.parse(ScheduleRefusal, await refused.json());
    expect(refusal.errors).toEqual(['classHasRegistrations']);
    expect(refusal.classes.map((k) => k.id)).toEqual([ids[2]]);
    expect((await adminClass(ids[1]!)).id).toBe(ids[1]);
    await t.request('POST', `/admin/schedule/cancel/${ids[2]}`, { as: 'admin', body: { notify: false } });
    const deleted = await t.request('DELETE', `/admin/schedule/${ids[1]}?scope=following`, { as: 'admin' });
    expect(await deleted.json()).toEqual({ messagesSent: 0 });
    expect((await t.request('GET', `/admin/schedule/${ids[2]}`, { as: 'admin' })).status).toBe(404);
    expect((await adminClass(ids[0]!)).series).toMatchObject({ week: 1, weeks: 1 });
  });

  it("answers bad scopes with 400 and another club's series with 404", async () => {
    const [id] = await makeSeries('2026-06-02', '21:30', '22:00', 1);
    expect((await t.request('DELETE', `/admin/schedule/${id}?scope=all`, { as: 'admin' })).status).toBe(400);
    expect((await t.request('POST', `/admin/schedule/cancel/${id}`, { as: 'admin', body: { scope: 7 } })).status).toBe(
      400,
    );
    expect(
      (
        await t.request('PUT', '/admin/schedule', {
          as: 'admin',
          body: form('2026-06-02', '21:30', '22:00', { trainingId: id, scope: 'every' }),
        })
      ).status,
    ).toBe(400);
    const foreign = await t.request('POST', '/admin/schedule', {
      as: 'admin',
      body: form('2026-06-09', '21:30', '22:00', { repeatOf: t.fixture.other.trainings.upcoming }),
    });
    expect(foreign.status).toBe(404);
  });
});
