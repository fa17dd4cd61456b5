import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditPage } from '../../src/api/contract/audit.ts';
import { EntryCodes } from '../../src/api/contract/card.ts';
import { MemberNotices } from '../../src/api/contract/notice.ts';
import { ParticipantsResponse } from '../../src/api/contract/trainer.ts';
import { FamilyLinkCode, FamilyMember, FamilyPlaces, FamilyResponse } from '../../src/api/contract/family.ts';
import { insertIds } from '../db/seed/insert-rows.ts';
import { FIXTURE_NOW, makeTestApp, type DemoUser, type TestApp } from '../test-support/make-test-app.ts';
import { loginBody } from '../test-support/login.ts';

/** Issue 38: a guardian books for their dependants, each by their own rules; the club links and unlinks. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t?.close());

const DAY = 24 * 3600_000;

/** The next class's day: one class a day from the third on, so the clubs' per-day limits refuse none. */
let nextDay = 3;

/** A class of the fixture's first club, on a day of its own. */
async function makeClass(name: string, maxPlaces: number): Promise<number> {
  const { refs } = t.fixture.main;
  const start = new Date(FIXTURE_NOW.getTime() + nextDay++ * DAY);
  const [id] = await insertIds(t.db, 'trainings', [
    {
      tenant: 'default',
      club_id: refs.clubIds[0],
      room_id: refs.roomIds[0],
      name,
      training_type: 'group',
      start_at: start,
      end_at: new Date(start.getTime() + 3600_000),
      max_places: maxPlaces,
      waiting_list_allowed: true,
    },
  ]);
  return id!;
}

async function book(as: DemoUser, trainingId: number, memberIds: number[]) {
  const res = await t.request('POST', `/user/registration/${trainingId}/family`, { as, body: { memberIds } });
  return { status: res.status, body: res.status < 300 ? v.parse(FamilyPlaces, await res.json()) : await res.json() };
}
async function places(as: DemoUser, trainingId: number) {
  const res = await t.request('GET', `/user/registration/${trainingId}/family`, { as });
  expect(res.status).toBe(200);
  return v.parse(FamilyPlaces, await res.json()).places.map((p) => [p.member.firstName, p.status]);
}
async function dependants(as: DemoUser) {
  const res = await t.request('GET', '/user/family', { as });
  return v.parse(FamilyResponse, await res.json()).dependants;
}

describe('the family', () => {
  it("lists the member's child, who has no login of their own", async () => {
    expect(await dependants('member')).toEqual([
      { id: t.fixture.main.family.memberChild, firstName: 'Mia', lastName: 'Kask', hasLogin: false },
    ]);
  });

  it('lists no guardians for a guardian nobody acts for', async () => {
    const res = await t.request('GET', '/user/family', { as: 'member' });
    expect(v.parse(FamilyResponse, await res.json()).guardians).toEqual([]);
  });

  it('gives a child a login from the club’s login age on', async () => {
    await t.db.query(`UPDATE tenant_settings SET child_login_age = 8 WHERE tenant = 'default'`);
    try {
      expect((await dependants('member'))[0]?.hasLogin).toBe(true);
    } finally {
      await t.db.query(`UPDATE tenant_settings SET child_login_age = 13 WHERE tenant = 'default'`);
    }
  });
});

describe('a login of their own', () => {
  const login = () =>
    t.request('POST', '/account/login', {
      body: loginBody('member-child', 'Member1234'),
    });

  it('is refused below the club’s login age even with the right password, and allowed from it on', async () => {
    const { users, family } = t.fixture.main;
    await t.db.query('UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE id = $1) WHERE id = $2', [
      users.member,
      family.memberChild,
    ]);
    try {
      const refused = await login();
      expect([refused.status, await refused.json()]).toEqual([403, { errors: ['childHasNoLogin'], code: 403 }]);
      await t.db.query(`UPDATE tenant_settings SET child_login_age = 8 WHERE tenant = 'default'`);
      expect((await login()).status).toBe(200);
    } finally {
      await t.db.query(`UPDATE tenant_settings SET child_login_age = 13 WHERE tenant = 'default'`);
      await t.db.query(`UPDATE users SET password_hash = '' WHERE id = $1`, [family.memberChild]);
    }
  });
});

describe('at the door', () => {
  it("shows the guardian's own codes first, then each dependant's, named", async () => {
    const res = await t.request('GET', '/user/card', { as: 'member' });
    const codes = v.parse(EntryCodes, await res.json());
    expect(codes.map((c) => [c.holder ?? 'own', c.access])).toEqual([
      ['own', 'allowed'],
      ['own', 'expired'],
      ['Mia Kask', 'allowed'],
    ]);
    const other = v.parse(EntryCodes, await (await t.request('GET', '/user/card', { as: 'member2' })).json());
    expect(other.map((c) => c.holder ?? 'own')).toEqual(['own', 'Oskar Põld']);
  });
});

