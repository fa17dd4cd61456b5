import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberNotices } from '../../src/api/contract/notice.ts';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';

/** Issue 13 point 6: a member promoted from the waiting list hears of it: an SMS in the outbox and a notice in the app. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t?.close());

const notices = async (as: 'member' | 'member2', tenant: 'main' | 'other' = 'main') =>
  v.parse(MemberNotices, await (await t.request('GET', '/user/notice', { as, tenant })).json());

describe('waiting-list promotion notices', () => {
  it('tells the promoted member once, through the outbox and on their next visit, and nobody else', async () => {
    const { full } = t.fixture.main.trainings;
    // `full` has one place, held by member2; member queues, then member2 cancels
    expect((await t.request('POST', `/user/registration/${full}`, { as: 'member' })).status).toBe(201);
    expect(await notices('member')).toEqual([]);
    const outboxBefore = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_outbox'))[0]!.n;
    expect((await t.request('DELETE', `/user/registration/${full}`, { as: 'member2' })).status).toBe(200);
    const outboxAfter = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_outbox'))[0]!.n;
    expect(outboxAfter).toBe(outboxBefore + 1);

    const mine = await notices('member');
    expect(mine).toMatchObject([{ kind: 'promoted', trainingId: full, trainingName: 'Evening yoga' }]);
    expect(await notices('member2')).toEqual([]);
    expect(await notices('member', 'other')).toEqual([]);

    // another member cannot mark it read; the member can, and it is gone
    expect((await t.request('POST', '/user/notice/seen', { as: 'member2', body: { ids: [mine[0]!.id] } })).status).toBe(
      204,
    );
    expect(await notices('member')).toHaveLength(1);
    expect((await t.request('POST', '/user/notice/seen', { as: 'member', body: { ids: [mine[0]!.id] } })).status).toBe(
      204,
    );
    expect(await notices('member')).toEqual([]);
  });

  it('refuses an empty or malformed list with 400', async () => {
    for (const body of [{ ids: [] }, { ids: ['x'] }, {}]) {
      expect((await t.request('POST', '/user/notice/seen', { as: 'member', body })).status).toBe(400);
    }
  });
});
