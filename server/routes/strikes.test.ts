import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Training } from '../../src/api/contract/schedule.ts';
import { ClassStrikes, MyStrikes } from '../../src/api/contract/strikes.ts';
import { MemberNotices } from '../../src/api/contract/notice.ts';
import { insertIds } from '../db/seed/insert-rows.ts';
import { countNoShows } from '../domain/strikes/no-show-job.ts';
import { fixtureTenants, type FixtureSide } from '../test-support/fixture.ts';
import { makeTestApp, type DemoUser, type TestApp } from '../test-support/make-test-app.ts';

/**
 * Issue 37 point 3: no-shows after the grace and late cancels count as strikes; enough of them within the
 * window block online booking, said before the tap and refused by the booking; staff waive with a reason.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t?.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function sideOf(side: FixtureSide) {
  const f = t.fixture[side];
  return { tenant: fixtureTenants[side], clubId: f.refs.clubIds[0], roomId: f.refs.roomIds[0], users: f.users, f };
}

/** The club's rules on: 2 strikes within 30 days block for 7 days; grace 30 min; late cancel 12 h before. */
async function rulesOn(side: FixtureSide, forgiveFirst = false) {
  const s = sideOf(side);
  await t.db.query('DELETE FROM member_strikes WHERE tenant = $1', [s.tenant]);
  await t.db.query('UPDATE member_notices SET seen_at = now() WHERE tenant = $1 AND seen_at IS NULL', [s.tenant]);
  await t.db.query(
    `UPDATE registrations SET status = 'cancelled' WHERE tenant = $1 AND user_id = ANY($2::int[]) AND status <> 'cancelled'`,
    [s.tenant, [s.users.member, s.users.member2]],
  );
  // the member's own limits out of the way: these tests book many classes
  await t.db.query(
    `UPDATE clubs SET strikes_enabled = true, no_show_grace_minutes = 30, late_cancel_hours = 12, strike_limit = 2,
       strike_window_days = 30, strike_block_days = 7, strike_forgive_first = $2, cancel_deadline_hours = 2,
       active_bookings_limit = 100, same_day_limit = 100, same_type_per_day_limit = 100 WHERE id = $1`,
    [s.clubId, forgiveFirst],
  );
  // the job starts looking from now: classes that ended before the rules were on never count
  await countNoShows(t.db, t.clock.now());
}

async function addClass(side: FixtureSide, inHours: number, trainerId: number | null = null): Promise<number> {
  const s = sideOf(side);
  const start = new Date(t.clock.now().getTime() + inHours * HOUR);
  const [id] = await insertIds(t.db, 'trainings', [
    {
      tenant: s.tenant,
      club_id: s.clubId,
      room_id: s.roomId,
      trainer_id: trainerId,
      name: 'Strike check',
      training_type: 'group',
      start_at: start,
      end_at: new Date(start.getTime() + HOUR),
      max_places: 5,
    },
  ]);
  if (id === undefined) throw new Error('class not inserted');
  return id;
}

async function booked(side: FixtureSide, user: DemoUser, trainingId: number, presence: boolean) {
  const s = sideOf(side);
  await insertIds(t.db, 'registrations', [
    { tenant: s.tenant, training_id: trainingId, user_id: s.users[user], status: 'booked', presence },
  ]);
}

/** A class that starts in an hour, where member2 was marked present and `user` was not. */
async function classMissedBy(side: FixtureSide, user: DemoUser, trainerId: number | null = null): Promise<number> {
  const id = await addClass(side, 1, trainerId);
  await booked(side, user, id, false);
  await booked(side, 'member2', id, true);
  return id;
}

async function myStrikes(side: FixtureSide, user: DemoUser = 'member') {
  const res = await t.request('GET', '/user/strikes', { as: user, tenant: side });
  expect(res.status).toBe(200);
  const clubs = v.parse(MyStrikes, await res.json());
  const club = clubs.find((c) => c.club.id === sideOf(side).clubId);
  if (!club) throw new Error('the club with the rules on is missing');
  return club;
}

async function book(side: FixtureSide, trainingId: number, user: DemoUser = 'member') {
  return t.request('POST', `/user/registration/${trainingId}`, { as: user, tenant: side });
}

