import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminRoom,
  AdminRoomsResponse,
  AdminTrainer,
  AdminTrainersResponse,
  FutureClassesRefusal,
  FutureClassesResponse,
  HandOverRefusal,
  TrainerActiveResponse,
} from '../../src/api/contract/admin-resources.ts';
import { RoomsResponse } from '../../src/api/contract/schedule.ts';
import { makeTestApp, tableFingerprints, type TestApp } from '../test-support/make-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t?.close());

const main = () => t.fixture.main;
const roomBody = (over: Record<string, unknown> = {}) => ({
  clubId: main().refs.clubIds[0],
  groupId: main().roomGroupIds[0],
  unitId: main().refs.unitIds[0],
  name: 'Studio 3',
  places: 16,
  styleIds: [main().refs.styleIds[0], main().refs.styleIds[1]],
  color: '#2266AA',
  ...over,
});
const outbox = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_outbox'))[0]!.n;

describe('rooms', () => {
  it('lists every room with what its form chooses from', async () => {
    const res = await t.request('GET', '/admin/rooms', { as: 'admin' });
    expect(res.status).toBe(200);
    const list = v.parse(AdminRoomsResponse, await res.json());
    expect(list.rooms).toHaveLength(8);
    expect(list.clubs.map((c) => c.id).sort()).toEqual([...main().refs.clubIds].sort());
    expect(list.rooms.find((r) => r.name === 'Studio 1')?.translations).toEqual({
      et: 'Stuudio 1',
      en: '',
      lv: 'Studija 1',
    });
    expect(list.rooms.every((r) => r.active)).toBe(true);
  });

  it('creates and renames a room, its name translated for the timetable at once', async () => {
    const created = await t.request('POST', '/admin/rooms', {
      as: 'admin',
      body: roomBody({ translations: { et: 'Stuudio 3', en: '', lv: 'Studija 3' } }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const room = v.parse(AdminRoom, await created.json());
    expect(room).toMatchObject({
      name: 'Studio 3',
      places: 16,
      color: '#2266aa',
      active: true,
      unitId: main().refs.unitIds[0],
    });
    expect(room.styleIds).toHaveLength(2);

    const inEstonian = async () => {
      const res = await t.request('GET', '/public/room', { headers: { 'Accept-Language': 'et' } });
      return v.parse(RoomsResponse, await res.json()).find((r) => r.id === room.id)?.name;
    };
    expect(await inEstonian()).toBe('Stuudio 3');

    const renamed = await t.request('PUT', `/admin/rooms/${room.id}`, {
      as: 'admin',
      body: roomBody({
        name: 'Studio Blue',
        places: 20,
        styleIds: [],
        translations: { et: 'Sinine stuudio', en: '', lv: '' },
      }),
    });
    expect(renamed.status).toBe(200);
    expect(v.parse(AdminRoom, await renamed.json())).toMatchObject({
      name: 'Studio Blue',
      places: 20,
      styleIds: [],
      translations: { et: 'Sinine stuudio', en: '', lv: '' },
    });
    // the label cache forgot the old translations with the write
    expect(await inEstonian()).toBe('Sinine stuudio');
  });

  it('refuses a duplicate name, foreign ids and bad fields without changing anything', async () => {
    const before = await tableFingerprints(t.db);
    const taken = await t.request('POST', '/admin/rooms', { as: 'admin', body: roomBody({ name: 'studio 1' }) });
    expect(await taken.json()).toEqual({ errors: ['roomNameTaken'], code: 409 });
    const foreignClub = await t.request('POST', '/admin/rooms', {
      as: 'admin',
      body: roomBody({ clubId: t.fixture.other.refs.clubIds[0] }),
    });
    expect(foreignClub.status).toBe(404);
    const foreignStyle = await t.request('POST', '/admin/rooms', {
      as: 'admin',
      body: roomBody({ styleIds: [t.fixture.other.refs.styleIds[0]] }),
    });
    expect(foreignStyle.status).toBe(404);
    const otherClubsGroup = await t.request('POST', '/admin/rooms', {
      as: 'admin',
      body: roomBody({ groupId: main().roomGroupIds[2] }),
    });
    expect(await otherClubsGroup.json()).toEqual({ errors: ['invalidInput', 'groupId.invalid'], code: 400 });
    const bad = await t.request('POST', '/admin/rooms', {
      as: 'admin',
      body: roomBody({ name: ' ', places: -1, color: 'blue' }),
    });
    expect(await bad.json()).toEqual({
      errors: ['invalidInput', 'name.nameRequired', 'places.minValue', 'color.invalid'],
      code: 400,
    });
    const foreignRoom = await t.request('PUT', `/admin/rooms/${t.fixture.other.refs.roomIds[1]}`, {
      as: 'admin',
      body: roomBody(),
    });
    expect(foreignRoom.status).toBe(404);
    expect(await tableFingerprints(t.db)).toEqual(before);
  });

  it('refuses to deactivate a room with classes ahead, naming them', async () => {
    const roomId = main().refs.roomIds[0];
    const future = v.parse(
      FutureClassesResponse,
      await (await t.request('GET', `/admin/rooms/${roomId}/future-classes`, { as: 'admin' })).json(),
    );
    expect(future.map((k) => k.name)).toEqual(['Morning yoga', 'Evening yoga']);

    const res = await t.request('PUT', `/admin/rooms/${roomId}/active`, { as: 'admin', body: { active: false } });
    expect(res.status).toBe(409);
    const refusal = v.parse(FutureClassesRefusal, await res.json());
    expect(refusal.errors).toEqual(['roomHasFutureClasses']);
    expect(refusal.classes).toEqual([
      {
        id: main().trainings.upcoming,
        name: 'Morning yoga',
        start: '2026-03-12T08:00:00.000Z',
        end: '2026-03-12T09:00:00.000Z',
      },
      {
        id: main().trainings.full,
        name: 'Evening yoga',
        start: '2026-03-13T08:00:00.000Z',
        end: '2026-03-13T09:00:00.000Z',
      },
    ]);
    const [row] = await t.db.query<{ active: boolean }>('SELECT active FROM rooms WHERE id = $1', [roomId]);
    expect(row?.active).toBe(true);
  });

  it('deactivates a free room: the class form no longer offers it, its past classes keep it', async () => {
    const roomId = main().refs.roomIds[3];
    const res = await t.request('PUT', `/admin/rooms/${roomId}/active`, { as: 'admin', body: { active: false } });
    expect(res.status).toBe(200);
    expect(v.parse(AdminRoom, await res.json()).active).toBe(false);
    const offered = v.parse(RoomsResponse, await (await t.request('GET', '/admin/room', { as: 'admin' })).json());
    expect(offered.find((r) => r.id === roomId)?.active).toBe(false);
    // the server refuses it for a new class too
    const newClass = {
      name: 'Aqua',
      roomId,
      trainingType: 'pool',
      startDateTime: '2026-03-20T08:00:00.000Z',
      endDateTime: '2026-03-20T09:00:00.000Z',
      maxPlaces: 5,
      isPublic: true,
      waitingListAllowed: true,
    };
    expect(await (await t.request('POST', '/admin/schedule', { as: 'admin', body: newClass })).json()).toEqual({
      errors: ['selectedRoomsNotAvailable'],
      code: 409,
    });
    const again = await t.request('PUT', `/admin/rooms/${roomId}/active`, { as: 'admin', body: { active: true } });
    expect(v.parse(AdminRoom, await again.json()).active).toBe(true);
  });
});

describe('trainers', () => {
  it('creates a trainer with a login that becomes a trainer with the rights set here', async () => {
    const res = await t.request('POST', '/admin/trainers', {
      as: 'admin',
      body: {
        name: 'Piret Puu',
        email: 'piret@example.com',
        phone: '+37255500099',
        styleIds: [main().refs.styleIds[0]],
        login: 'MEMBER2',
        canSeeRegistrations: true,
        canManageRegistrations: true,
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const trainer = v.parse(AdminTrainer, await res.json());
    expect(trainer).toMatchObject({
      name: 'Piret Puu',
      email: 'piret@example.com',
      active: true,
      login: { userId: main().users.member2, username: 'member2', canManageRegistrations: true },
    });
    // member2's next token carries the trainer claims
    const stats = await t.request('GET', '/trainer/statistics?period=last30', { as: 'member2' });
    expect(stats.status).toBe(200);

    const unlinked = await t.request('PUT', `/admin/trainers/${trainer.id}`, {
      as: 'admin',
      body: { name: 'Piret Puu', login: '' },
    });
    expect(v.parse(AdminTrainer, await unlinked.json()).login).toBeNull();
    expect((await t.request('GET', '/trainer/statistics?period=last30', { as: 'member2' })).status).toBe(403);
  });

  it("refuses an unknown login, another trainer's login and a bad e-mail without changing anything", async () => {
    const before = await tableFingerprints(t.db);
    const unknown = await t.request('POST', '/admin/trainers', {
      as: 'admin',
      body: { name: 'Nobody', login: 'no-such-user' },
    });
    expect(await unknown.json()).toEqual({ errors: ['loginNotFound'], code: 400 });
    const taken = await t.request('POST', '/admin/trainers', {
      as: 'admin',
      body: { name: 'Copycat', login: 'trainer' },
    });
    expect(await taken.json()).toEqual({ errors: ['loginOfAnotherTrainer'], code: 409 });
    const email = await t.request('POST', '/admin/trainers', {
      as: 'admin',
      body: { name: 'Mail', email: 'not-an-address' },
    });
    expect(await email.json()).toEqual({ errors: ['invalidInput', 'email.emailNotValid'], code: 400 });
    const foreign = await t.request('PUT', `/admin/trainers/${t.fixture.other.refs.trainerIds[0]}`, {
      as: 'admin',
      body: { name: 'X' },
    });
    expect(foreign.status).toBe(404);
    expect(await tableFingerprints(t.db)).toEqual(before);
  });

  it('lists trainers with their logins', async () => {
    const list = v.parse(
      AdminTrainersResponse,
      await (await t.request('GET', '/admin/trainers', { as: 'admin' })).json(),
    );
    expect(list.trainers.find((tr) => tr.id === main().refs.trainerIds[0])?.login?.username).toBe('trainer');
    expect(list.trainers.filter((tr) => !tr.active).map((tr) => tr.id)).toEqual([main().refs.trainerIds[4]]);
    // an inactive trainer takes no new class; a class that has them keeps them through an edit
    const newClass = {
      name: 'Pilates',
      roomId: main().refs.roomIds[1],
      trainerId: main().refs.trainerIds[4],
      trainingType: 'group',
      startDateTime: '2026-03-20T08:00:00.000Z',
      endDateTime: '2026-03-20T09:00:00.000Z',
      maxPlaces: 5,
      isPublic: true,
      waitingListAllowed: true,
    };
    expect(await (await t.request('POST', '/admin/schedule', { as: 'admin', body: newClass })).json()).toEqual({
      errors: ['trainerNotAvailable'],
      code: 409,
    });
    const [kept] = await t.db.query<{ id: number }>(
      `INSERT INTO trainings (tenant, club_id, name, room_id, trainer_id, training_type, start_at, end_at, max_places)
       VALUES ('default', $1, 'Old pilates', $2, $3, 'group', '2026-03-21T08:00Z', '2026-03-21T09:00Z', 5) RETURNING id`,
      [main().refs.clubIds[0], main().refs.roomIds[1], main().refs.trainerIds[4]],
    );
    const edited = await t.request('PUT', '/admin/schedule', {
      as: 'admin',
      body: {
        ...newClass,
        trainingId: kept!.id,
        name: 'Old pilates, renamed',
        startDateTime: '2026-03-21T08:00:00.000Z',
        endDateTime: '2026-03-21T09:00:00.000Z',
      },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    await t.db.query('DELETE FROM trainings WHERE id = $1', [kept!.id]);
    expect(list.styles.length).toBeGreaterThan(0);
  });

  it('refuses to deactivate a trainer with classes ahead, and hands them only to a free active trainer', async () => {
    const { trainerIds, roomIds } = main().refs;
    const busy = trainerIds[0];
    const refused = await t.request('PUT', `/admin/trainers/${busy}/active`, { as: 'admin', body: { active: false } });
    expect(refused.status).toBe(409);
    const refusal = v.parse(FutureClassesRefusal, await refused.json());
    expect(refusal).toMatchObject({
      errors: ['trainerHasFutureClasses'],
      classes: [{ name: 'Morning yoga' }, { name: 'Evening yoga' }],
    });

    expect(
      (
        await t.request('PUT', `/admin/trainers/${busy}/active`, {
          as: 'admin',
          body: { active: false, handOverTo: busy },
        })
      ).status,
    ).toBe(400);
    // the fifth trainer is inactive; another tenant's trainer is unknown
    expect(
      (
        await t.request('PUT', `/admin/trainers/${busy}/active`, {
          as: 'admin',
          body: { active: false, handOverTo: trainerIds[4] },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request('PUT', `/admin/trainers/${busy}/active`, {
          as: 'admin',
          body: { active: false, handOverTo: t.fixture.other.refs.trainerIds[1] },
        })
      ).status,
    ).toBe(404);

    // the third trainer teaches elsewhere while `Morning yoga` runs
    const clash = await t.request('POST', '/admin/schedule', {
      as: 'admin',
      body: {
        name: 'Spinning',
        roomId: roomIds[2],
        trainerId: trainerIds[2],
        trainingType: 'group',
        startDateTime: '2026-03-12T08:30:00.000Z',
        endDateTime: '2026-03-12T09:30:00.000Z',
        maxPlaces: 10,
        isPublic: true,
        waitingListAllowed: true,
      },
    });
    expect(clash.status).toBe(201);
    const before = await tableFingerprints(t.db);
    const notFree = await t.request('PUT', `/admin/trainers/${busy}/active`, {
      as: 'admin',
      body: { active: false, handOverTo: trainerIds[2] },
    });
    expect(notFree.status).toBe(409);
    const clashes = v.parse(HandOverRefusal, await notFree.json());
    expect(clashes.errors).toEqual(['trainerNotAvailable']);
    expect(clashes.conflicts.map((k) => [k.id, k.trainingName])).toEqual([[trainerIds[2], 'Spinning']]);
    expect(await tableFingerprints(t.db)).toEqual(before);

    const sentBefore = await outbox();
    const handed = await t.request('PUT', `/admin/trainers/${busy}/active`, {
      as: 'admin',
      body: { active: false, handOverTo: trainerIds[3] },
    });
    expect(handed.status, await handed.clone().text()).toBe(200);
    const answer = v.parse(TrainerActiveResponse, await handed.json());
    // each class's booked client and its new trainer (who has a phone) get the change notice
    expect(answer).toMatchObject({ handedOver: 2, messagesSent: 4, trainer: { active: false, login: null } });
    expect(await outbox()).toBe(sentBefore + 4);
    const moved = await t.db.query<{ trainer_id: number }>(
      'SELECT trainer_id FROM trainings WHERE id = ANY($1::int[])',
      [[main().trainings.upcoming, main().trainings.full]],
    );
    expect(moved.map((r) => r.trainer_id)).toEqual([trainerIds[3], trainerIds[3]]);
    // the past classes keep their trainer; the active-trainer list no longer offers them
    const [past] = await t.db.query<{ trainer_id: number }>('SELECT trainer_id FROM trainings WHERE id = $1', [
      main().trainings.past,
    ]);
    expect(past?.trainer_id).toBe(busy);
    const active = (await (await t.request('GET', '/admin/trainer', { as: 'admin' })).json()) as { id: number }[];
    expect(active.map((a) => a.id)).not.toContain(busy);
  });
});
