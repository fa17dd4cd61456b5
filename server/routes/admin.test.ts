import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActiveTrainersResponse,
  AvailabilityResponse,
  MessagesSentResponse,
  SaveTrainingResponse,
} from '../../src/api/contract/admin.ts';
import { Training } from '../../src/api/contract/schedule.ts';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t?.close());

// the fixture's `upcoming` runs 2026-03-12 08:00–09:00Z in roomIds[0] with trainerIds[0]
const form = (over: Record<string, unknown> = {}) => ({
  name: 'Power yoga',
  roomId: t.fixture.main.refs.roomIds[1],
  trainerId: t.fixture.main.refs.trainerIds[2],
  styleId: t.fixture.main.refs.styleIds[0],
  trainingType: 'group',
  startDateTime: '2026-03-12T08:30:00.000Z',
  endDateTime: '2026-03-12T09:30:00.000Z',
  maxPlaces: 8,
  isPublic: true,
  waitingListAllowed: true,
  privateComment: 'Mats from the store room',
  ...over,
});

const outbox = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_outbox'))[0]!.n;

describe('admin schedule', () => {
  it('creates a class, refusing a taken room or trainer with its key', async () => {
    const res = await t.request('POST', '/admin/schedule', { as: 'admin', body: form() });
    expect(res.status).toBe(201);
    const saved = v.parse(SaveTrainingResponse, await res.json());
    expect(saved).toMatchObject({
      messagesSent: 0,
      training: { name: 'Power yoga', maxPlaces: 8, privateComment: 'Mats from the store room' },
    });

    const room = await t.request('POST', '/admin/schedule', {
      as: 'admin',
      body: form({ roomId: t.fixture.main.refs.roomIds[0] }),
    });
    // the refusal names the clashing class, so the form can say which and when
    expect(await room.json()).toMatchObject({
      errors: ['selectedRoomsNotAvailable'],
      code: 409,
      conflicts: [
        {
          kind: 'room',
          id: t.fixture.main.refs.roomIds[0],
          trainingId: t.fixture.main.trainings.upcoming,
          start: '2026-03-12T08:00:00.000Z',
        },
        // the form's trainer leads the class just saved: that clash is named too
        { kind: 'trainer', trainingId: saved.training.id },
      ],
    });
    const trainer = await t.request('POST', '/admin/schedule', {
      as: 'admin',
      body: form({ roomId: t.fixture.main.refs.roomIds[2], trainerId: t.fixture.main.refs.trainerIds[0] }),
    });
    expect(await trainer.json()).toMatchObject({
      errors: ['trainerNotAvailable'],
      code: 409,
      conflicts: [
        { kind: 'trainer', id: t.fixture.main.refs.trainerIds[0], trainingId: t.fixture.main.trainings.upcoming },
      ],
    });
    // a room and a trainer both taken: one refusal names both clashes
    const both = await t.request('POST', '/admin/schedule', {
      as: 'admin',
      body: form({ roomId: t.fixture.main.refs.roomIds[0], trainerId: t.fixture.main.refs.trainerIds[0] }),
    });
    expect(both.status).toBe(409);
    const bothBody = (await both.json()) as { errors: string[]; conflicts: { kind: string; trainingId: number }[] };
    expect(bothBody.errors).toEqual(['selectedRoomsNotAvailable']);
    expect(bothBody.conflicts.map((c) => [c.kind, c.trainingId])).toEqual([
      ['room', t.fixture.main.trainings.upcoming],
      ['trainer', t.fixture.main.trainings.upcoming],
    ]);
    const foreignRoom = await t.request('POST', '/admin/schedule', {
      as: 'admin',
      body: form({ roomId: t.fixture.other.refs.roomIds[3] }),
    });
    expect(foreignRoom.status).toBe(404);
    const backwards = await t.request('POST', '/admin/schedule', {
      as: 'admin',
      body: form({ endDateTime: '2026-03-12T08:00:00.000Z' }),
    });
    expect(backwards.status).toBe(400);
    expect((await t.request('POST', '/admin/schedule', { as: 'member', body: form() })).status).toBe(403);
  });

  it('answers availability with the conflicting classes', async () => {
    const { roomIds, trainerIds } = t.fixture.main.refs;
    const slot = 'from=2026-03-12T08:45:00.000Z&to=2026-03-12T10:00:00.000Z';
    const rooms = v.parse(
      AvailabilityResponse,
      await (
        await t.request('GET', `/admin/room/availability?roomIds=${roomIds[0]},${roomIds[1]},${roomIds[2]}&${slot}`, {
          as: 'admin',
        })
      ).json(),
    );
    expect(rooms.isCondition).toBe(false);
    expect(rooms.conflicts.map((c) => [c.kind, c.id, c.trainingName])).toEqual([
      ['room', roomIds[0], 'Morning yoga'],
      ['room', roomIds[1], 'Power yoga'],
    ]);
    const free = v.parse(
      AvailabilityResponse,
      await (await t.request('GET', `/admin/room/availability?roomIds=${roomIds[2]}&${slot}`, { as: 'admin' })).json(),
    );
    expect(free).toEqual({ isCondition: true, conflicts: [] });
    const excluded = `/admin/trainer/availability?trainerId=${trainerIds[0]}&${slot}&excludeTrainingId=${t.fixture.main.trainings.upcoming}`;
    expect(
      v.parse(AvailabilityResponse, await (await t.request('GET', excluded, { as: 'admin' })).json()).isCondition,
    ).toBe(true);
    expect(
      (
        await t.request('GET', `/admin/trainer/availability?trainerId=${t.fixture.other.refs.trainerIds[0]}&${slot}`, {
          as: 'admin',
        })
      ).status,
    ).toBe(404);
  });

  it('edits a class with a notice to its clients and trainer, and promotes the queue when places grow', async () => {
    const { full } = t.fixture.main.trainings;
    await t.request('POST', `/user/registration/${full}`, { as: 'member' });
    const before = await outbox();
    const res = await t.request('PUT', '/admin/schedule', {
      as: 'admin',
      body: form({
        trainingId: full,
        name: 'Evening yoga',
        roomId: t.fixture.main.refs.roomIds[0],
        trainerId: t.fixture.main.refs.trainerIds[0],
        startDateTime: '2026-03-13T08:00:00.000Z',
        endDateTime: '2026-03-13T09:00:00.000Z',
        maxPlaces: 2,
        notify: true,
      }),
    });
    expect(res.status).toBe(200);
    const saved = v.parse(SaveTrainingResponse, await res.json());
    // member2 and member (promoted from the queue) and the trainer
    expect(saved.messagesSent).toBe(3);
    expect(saved.training).toMatchObject({ bookedCount: 2, waitingCount: 0, maxPlaces: 2 });
    expect(await outbox()).toBe(before + 1 + 3);
    const noId = await t.request('PUT', '/admin/schedule', { as: 'admin', body: form() });
    expect(noId.status).toBe(400);
  });

  it('cancels with a notice (once), then deletes', async () => {
    const { upcoming } = t.fixture.main.trainings;
    const cancel = await t.request('POST', `/admin/schedule/cancel/${upcoming}`, {
      as: 'admin',
      body: { notify: true },
    });
    expect(v.parse(MessagesSentResponse, await cancel.json())).toEqual({ messagesSent: 2 });
    const again = await t.request('POST', `/admin/schedule/cancel/${upcoming}`, {
      as: 'admin',
      body: { notify: true },
    });
    expect(await again.json()).toEqual({ messagesSent: 0 });
    const seen = v.parse(
      Training,
      await (await t.request('GET', `/user/schedule/${upcoming}`, { as: 'member' })).json(),
    );
    expect(seen.isCancelled).toBe(true);
    expect(seen.myRegistration?.cancelingAllowed).toBe(false);

    // the rule for a class with clients: cancel first (the notice goes out), then delete
    const { past } = t.fixture.main.trainings;
    expect(await (await t.request('DELETE', `/admin/schedule/${past}`, { as: 'admin' })).json()).toMatchObject({
      errors: ['classHasRegistrations'],
      code: 409,
      classes: [{ id: past }],
    });
    await t.request('POST', `/admin/schedule/cancel/${past}`, { as: 'admin', body: { notify: false } });
    const del = await t.request('DELETE', `/admin/schedule/${past}`, { as: 'admin' });
    expect(await del.json()).toEqual({ messagesSent: 0 });
    expect((await t.request('GET', `/admin/schedule/${past}`, { as: 'admin' })).status).toBe(404);
    expect(
      (await t.request('DELETE', `/admin/schedule/${t.fixture.other.trainings.past}`, { as: 'admin' })).status,
    ).toBe(404);
  });

  it('lists active trainers and sends an SMS to listed clients', async () => {
    const trainers = v.parse(
      ActiveTrainersResponse,
      await (await t.request('GET', '/admin/trainer', { as: 'admin' })).json(),
    );
    expect(trainers.length).toBe(4);
    const body = {
      text: 'The pool is closed on Friday.',
      clientIds: [t.fixture.main.users.member, t.fixture.main.users.member2],
    };
    expect(await (await t.request('POST', '/admin/message', { as: 'admin', body })).json()).toEqual({
      messagesSent: 2,
      skipped: { refused: 0, noPhone: 0 },
    });
    const tooLong = await t.request('POST', '/admin/message', {
      as: 'admin',
      body: { ...body, text: 'x'.repeat(321) },
    });
    expect(tooLong.status).toBe(400);
    const foreign = await t.request('POST', '/admin/message', {
      as: 'admin',
      body: { text: 'Hi', clientIds: [t.fixture.other.users.member] },
    });
    expect(foreign.status).toBe(404);
    expect((await t.request('POST', '/admin/message', { as: 'admin', body: { text: 'Hi' } })).status).toBe(400);
  });
});