describe('booking for the family', () => {
  it('books the guardian and the child, and says per person who got a place and who waits', async () => {
    const { users, family } = t.fixture.main;
    const trainingId = await makeClass('Kids swim', 1);
    const { status, body } = await book('member', trainingId, [users.member, family.memberChild]);
    expect(status).toBe(201);
    expect((body as FamilyPlaces).places.map((p) => [p.member.id, p.status, p.placeInWaitingList])).toEqual([
      [users.member, 'booked', null],
      [family.memberChild, 'waiting', 1],
    ]);
    expect(await places('member', trainingId)).toEqual([
      ['Kati', 'booked'],
      ['Mia', 'waiting'],
    ]);
    // the child's place is the child's own registration
    const rows = await t.db.query<{ user_id: number; status: string }>(
      `SELECT user_id, status FROM registrations WHERE training_id = $1 ORDER BY id`,
      [trainingId],
    );
    expect(rows).toEqual([
      { user_id: users.member, status: 'booked' },
      { user_id: family.memberChild, status: 'waiting' },
    ]);
  });

  it("runs each person's own rules: a blocked child is refused, the guardian still booked", async () => {
    const { users, family } = t.fixture.main;
    const trainingId = await makeClass('Family yoga', 10);
    await t.db.query('UPDATE users SET status = 1 WHERE id = $1', [family.memberChild]);
    try {
      const { body } = await book('member', trainingId, [family.memberChild, users.member]);
      expect((body as FamilyPlaces).places.map((p) => [p.member.id, p.status, p.refusal])).toEqual([
        [family.memberChild, 'refused', 'registeringNotAllowed'],
        [users.member, 'booked', null],
      ]);
    } finally {
      await t.db.query('UPDATE users SET status = 0 WHERE id = $1', [family.memberChild]);
    }
  });

  it("cancels the child's place, and no one else's", async () => {
    const { family } = t.fixture.main;
    const trainingId = await makeClass('Kids judo', 10);
    await book('member', trainingId, [family.memberChild]);
    const res = await t.request('DELETE', `/user/registration/${trainingId}/family/${family.memberChild}`, {
      as: 'member',
    });
    expect(res.status).toBe(200);
    expect(await places('member', trainingId)).toEqual([
      ['Kati', 'none'],
      ['Mia', 'none'],
    ]);
  });

  it("refuses another family's child with 404 and books nothing", async () => {
    const trainingId = await makeClass('Kids dance', 10);
    const { status, body } = await book('member2', trainingId, [t.fixture.main.family.memberChild]);
    expect([status, body]).toEqual([404, { errors: ['itemNotFound'], code: 404 }]);
    const [row] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM registrations WHERE training_id = $1',
      [trainingId],
    );
    expect(row?.n).toBe(0);
  });

  it('a member without dependants books only themself through the family route', async () => {
    const trainingId = await makeClass('Pilates', 10);
    const { body } = await book('blocked', trainingId, [t.fixture.main.users.blocked]);
    expect((body as FamilyPlaces).places.map((p) => [p.status, p.refusal])).toEqual([
      ['refused', 'registeringNotAllowed'],
    ]);
  });
});

describe('the trainer', () => {
  it('sees a child with the guardian to call, and a member on their own without one', async () => {
    const { users, family } = t.fixture.main;
    const trainingId = await makeClass('Kids climbing', 10);
    await book('member', trainingId, [users.member, family.memberChild]);
    const res = await t.request('GET', `/trainer/registration/class/${trainingId}`, { as: 'admin' });
    expect(res.status).toBe(200);
    const [guardian] = await t.db.query<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [users.member]);
    const phone = guardian?.phone;
    const participants = v.parse(ParticipantsResponse, await res.json());
    expect(participants.map((p) => [p.name, p.phone, p.guardian])).toEqual([
      ['Kati Kask', phone, undefined],
      ['Mia Kask', '', { name: 'Kati Kask', phone }],
    ]);
  });
});