describe('no-shows', () => {
  beforeEach(() => rulesOn('main'));

  it('counts a booked place not marked present only once the class ended plus the grace', async () => {
    const id = await classMissedBy('main', 'member');
    t.clock.advance(2 * HOUR + 20 * MINUTE); // ended 20 min ago: still within the grace
    await countNoShows(t.db, t.clock.now());
    expect((await myStrikes('main')).strikes).toEqual([]);
    t.clock.advance(11 * MINUTE);
    await countNoShows(t.db, t.clock.now());
    const club = await myStrikes('main');
    expect(club.strikes.map((s) => [s.kind, s.trainingId, s.forgiven, s.waived])).toEqual([
      ['noShow', id, false, null],
    ]);
    expect(club.countedInWindow).toBe(1);
    expect(club.blockedUntil).toBeNull();
    // member2, marked present, has none; running the job again counts nothing twice
    expect((await myStrikes('main', 'member2')).strikes).toEqual([]);
    await countNoShows(t.db, t.clock.now());
    expect((await myStrikes('main')).strikes).toHaveLength(1);
    const notices = v.parse(MemberNotices, await (await t.request('GET', '/user/notice', { as: 'member' })).json());
    expect(notices.filter((n) => n.kind === 'strike' && n.trainingId === id)).toHaveLength(1);
  });

  it('drops the no-show when the trainer marks the member present after the grace, and its block with it', async () => {
    const first = await classMissedBy('main', 'member', t.fixture.main.refs.trainerIds[0]);
    await classMissedBy('main', 'member');
    t.clock.advance(3 * HOUR);
    await countNoShows(t.db, t.clock.now());
    expect((await myStrikes('main')).blockedUntil).not.toBeNull();
    const [late] = await t.db.query<{ id: number }>(
      'SELECT id FROM registrations WHERE training_id = $1 AND user_id = $2',
      [first, t.fixture.main.users.member],
    );
    const res = await t.request('PUT', `/trainer/registration/${late?.id ?? 0}/presence`, {
      as: 'trainer',
      body: { presence: true },
    });
    expect(res.status).toBe(200);
    const club = await myStrikes('main');
    expect(club.strikes.map((s) => s.trainingId)).not.toContain(first);
    expect(club.blockedUntil).toBeNull();
  });

  it('counts no one in a class where nobody was marked present', async () => {
    const id = await addClass('main', 1);
    await booked('main', 'member', id, false);
    await booked('main', 'member2', id, false);
    t.clock.advance(3 * HOUR);
    await countNoShows(t.db, t.clock.now());
    expect((await myStrikes('main')).strikes).toEqual([]);
    expect((await myStrikes('main', 'member2')).strikes).toEqual([]);
  });
});

describe('late cancels', () => {
  beforeEach(() => rulesOn('main'));

  it('counts the member cancelling a booked place within the late-cancel hours, not before them', async () => {
    const early = await addClass('main', 30);
    const late = await addClass('main', 30);
    expect((await book('main', early)).status).toBe(201);
    expect((await book('main', late)).status).toBe(201);
    expect((await t.request('DELETE', `/user/registration/${early}`, { as: 'member' })).status).toBe(200);
    t.clock.advance(20 * HOUR); // 10 h before the start: past the late-cancel time, before the cancel deadline
    expect((await t.request('DELETE', `/user/registration/${late}`, { as: 'member' })).status).toBe(200);
    const club = await myStrikes('main');
    expect(club.strikes.map((s) => [s.kind, s.trainingId])).toEqual([['lateCancel', late]]);
  });
});

