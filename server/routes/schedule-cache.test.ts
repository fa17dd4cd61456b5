import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScheduleResponse } from '../../src/api/contract/schedule.ts';
import { ScheduleCache } from '../domain/schedule/schedule-cache.ts';
import { SHARED_MAX_AGE_MS } from '../domain/schedule/schedule-versions.ts';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';

const week = 'from=2026-03-09T00:00:00.000Z&to=2026-03-16T00:00:00.000Z';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t?.close());

async function list(res: Response) {
  expect(res.status).toBe(200);
  return v.parse(ScheduleResponse, await res.json());
}

const classOf = (trainings: v.InferOutput<typeof ScheduleResponse>, id: number) => trainings.find((k) => k.id === id);

describe('schedule answers: ETag and 304', () => {
  it('answer a matching If-None-Match with 304 and no body, and a stale one with the week', async () => {
    const first = await t.request('GET', `/public/schedule?${week}`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const week1 = await list(first);

    const again = await t.request('GET', `/public/schedule?${week}`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');

    const stale = await t.request('GET', `/public/schedule?${week}`, {
      headers: { 'If-None-Match': 'W/"old", W/"older"' },
    });
    expect(await list(stale)).toEqual(week1);
  });

  it("keep a member's answer private to the browser", async () => {
    const res = await t.request('GET', `/user/schedule?${week}`, { as: 'member' });
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('etag')).toMatch(/^W\/".+"$/);
  });
});

describe('schedule answers after writes', () => {
  it('a booking and its cancellation change the next answer of everyone who looks', async () => {
    const { upcoming } = t.fixture.main.trainings;
    const before = await t.request('GET', `/public/schedule?${week}`);
    const etag = before.headers.get('etag')!;
    expect(classOf(await list(before), upcoming)?.bookedCount).toBe(1);
    expect(
      classOf(await list(await t.request('GET', `/user/schedule?${week}`, { as: 'member2' })), upcoming)
        ?.myRegistration,
    ).toBeNull();

    expect((await t.request('POST', `/user/registration/${upcoming}`, { as: 'member2' })).status).toBe(201);

    const after = await t.request('GET', `/public/schedule?${week}`, { headers: { 'If-None-Match': etag } });
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(classOf(await list(after), upcoming)?.bookedCount).toBe(2);
    const mine = classOf(await list(await t.request('GET', `/user/schedule?${week}`, { as: 'member2' })), upcoming);
    expect(mine).toMatchObject({ bookedCount: 2, myRegistration: { status: 'booked' } });
    // another member's answer changes its count but not its own place
    const theirs = classOf(await list(await t.request('GET', `/user/schedule?${week}`, { as: 'member' })), upcoming);
    expect(theirs).toMatchObject({
      bookedCount: 2,
      myRegistration: { registrationId: t.fixture.main.registrations.memberUpcoming },
    });

    expect((await t.request('DELETE', `/user/registration/${upcoming}`, { as: 'member2' })).status).toBe(200);
    const undone = await t.request('GET', `/public/schedule?${week}`, {
      headers: { 'If-None-Match': after.headers.get('etag')! },
    });
    expect(classOf(await list(undone), upcoming)?.bookedCount).toBe(1);
    // the same week as before the booking: the same ETag, so a browser still holding it gets 304
    expect(undone.headers.get('etag')).toBe(etag);
    expect((await t.request('GET', `/public/schedule?${week}`, { headers: { 'If-None-Match': etag } })).status).toBe(
      304,
    );
  });

  it("an admin's change to a class shows in the next answer", async () => {
    const { full } = t.fixture.main.trainings;
    expect(classOf(await list(await t.request('GET', `/public/schedule?${week}`)), full)?.isCancelled).toBe(false);
    expect(
      (await t.request('POST', `/admin/schedule/cancel/${full}`, { as: 'admin', body: { notify: false } })).status,
    ).toBe(200);
    expect(classOf(await list(await t.request('GET', `/public/schedule?${week}`)), full)?.isCancelled).toBe(true);
  });

  it('a write in another club leaves this club’s answer as it was', async () => {
    const res = await t.request('GET', `/public/schedule?${week}`);
    const etag = res.headers.get('etag')!;
    expect(
      (
        await t.request('POST', `/user/registration/${t.fixture.other.trainings.upcoming}`, {
          as: 'member2',
          tenant: 'other',
        })
      ).status,
    ).toBe(201);
    expect((await t.request('GET', `/public/schedule?${week}`, { headers: { 'If-None-Match': etag } })).status).toBe(
      304,
    );
  });

  it("a member's place stops being cancellable at the deadline, with no write in between", async () => {
    const { upcoming } = t.fixture.main.trainings;
    const path = `/user/schedule?${week}`;
    expect(
      classOf(await list(await t.request('GET', path, { as: 'member' })), upcoming)?.myRegistration?.cancelingAllowed,
    ).toBe(true);
    // the class starts 24 h after the fixture's now; the club's deadline is 2 h before the start
    t.clock.advance(22 * 3600_000 + 1000);
    expect(
      classOf(await list(await t.request('GET', path, { as: 'member' })), upcoming)?.myRegistration?.cancelingAllowed,
    ).toBe(false);
  });
});

describe('ScheduleCache', () => {
  it('never keeps an answer read while a write of its tenant finished', async () => {
    const cache = new ScheduleCache();
    const now = new Date('2026-03-11T08:00:00Z');
    let reads = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowRead = async () => {
      reads++;
      await gate;
      return { value: ['before the write'], validUntil: Number.POSITIVE_INFINITY };
    };
    const during = cache.answer('default', 'week', now, slowRead);
    cache.invalidate('default'); // the write commits while the read is under way
    release();
    expect((await during).body).toBe('["before the write"]');
    const next = await cache.answer('default', 'week', now, async () => ({
      value: ['after'],
      validUntil: Number.POSITIVE_INFINITY,
    }));
    expect(next.body).toBe('["after"]');
    expect(reads).toBe(1);
    // kept now: no read
    expect((await cache.answer('default', 'week', now, () => Promise.reject(new Error('read again')))).body).toBe(
      '["after"]',
    );
    // another tenant's write changes nothing here
    cache.invalidate('reval');
    expect((await cache.answer('default', 'week', now, () => Promise.reject(new Error('read again')))).body).toBe(
      '["after"]',
    );
  });
});

describe('ScheduleCache memory bound', () => {
  const now = new Date('2026-03-11T08:00:00Z');
  /** A week's answer of `chars` characters once stringified (a JSON string: two quotes around it). */
  const answerOf = (chars: number, fill: string) => async () => ({
    value: fill.repeat(chars - 2),
    validUntil: Number.POSITIVE_INFINITY,
  });
  const kept = (cache: ScheduleCache, key: string) =>
    cache
      .answer('default', key, now, () => Promise.reject(new Error('not kept')))
      .then(
        () => true,
        () => false,
      );

  it('keeps its answers within its character budget, dropping the least recently used first', async () => {
    const cache = new ScheduleCache(undefined, 5000, 1000);
    await cache.answer('default', 'week 1', now, answerOf(400, 'a'));
    await cache.answer('default', 'week 2', now, answerOf(400, 'b'));
    expect(await kept(cache, 'week 1')).toBe(true); // now the most recently used
    await cache.answer('default', 'week 3', now, answerOf(400, 'c'));
    expect(cache.size).toEqual({ entries: 2, chars: 800 });
    expect(await kept(cache, 'week 2')).toBe(false);
    expect(await kept(cache, 'week 1')).toBe(true);
    expect(await kept(cache, 'week 3')).toBe(true);
  });

  it('sends an answer larger than the whole budget without keeping it', async () => {
    const cache = new ScheduleCache(undefined, 5000, 1000);
    const big = await cache.answer('default', 'year', now, answerOf(1500, 'x'));
    expect(big.body).toHaveLength(1500);
    expect(cache.size).toEqual({ entries: 0, chars: 0 });
    expect(await kept(cache, 'year')).toBe(false);
  });

  it('counts a replaced answer once', async () => {
    const cache = new ScheduleCache(undefined, 5000, 1000);
    await cache.answer('default', 'week', now, answerOf(300, 'a'));
    await cache.invalidate('default');
    await cache.answer('default', 'week', now, answerOf(500, 'b'));
    expect(cache.size).toEqual({ entries: 1, chars: 500 });
  });
});

describe('schedule answers kept by several processes on one database (PostgreSQL)', () => {
  let shared: TestApp;
  beforeAll(async () => {
    shared = await makeTestApp({ scheduleVersions: 'shared' });
  }, 60_000);
  afterAll(() => shared?.close());

  it("a booking answered by one process shows on another's next read, which otherwise keeps its answer", async () => {
    const { upcoming } = shared.fixture.main.trainings;
    const other = shared.otherProcess();
    const bookedCount = async (res: Response) => classOf(await list(res), upcoming)?.bookedCount;
    expect(await bookedCount(await other('GET', `/public/schedule?${week}`))).toBe(1);

    // Written past every process (an operator in psql): the other process keeps what it read.
    await shared.db.query("UPDATE trainings SET public_comment = 'Bring a towel' WHERE id = $1", [upcoming]);
    expect(classOf(await list(await other('GET', `/public/schedule?${week}`)), upcoming)?.publicComment).not.toBe(
      'Bring a towel',
    );

    expect((await shared.request('POST', `/user/registration/${upcoming}`, { as: 'member2' })).status).toBe(201);
    const fresh = await list(await other('GET', `/public/schedule?${week}`));
    expect(classOf(fresh, upcoming)?.bookedCount).toBe(2);
    expect(classOf(fresh, upcoming)?.publicComment).toBe('Bring a towel');
  });

  it("a write on one process brings the club's new names into another's next answer", async () => {
    const { upcoming } = shared.fixture.main.trainings;
    const other = shared.otherProcess();
    const inEstonian = { headers: { 'Accept-Language': 'et' } };
    const name = classOf(await list(await other('GET', `/public/schedule?${week}`, inEstonian)), upcoming)!.name;
    const renamed = await shared.db.query(
      `UPDATE label_translations SET translation = 'Tõlgitud nimi' WHERE tenant = 'default' AND language = 'et' AND translation = $1 RETURNING label`,
      [name],
    );
    expect(renamed).toHaveLength(1);
    expect((await shared.request('POST', `/user/registration/${upcoming}`, { as: 'member' })).status).toBeLessThan(500);
    expect(classOf(await list(await other('GET', `/public/schedule?${week}`, inEstonian)), upcoming)?.name).toBe(
      'Tõlgitud nimi',
    );
  });

  it('keeps no answer longer than its maximum age, for changes no request made', async () => {
    const { upcoming } = shared.fixture.main.trainings;
    const other = shared.otherProcess();
    const places = async () => classOf(await list(await other('GET', `/public/schedule?${week}`)), upcoming)?.maxPlaces;
    const before = await places();
    await shared.db.query('UPDATE trainings SET max_places = max_places + 1 WHERE id = $1', [upcoming]);
    expect(await places()).toBe(before);
    shared.clock.advance(SHARED_MAX_AGE_MS);
    expect(await places()).toBe(before! + 1);
  });
});
