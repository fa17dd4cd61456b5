import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Participant, ParticipantsResponse } from '../../src/api/contract/trainer.ts';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t?.close());

const participants = async (trainingId: number, as: 'trainer' | 'admin' = 'trainer') => {
  const res = await t.request('GET', `/trainer/registration/class/${trainingId}`, { as });
  expect(res.status).toBe(200);
  return v.parse(ParticipantsResponse, await res.json());
};

describe('trainer registrations', () => {
  it('lists participants with client number, contact, place and presence', async () => {
    const list = await participants(t.fixture.main.trainings.past);
    expect(list.map((p) => [p.clientId, p.place, p.presence, p.status])).toEqual([
      [t.fixture.main.users.member, 1, true, 'booked'],
      [t.fixture.main.users.member2, 2, false, 'booked'],
    ]);
    expect(list[0]!.clientNumber).toMatch(/^C\d+$/);
    expect(list[0]!.email).toContain('@');
  });

  it('registers a client past the booking rules but never past capacity, queueing when full', async () => {
    const { full } = t.fixture.main.trainings;
    const res = await t.request('POST', `/trainer/registration/${full}`, {
      as: 'trainer',
      body: { clientId: t.fixture.main.users.member },
    });
    expect(res.status).toBe(201);
    expect(v.parse(Participant, await res.json())).toMatchObject({
      status: 'waiting',
      placeInWaitingList: 1,
      place: null,
    });
    const foreignClient = await t.request('POST', `/trainer/registration/${full}`, {
      as: 'trainer',
      body: { clientId: t.fixture.other.users.member2 },
    });
    expect(foreignClient.status).toBe(404);
    const bad = await t.request('POST', `/trainer/registration/${full}`, { as: 'trainer', body: { clientId: 'x' } });
    expect(bad.status).toBe(400);
  });

  it('sets presence idempotently and refuses it on the waiting list', async () => {
    const reg = t.fixture.main.registrations.memberUpcoming;
    for (let i = 0; i < 2; i++) {
      const res = await t.request('PUT', `/trainer/registration/${reg}/presence`, {
        as: 'trainer',
        body: { presence: true },
      });
      expect(res.status).toBe(200);
      expect(v.parse(Participant, await res.json())).toMatchObject({ registrationId: reg, presence: true });
    }
    const waiting = (await participants(t.fixture.main.trainings.full)).find((p) => p.status === 'waiting')!;
    const res = await t.request('PUT', `/trainer/registration/${waiting.registrationId}/presence`, {
      as: 'trainer',
      body: { presence: true },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ errors: ['presenceOnWaitingList'], code: 409 });
  });

  it('limits a trainer without the registration rights to their own classes', async () => {
    const { db, fixture } = t;
    await db.query('UPDATE users SET can_see_registrations = false, can_manage_registrations = false WHERE id = $1', [
      fixture.main.users.trainer,
    ]);
    await db.query('UPDATE trainings SET trainer_id = $2 WHERE id = $1', [
      fixture.main.trainings.past,
      fixture.main.refs.trainerIds[2],
    ]);
    expect(
      (await t.request('GET', `/trainer/registration/class/${fixture.main.trainings.past}`, { as: 'trainer' })).status,
    ).toBe(403);
    expect(
      (await t.request('GET', `/trainer/registration/class/${fixture.main.trainings.upcoming}`, { as: 'trainer' }))
        .status,
    ).toBe(200);
    expect(
      (
        await t.request('PUT', `/trainer/registration/${fixture.main.registrations.memberPast}/presence`, {
          as: 'trainer',
          body: { presence: false },
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.request('GET', `/trainer/registration/class/${fixture.main.trainings.past}`, { as: 'member' })).status,
    ).toBe(403);
    expect(
      (await t.request('GET', `/trainer/registration/class/${fixture.other.trainings.past}`, { as: 'admin' })).status,
    ).toBe(404);
  });
});