describe('blocks', () => {
  it('blocks online booking after the limit: said before the tap, refused with its end; a waive lifts it', async () => {
    await rulesOn('main');
    const first = await classMissedBy('main', 'member', t.fixture.main.refs.trainerIds[0]);
    t.clock.advance(3 * HOUR);
    await countNoShows(t.db, t.clock.now());
    const second = await addClass('main', 20);
    expect((await book('main', second)).status).toBe(201);
    t.clock.advance(10 * HOUR); // 10 h before: a late cancel, the second strike
    expect((await t.request('DELETE', `/user/registration/${second}`, { as: 'member' })).status).toBe(200);

    const club = await myStrikes('main');
    expect(club.countedInWindow).toBe(2);
    expect(club.blockedUntil).toBe(new Date(t.clock.now().getTime() + 7 * 24 * HOUR).toISOString());
    const next = await addClass('main', 30);
    const seen = await t.request('GET', `/user/schedule/${next}`, { as: 'member' });
    const bookability = v.parse(Training, await seen.json()).bookability;
    expect(bookability).toMatchObject({ action: 'none', reason: 'bookingBlocked', blockedUntil: club.blockedUntil });
    const refused = await book('main', next);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ errors: ['bookingBlocked'], blockedUntil: club.blockedUntil });
    const notices = v.parse(MemberNotices, await (await t.request('GET', '/user/notice', { as: 'member' })).json());
    expect(notices.find((n) => n.kind === 'blocked')?.blockedUntil).toBe(club.blockedUntil);
    // another member, and staff at the door, still book
    expect((await book('main', next, 'member2')).status).toBe(201);

    // a member cannot waive; the class's trainer (or an admin) can, with a reason
    const strikes = v.parse(
      ClassStrikes,
      await (await t.request('GET', `/trainer/strikes/class/${first}`, { as: 'trainer' })).json(),
    );
    const strike = strikes.find((s) => s.clientId === t.fixture.main.users.member);
    if (!strike) throw new Error('the class has no strike of the member');
    const waive = (as: DemoUser, body: unknown = { reason: 'Was ill, called the club' }) =>
      t.request('POST', `/trainer/strikes/${strike.id}/waive`, { as, body });
    expect((await waive('member')).status).toBe(403);
    expect((await waive('trainer', { reason: '  ' })).status).toBe(400);
    expect((await waive('trainer')).status).toBe(204);
    const after = await myStrikes('main');
    expect(after.blockedUntil).toBeNull();
    expect(after.strikes.find((s) => s.id === strike.id)?.waived?.reason).toBe('Was ill, called the club');
    expect((await book('main', next)).status).toBe(201);
  });

  it('forgives the first strike within the window when the club says so', async () => {
    await rulesOn('main', true);
    await classMissedBy('main', 'member');
    t.clock.advance(3 * HOUR);
    await countNoShows(t.db, t.clock.now());
    await classMissedBy('main', 'member');
    t.clock.advance(3 * HOUR);
    await countNoShows(t.db, t.clock.now());
    const club = await myStrikes('main');
    expect(club.strikes.map((s) => s.forgiven)).toEqual([false, true]);
    expect(club.countedInWindow).toBe(1);
    expect(club.blockedUntil).toBeNull();
    expect((await book('main', await addClass('main', 30))).status).toBe(201);
  });

  it("keeps one club's strikes and blocks from another tenant's members", async () => {
    await rulesOn('main');
    await rulesOn('other');
    await classMissedBy('main', 'member');
    await classMissedBy('main', 'member');
    t.clock.advance(3 * HOUR);
    await countNoShows(t.db, t.clock.now());
    expect((await myStrikes('main')).blockedUntil).not.toBeNull();
    expect((await myStrikes('other')).strikes).toEqual([]);
    expect((await book('other', await addClass('other', 30))).status).toBe(201);
    // the other tenant's staff cannot see or waive them
    const [strike] = (await myStrikes('main')).strikes;
    const res = await t.request('POST', `/trainer/strikes/${strike?.id ?? 0}/waive`, {
      as: 'admin',
      tenant: 'other',
      body: { reason: 'x' },
    });
    expect(res.status).toBe(404);
  });
});

describe('the no-show count racing bookings', () => {
  it('counts each no-show once and blocks exactly the bookings that come after it', async () => {
    await rulesOn('main');
    await classMissedBy('main', 'member');
    await classMissedBy('main', 'member');
    const later = await Promise.all([1, 2, 3, 4].map(() => addClass('main', 30)));
    t.clock.advance(3 * HOUR);
    const results = await Promise.all([
      countNoShows(t.db, t.clock.now()),
      ...later.map((id) => book('main', id).then((r) => r.status)),
      countNoShows(t.db, t.clock.now()),
      t.otherProcess()('GET', '/user/strikes', { as: 'member' }),
    ]);
    const [strikes] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM member_strikes WHERE tenant = $1 AND user_id = $2',
      [fixtureTenants.main, t.fixture.main.users.member],
    );
    expect(strikes?.n).toBe(2);
    const statuses = results.slice(1, 5) as number[];
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    // once blocked, every later booking is refused
    expect((await book('main', await addClass('main', 30))).status).toBe(409);
  });
});
