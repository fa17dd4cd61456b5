import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FamilyPlaces } from '../../src/api/contract/family.ts';
import { MemberNotices } from '../../src/api/contract/notice.ts';
import { OfferAnswerResponse } from '../../src/api/contract/registration.ts';
import type { WaitingListRules } from '../../src/api/contract/waiting-list.ts';
import { insertIds } from '../db/seed/insert-rows.ts';
import { FIXTURE_NOW, makeTestApp, type DemoUser, type TestApp } from '../test-support/make-test-app.ts';

/** Issue 38 with offers mode: the guardian is told of a place offered to their child and answers it for them. */
let t: TestApp;
const HOUR = 3600_000;
const offerRules: WaitingListRules = {
  mode: 'offer',
  offerWindow: { kind: 'fixed', minutes: 60 },
  quietHours: null,
  promoteAtOnceMinutes: 60,
  strictOrder: false,
  byType: [],
};

beforeAll(async () => {
  t = await makeTestApp();
  const res = await t.request('PUT', `/admin/club/${t.fixture.main.refs.clubIds[0]}/waiting-list`, {
    as: 'admin',
    body: offerRules,
  });
  expect(res.status).toBe(200);
}, 60_000);
afterAll(() => t?.close());

let day = 3;
/** A one-place class on a day of its own that `admin` holds, with the member's child waiting behind. */
async function classWithChildWaiting(): Promise<number> {
  const { refs, family } = t.fixture.main;
  const start = new Date(FIXTURE_NOW.getTime() + day++ * 24 * HOUR);
  const [id] = await insertIds(t.db, 'trainings', [
    {
      tenant: 'default',
      club_id: refs.clubIds[0],
      room_id: refs.roomIds[0],
      name: 'Children swimming',
      training_type: 'group',
      start_at: start,
      end_at: new Date(start.getTime() + HOUR),
      max_places: 1,
      waiting_list_allowed: true,
    },
  ]);
  expect((await t.request('POST', `/user/registration/${id}`, { as: 'admin' })).status).toBe(201);
  const booked = await t.request('POST', `/user/registration/${id}/family`, {
    as: 'member',
    body: { memberIds: [family.memberChild] },
  });
  expect(v.parse(FamilyPlaces, await booked.json()).places[0]?.status).toBe('waiting');
  expect((await t.request('DELETE', `/user/registration/${id}`, { as: 'admin' })).status).toBe(200);
  return id!;
}

const answerFor = (as: DemoUser, trainingId: number, memberId: number, answer: 'accept' | 'decline') =>
  t.request('POST', `/user/registration/${trainingId}/family/${memberId}/offer`, { as, body: { answer } });

async function childStatus(trainingId: number) {
  const res = await t.request('GET', `/user/registration/${trainingId}/family`, { as: 'member' });
  return v.parse(FamilyPlaces, await res.json()).places.find((p) => p.member.id === t.fixture.main.family.memberChild)
    ?.status;
}

describe("a place offered to a guardian's child", () => {
  it('reaches the guardian, naming the child, and the guardian accepts it for the child', async () => {
    const id = await classWithChildWaiting();
    expect(await childStatus(id)).toBe('offered');
    const notices = v.parse(MemberNotices, await (await t.request('GET', '/user/notice', { as: 'member' })).json());
    expect(notices.find((n) => n.trainingId === id)).toMatchObject({
      kind: 'offered',
      forMember: 'Mia',
    });

    const res = await answerFor('member', id, t.fixture.main.family.memberChild, 'accept');
    expect(res.status, await res.clone().text()).toBe(200);
    expect(v.parse(OfferAnswerResponse, await res.json())).toMatchObject({ trainingId: id, status: 'booked' });
    expect(await childStatus(id)).toBe('booked');
  });

  it('is passed on when the guardian declines it', async () => {
    const id = await classWithChildWaiting();
    const res = await answerFor('member', id, t.fixture.main.family.memberChild, 'decline');
    expect(res.status).toBe(200);
    expect(v.parse(OfferAnswerResponse, await res.json()).status).toBe('cancelled');
    expect(await childStatus(id)).toBe('none');
  });

  it('cannot be answered by another family: 404, and the offer stays open', async () => {
    const id = await classWithChildWaiting();
    const res = await answerFor('member2', id, t.fixture.main.family.memberChild, 'accept');
    expect(res.status).toBe(404);
    expect(await childStatus(id)).toBe('offered');
  });
});