describe('notices', () => {
  it("tell the guardian about the child's class, naming the child; the guardian marks them read", async () => {
    const { family } = t.fixture.main;
    const trainingId = await makeClass('Kids tennis', 10);
    await insertIds(t.db, 'member_notices', [
      { tenant: 'default', user_id: family.memberChild, training_id: trainingId, kind: 'cancelled' },
    ]);
    const read = async (as: DemoUser) =>
      v.parse(MemberNotices, await (await t.request('GET', '/user/notice', { as })).json());
    const notice = (await read('member')).find((n) => n.trainingId === trainingId);
    expect(notice).toMatchObject({ kind: 'cancelled', forMember: 'Mia' });
    expect((await read('member2')).some((n) => n.trainingId === trainingId)).toBe(false);
    const seen = await t.request('POST', '/user/notice/seen', { as: 'member', body: { ids: [notice?.id] } });
    expect(seen.status).toBe(204);
    expect((await read('member')).some((n) => n.trainingId === trainingId)).toBe(false);
  });
});

describe('linking', () => {
  it('links an adult with the code the club issued; the code works once', async () => {
    const { users } = t.fixture.main;
    const issued = await t.request('POST', `/admin/member/${users.trainer}/family-code`, { as: 'admin' });
    expect(issued.status).toBe(201);
    const { code } = v.parse(FamilyLinkCode, await issued.json());
    const typed = code.toLowerCase().replace(/-/g, '- ');
    const redeemed = await t.request('POST', '/user/family', { as: 'member2', body: { code: typed } });
    expect(redeemed.status).toBe(201);
    expect(v.parse(FamilyMember, await redeemed.json()).id).toBe(users.trainer);
    expect((await dependants('member2')).map((d) => d.id)).toContain(users.trainer);
    // the adult who agreed sees who acts for them
    const theirs = v.parse(FamilyResponse, await (await t.request('GET', '/user/family', { as: 'trainer' })).json());
    expect(theirs.guardians.map((g) => g.id)).toEqual([users.member2]);
    const again = await t.request('POST', '/user/family', { as: 'member', body: { code } });
    expect([again.status, await again.json()]).toEqual([404, { errors: ['familyCodeInvalid'], code: 404 }]);
  });

  it('refuses an expired code', async () => {
    const issued = await t.request('POST', `/admin/member/${t.fixture.main.users.blocked}/family-code`, {
      as: 'admin',
    });
    const { code } = v.parse(FamilyLinkCode, await issued.json());
    t.clock.set(new Date(FIXTURE_NOW.getTime() + 15 * DAY));
    try {
      const res = await t.request('POST', '/user/family', { as: 'member2', body: { code } });
      expect(res.status).toBe(404);
    } finally {
      t.clock.set(FIXTURE_NOW);
    }
  });

  it('refuses a loop: a dependant cannot become their guardian’s guardian', async () => {
    const { users } = t.fixture.main;
    await t.request('POST', `/admin/member/${users.admin}/family`, {
      as: 'admin',
      body: { dependantId: users.blocked },
    });
    const res = await t.request('POST', `/admin/member/${users.blocked}/family`, {
      as: 'admin',
      body: { dependantId: users.admin },
    });
    expect([res.status, await res.json()]).toEqual([409, { errors: ['familyLinkNotAllowed'], code: 409 }]);
  });

  it('unlinks on the admin’s word, keeps the record, and the guardian can no longer act for them', async () => {
    const { users, family } = t.fixture.main;
    const linked = await t.request('POST', `/admin/member/${users.member2}/family`, {
      as: 'admin',
      body: { dependantId: family.memberChild },
    });
    expect(linked.status).toBe(201);
    const both = await t.request('GET', `/admin/member/${family.memberChild}/family`, { as: 'admin' });
    expect((await both.json()).guardians.map((g: FamilyMember) => g.firstName)).toEqual(['Kati', 'Peeter']);
    const res = await t.request('DELETE', `/admin/member/${users.member2}/family/${family.memberChild}`, {
      as: 'admin',
    });
    expect(res.status).toBe(204);
    const trainingId = await makeClass('After unlink', 10);
    expect((await book('member2', trainingId, [family.memberChild])).status).toBe(404);
    const [record] = await t.db.query<{ unlinked_by: number; linked_by: number }>(
      `SELECT linked_by, unlinked_by FROM family_links WHERE guardian_id = $1 AND dependant_id = $2`,
      [users.member2, family.memberChild],
    );
    expect(record).toEqual({ linked_by: users.admin, unlinked_by: users.admin });
    // both are in the club's audit log, with the guardian, the child named by id only
    const log = v.parse(
      AuditPage,
      await (
        await t.request('GET', `/admin/audit?subjectType=user&subjectId=${family.memberChild}`, { as: 'admin' })
      ).json(),
    );
    expect(log.items.map((e) => [e.action, e.actor.role, e.detail])).toEqual([
      ['family.unlink', 'admin', { guardianId: users.member2 }],
      ['family.link', 'admin', { guardianId: users.member2 }],
    ]);
  });
});
