import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW, makeTestApp, type TestApp } from '../../test-support/make-test-app.ts';

const CAP = 5;

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ smsDailyCap: CAP });
}, 60_000);
afterAll(() => t.close());

const queued = async (tenant = t.fixture.main.tenant) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_outbox WHERE tenant = $1', [tenant]))[0]?.n ?? 0;

const message = (clientIds: number[], tenant: 'main' | 'other' = 'main') =>
  t.request('POST', '/admin/message', {
    as: 'admin',
    tenant,
    body: { text: 'The pool is closed on Friday.', clientIds },
  });

describe('the daily SMS cap per club (SMS_DAILY_CAP)', () => {
  it('refuses a batch that would pass the cap, whole, with smsDailyLimitReached until the next club day', async () => {
    const { member, member2 } = t.fixture.main.users;
    expect(await queued()).toBe(0);
    expect(await (await message([member, member2])).json()).toEqual({
      messagesSent: 2,
      skipped: { refused: 0, noPhone: 0 },
    });
    expect(await (await message([member, member2])).json()).toEqual({
      messagesSent: 2,
      skipped: { refused: 0, noPhone: 0 },
    });

    // 4 of 5 used: two more would pass the cap, so neither goes (nothing partial).
    const refused = await message([member, member2]);
    expect(refused.status).toBe(429);
    // FIXTURE_NOW is 10:00 in Tallinn: the next club day starts in 14 hours.
    expect(refused.headers.get('retry-after')).toBe(String(14 * 3600));
    expect(await refused.json()).toEqual({ errors: ['smsDailyLimitReached'], code: 429, retryAfter: 14 * 3600 });
    expect(await queued()).toBe(4);

    // A cancellation with notice is refused with its notices: the class stays as it was.
    const { upcoming } = t.fixture.main.trainings;
    const cancel = await t.request('POST', `/admin/schedule/cancel/${upcoming}`, {
      as: 'admin',
      body: { notify: true },
    });
    expect(cancel.status).toBe(429);
    expect(await cancel.json()).toMatchObject({ errors: ['smsDailyLimitReached'] });
    const still = (
      await t.db.query<{ cancelled_at: Date | null }>('SELECT cancelled_at FROM trainings WHERE id = $1', [upcoming])
    )[0];
    expect(still?.cancelled_at).toBeNull();
    expect(await queued()).toBe(4);

    // Exactly up to the cap is fine; then only SMS-free actions pass.
    expect(await (await message([member])).json()).toEqual({ messagesSent: 1, skipped: { refused: 0, noPhone: 0 } });
    expect((await message([member])).status).toBe(429);
    const quietCancel = await t.request('POST', `/admin/schedule/cancel/${upcoming}`, {
      as: 'admin',
      body: { notify: false },
    });
    expect(await quietCancel.json()).toEqual({ messagesSent: 0 });
  });

  it('counts each club apart', async () => {
    expect(await (await message([t.fixture.other.users.member], 'other')).json()).toEqual({
      messagesSent: 1,
      skipped: { refused: 0, noPhone: 0 },
    });
  });

  it('never refuses the notice of a member promoted from the waiting list, which still counts', async () => {
    const { full } = t.fixture.main.trainings;
    expect((await t.request('POST', `/user/registration/${full}`, { as: 'member' })).status).toBe(201);
    expect((await t.request('DELETE', `/user/registration/${full}`, { as: 'member2' })).status).toBe(200);
    expect(await queued()).toBe(CAP + 1);
  });

  it('starts again at the club’s midnight', async () => {
    try {
      t.clock.set(new Date('2026-03-11T22:00:00.000Z'));
      expect(await (await message([t.fixture.main.users.member])).json()).toEqual({
        messagesSent: 1,
        skipped: { refused: 0, noPhone: 0 },
      });
    } finally {
      t.clock.set(FIXTURE_NOW);
    }
  });
});
