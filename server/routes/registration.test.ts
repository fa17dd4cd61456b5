import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingResponse, CancelBookingResponse } from '../../src/api/contract/registration.ts';
import { Training } from '../../src/api/contract/schedule.ts';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t?.close());

const error = async (res: Response) => ({ status: res.status, body: await res.json() });

describe('POST and DELETE /user/registration/{trainingId}', () => {
  it('queues a member on a full class, shows the position, and promotes on cancel', async () => {
    const { full } = t.fixture.main.trainings;
    const res = await t.request('POST', `/user/registration/${full}`, { as: 'member' });
    expect(res.status).toBe(201);
    expect(v.parse(BookingResponse, await res.json())).toMatchObject({
      id: full,
      status: 'waiting',
      placeInWaitingList: 1,
      cancelingAllowed: true,
    });

    const seen = v.parse(Training, await (await t.request('GET', `/user/schedule/${full}`, { as: 'member' })).json());
    expect(seen).toMatchObject({
      bookedCount: 1,
      waitingCount: 1,
      myRegistration: { status: 'waiting', placeInWaitingList: 1 },
    });

    const cancel = await t.request('DELETE', `/user/registration/${full}`, { as: 'member2' });
    expect(cancel.status).toBe(200);
    expect(v.parse(CancelBookingResponse, await cancel.json())).toMatchObject({
      trainingId: full,
      registrationId: t.fixture.main.registrations.member2Full,
    });
    const after = v.parse(Training, await (await t.request('GET', `/user/schedule/${full}`, { as: 'member' })).json());
    expect(after).toMatchObject({
      bookedCount: 1,
      waitingCount: 0,
      myRegistration: { status: 'booked', placeInWaitingList: null },
    });
    const notices = await t.db.query<{ phone: string; message: string }>(
      'SELECT phone, message FROM sms_outbox WHERE tenant = $1',
      ['default'],
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toMatch(/Evening yoga/);
  });

  it('answers each rule with its own key', async () => {
    const { upcoming, past } = t.fixture.main.trainings;
    expect(await error(await t.request('POST', `/user/registration/${upcoming}`, { as: 'member' }))).toEqual({
      status: 409,
      body: { errors: ['userAlreadyRegistered'], code: 409 },
    });
    expect((await error(await t.request('POST', `/user/registration/${past}`, { as: 'member2' }))).body.errors).toEqual(
      ['classNotOpenForBooking'],
    );
    expect(
      (await error(await t.request('POST', `/user/registration/${upcoming}`, { as: 'blocked' }))).body.errors,
    ).toEqual(['registeringNotAllowed']);
    expect(
      await error(
        await t.request('POST', `/user/registration/${t.fixture.other.trainings.upcoming}`, { as: 'member' }),
      ),
    ).toEqual({
      status: 404,
      body: { errors: ['classNotFound'], code: 404 },
    });
    expect((await error(await t.request('POST', '/user/registration/abc', { as: 'member' }))).status).toBe(400);
    expect((await error(await t.request('POST', `/user/registration/${upcoming}`))).status).toBe(401);
  });

  it('refuses to cancel after the deadline, and 404 when there is nothing to cancel', async () => {
    const { upcoming } = t.fixture.main.trainings;
    expect(
      (await error(await t.request('DELETE', `/user/registration/${upcoming}`, { as: 'member2' }))).body.errors,
    ).toEqual(['itemNotFound']);
    // the class starts in 24 h; the deadline is 2 h before
    t.clock.advance(23 * 3600_000);
    expect(await error(await t.request('DELETE', `/user/registration/${upcoming}`, { as: 'member' }))).toEqual({
      status: 409,
      body: { errors: ['cancelingNotAllowed'], code: 409 },
    });
    t.clock.advance(-23 * 3600_000);
    expect((await t.request('DELETE', `/user/registration/${upcoming}`, { as: 'member' })).status).toBe(200);
  });
});
