import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditActorsResponse, AuditPage, type AuditEntry } from '../../src/api/contract/audit.ts';
import { appendAudit } from '../domain/audit/append.ts';
import { verifyAllChains, verifyChain } from '../domain/audit/verify-chain.ts';
import { fixtureTenants } from '../test-support/fixture.ts';
import { makeTestApp, unthrottled, type DemoUser, type TestApp } from '../test-support/make-test-app.ts';
import { loginBody } from '../test-support/login.ts';

/** Issue 40 (4): every staff action in the club's append-only, hash-chained audit log. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ throttle: unthrottled });
}, 60_000);
afterAll(() => t?.close());

const main = () => t.fixture.main;
const tenant = fixtureTenants.main;

/** The newest entries of the club, as the admin's screen reads them. */
async function log(query = '', side: 'main' | 'other' = 'main'): Promise<AuditEntry[]> {
  const res = await t.request('GET', `/admin/audit${query}`, { as: 'admin', tenant: side });
  expect(res.status, await res.clone().text()).toBe(200);
  return v.parse(AuditPage, await res.json()).items;
}
const latest = async () => (await log('?limit=1'))[0];

async function nameOf(user: DemoUser): Promise<string> {
  const [row] = await t.db.query<{ name: string }>(
    "SELECT trim(first_name || ' ' || last_name) AS name FROM users WHERE id = $1",
    [main().users[user]],
  );
  return row!.name;
}

const classForm = (over: Record<string, unknown> = {}) => ({
  name: 'Audit yoga',
  roomId: main().refs.roomIds[1],
  trainerId: main().refs.trainerIds[2],
  styleId: main().refs.styleIds[0],
  trainingType: 'group',
  startDateTime: '2026-03-20T08:30:00.000Z',
  endDateTime: '2026-03-20T09:30:00.000Z',
  maxPlaces: 8,
  isPublic: true,
  waitingListAllowed: true,
  ...over,
});

describe('the audit log records staff actions', () => {
  let classId = 0;

  it('records a class created, edited, cancelled and deleted: who, from where, before and after', async () => {
    const created = await t.request('POST', '/admin/schedule', {
      as: 'admin',
      body: classForm(),
      headers: { 'X-Request-Id': 'req-create-1' },
      address: '203.0.113.7',
    });
    expect(created.status).toBe(201);
    classId = ((await created.json()) as { training: { id: number } }).training.id;
    const create = await latest();
    expect(create).toMatchObject({
      action: 'class.create',
      actor: { id: main().users.admin, role: 'admin', name: await nameOf('admin') },
      requestId: 'req-create-1',
      clientAddress: '203.0.113.7',
      subject: { type: 'class', id: classId },
      before: null,
      after: { name: 'Audit yoga', max_places: 8 },
    });

    await t.request('PUT', '/admin/schedule', { as: 'admin', body: classForm({ trainingId: classId, maxPlaces: 12 }) });
    expect(await latest()).toMatchObject({
      action: 'class.edit',
      subject: { type: 'class', id: classId },
      before: { max_places: 8 },
      after: { max_places: 12 },
      detail: { scope: 'this', changedCount: 1 },
    });

    await t.request('POST', `/admin/schedule/cancel/${classId}`, { as: 'admin', body: { notify: false } });
    const cancel = await latest();
    expect(cancel).toMatchObject({ action: 'class.cancel', before: { cancelled_at: null }, detail: { notify: false } });
    expect(cancel?.after?.cancelled_at).toEqual(expect.any(String));
    // cancelling a cancelled class changes nothing: no second entry
    await t.request('POST', `/admin/schedule/cancel/${classId}`, { as: 'admin', body: { notify: false } });
    expect((await latest())?.seq).toBe(cancel?.seq);

    await t.request('DELETE', `/admin/schedule/${classId}`, { as: 'admin' });
    expect(await latest()).toMatchObject({
      action: 'class.delete',
      before: { id: classId, name: 'Audit yoga' },
      after: null,
    });
  });

  it('records nothing for a refused change', async () => {
    const before = await latest();
    // the class with clients cannot be deleted (409)
    expect((await t.request('DELETE', `/admin/schedule/${main().trainings.past}`, { as: 'admin' })).status).toBe(409);
    // a trainer handing classes over to themselves (a refusal answered as a value)
    const self = await t.request('PUT', `/admin/trainers/${main().refs.trainerIds[2]}/active`, {
      as: 'admin',
      body: { active: false, handOverTo: main().refs.trainerIds[2] },
    });
    expect(self.status).toBe(400);
    expect((await latest())?.seq).toBe(before?.seq);
  });

  it('records a room and a trainer changed, with what their forms edit elsewhere', async () => {
    const room = main().refs.roomIds[2];
    const res = await t.request('PUT', `/admin/rooms/${room}`, {
      as: 'admin',
      body: {
        clubId: main().refs.clubIds[0],
        groupId: main().roomGroupIds[0],
        name: 'Audit hall',
        places: 21,
        styleIds: [main().refs.styleIds[1]],
        color: '#224466',
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const entry = await latest();
    expect(entry).toMatchObject({
      action: 'room.edit',
      subject: { type: 'room', id: room },
      after: { name: 'Audit hall' },
    });
    expect(entry?.before?.name).not.toBe('Audit hall');
    expect(entry?.after?.styleIds).toEqual([main().refs.styleIds[1]]);

    const trainer = main().refs.trainerIds[2];
    await t.request('PUT', `/admin/trainers/${trainer}`, {
      as: 'admin',
      body: {
        name: 'Audit Trainer',
        email: 'audit@example.com',
        phone: '',
        styleIds: [main().refs.styleIds[0]],
        login: '',
      },
    });
    expect(await latest()).toMatchObject({ action: 'trainer.edit', after: { name: 'Audit Trainer', login: null } });
  });

  it('records an SMS sent, with its text and count', async () => {
    const res = await t.request('POST', '/admin/message', {
      as: 'admin',
      body: { text: 'The sauna is closed today', clientIds: [main().users.member] },
    });
    expect(res.status).toBe(200);
    expect(await latest()).toMatchObject({
      action: 'sms.send',
      subject: null,
      detail: { text: 'The sauna is closed today', clientIds: [main().users.member], messagesSent: 1 },
    });
  });

  it('records a registration made by a trainer for a member, and presence marked', async () => {
    const { upcoming } = main().trainings;
    const res = await t.request('POST', `/trainer/registration/${upcoming}`, {
      as: 'trainer',
      body: { clientId: main().users.member2 },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { registrationId } = (await res.json()) as { registrationId: number };
    expect(await latest()).toMatchObject({
      action: 'registration.create',
      actor: { id: main().users.trainer, role: 'trainer', name: await nameOf('trainer') },
      subject: { type: 'registration', id: registrationId },
      before: null,
      after: { user_id: main().users.member2, training_id: upcoming, status: 'booked' },
    });

    const reg = main().registrations.memberUpcoming;
    await t.request('PUT', `/trainer/registration/${reg}/presence`, { as: 'trainer', body: { presence: true } });
    expect(await latest()).toMatchObject({
      action: 'registration.presence',
      subject: { type: 'registration', id: reg },
      before: { presence: false },
      after: { presence: true },
    });
  });

  it('records a strike waived, with the reason', async () => {
    const strike = main().strikes.member2Past;
    const res = await t.request('POST', `/trainer/strikes/${strike}/waive`, {
      as: 'admin',
      body: { reason: 'Was ill' },
    });
    expect(res.status, await res.clone().text()).toBe(204);
    expect(await latest()).toMatchObject({
      action: 'strike.waive',
      before: { waived_at: null },
      after: { waive_reason: 'Was ill', waived_by: main().users.admin },
    });
  });

  it("records a club's rules changed, only the fields that changed", async () => {
    const club = main().refs.clubIds[0];
    const rules = (limit: number) => ({
      enabled: false,
      noShowGraceMinutes: 30,
      lateCancelHours: 12,
      limit,
      windowDays: 90,
      blockDays: 30,
      forgiveFirst: true,
    });
    expect((await t.request('PUT', `/admin/club/${club}/strikes`, { as: 'admin', body: rules(5) })).status).toBe(200);
    const entry = await latest();
    expect(entry).toMatchObject({
      action: 'club.rules',
      subject: { type: 'club', id: club },
      after: { strike_limit: 5 },
    });
    expect(entry?.before?.strike_limit).not.toBe(5);
    // the same rules again change nothing: no entry
    await t.request('PUT', `/admin/club/${club}/strikes`, { as: 'admin', body: rules(5) });
    expect((await latest())?.seq).toBe(entry?.seq);
  });

  it("records staff logins, not members'", async () => {
    const login = (username: string, password: string) =>
      t.request('POST', '/account/login', {
        body: loginBody(username, password),
        address: '198.51.100.4',
      });
    expect((await login('trainer', 'Trainer1234')).status).toBe(200);
    expect(await latest()).toMatchObject({
      action: 'staff.login',
      actor: { id: main().users.trainer, role: 'trainer' },
      subject: { type: 'user', id: main().users.trainer },
      clientAddress: '198.51.100.4',
    });
    const before = await latest();
    expect((await login('member', 'Member1234')).status).toBe(200);
    expect((await login('trainer', 'wrong')).status).toBe(401);
    expect((await latest())?.seq).toBe(before?.seq);
  });
});

describe('searching the log', () => {
  it('filters by action, staff member, subject and date range, in keyset pages', async () => {
    expect((await log('?action=class.edit')).map((e) => e.action)).toEqual(['class.edit']);
    const trainer = main().users.trainer;
    const byTrainer = await log(`?actorId=${trainer}`);
    expect(byTrainer.length).toBeGreaterThanOrEqual(3);
    expect(byTrainer.every((e) => e.actor.id === trainer)).toBe(true);
    const reg = main().registrations.memberUpcoming;
    expect((await log(`?subjectType=registration&subjectId=${reg}`)).map((e) => e.action)).toEqual([
      'registration.presence',
    ]);
    expect(await log('?from=2030-01-01T00:00:00.000Z')).toEqual([]);
    expect((await log('?to=2026-01-01T00:00:00.000Z')).length).toBe(0);

    const all = await log('?limit=100');
    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res = await t.request('GET', `/admin/audit?limit=3${cursor ? `&cursor=${cursor}` : ''}`, { as: 'admin' });
      const page: AuditPage = v.parse(AuditPage, await res.json());
      seen.push(...page.items.map((e) => e.seq));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(all.map((e) => e.seq));
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });

  it('shows a club only its own entries and staff, and refuses bad filters', async () => {
    expect(await log('', 'other')).toEqual([]);
    const actors = v.parse(
      AuditActorsResponse,
      await (await t.request('GET', '/admin/audit/actors', { as: 'admin' })).json(),
    );
    expect(actors.map((a) => a.id).sort()).toEqual([main().users.admin, main().users.trainer].sort());
    for (const bad of ['?action=class.explode', '?subjectId=3', '?from=yesterday', '?actorId=0', '?cursor=%21%21']) {
      const res = await t.request('GET', `/admin/audit${bad}`, { as: 'admin' });
      expect([bad, res.status]).toEqual([bad, 400]);
    }
  });
});

describe('the chain', () => {
  it('verifies, and concurrent writers of one club never fork it', async () => {
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.db.transaction((tx) =>
          appendAudit(tx, tenant, {
            at: t.clock.now(),
            actor: { id: main().users.admin, role: 'admin' },
            requestId: `concurrent-${i}`,
            clientAddress: 'local',
            action: 'sms.send',
            subject: null,
            before: null,
            after: null,
            detail: { i },
          }),
        ),
      ),
    );
    const report = await verifyChain(t.db, tenant);
    expect(report.broken).toBeNull();
    const [counts] = await t.db.query<{ n: number; max: string }>(
      'SELECT count(*)::int AS n, max(seq)::text AS max FROM audit_log WHERE tenant = $1',
      [tenant],
    );
    expect(Number(counts!.max)).toBe(counts!.n);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database', async () => {
    for (const sql of [
      "UPDATE audit_log SET actor_name = 'Someone else' WHERE tenant = $1",
      'DELETE FROM audit_log WHERE tenant = $1',
    ])
      await expect(t.db.query(sql, [tenant])).rejects.toThrow(/append-only/);
    await expect(t.db.exec('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect((await verifyChain(t.db, tenant)).broken).toBeNull();
  });

  it('keeps its check through the retention path, which names what it removed', async () => {
    const [first] = await t.db.query<{ seq: string }>('SELECT min(seq)::text AS seq FROM audit_log WHERE tenant = $1', [
      tenant,
    ]);
    const [removed] = await t.db.query<{ n: number }>(
      "SELECT audit_prune($1, (SELECT at + interval '1 microsecond' FROM audit_log WHERE tenant = $1 AND seq = $2), $3) AS n",
      [tenant, first!.seq, t.clock.now()],
    );
    expect(removed!.n).toBeGreaterThanOrEqual(1);
    expect((await latest())?.action).toBe('audit.pruned');
    expect((await verifyChain(t.db, tenant)).broken).toBeNull();
  });

  it('finds a row changed behind the trigger (as a superuser could) at that entry', async () => {
    // the oldest kept entry: whoever did it, the log now says someone else did
    const [target] = await t.db.query<{ seq: string }>(
      'SELECT min(seq)::text AS seq FROM audit_log WHERE tenant = $1',
      [tenant],
    );
    await t.db.exec('ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only');
    try {
      await t.db.query("UPDATE audit_log SET actor_name = 'Someone else' WHERE tenant = $1 AND seq = $2", [
        tenant,
        target!.seq,
      ]);
    } finally {
      await t.db.exec('ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only');
    }
    expect(await verifyAllChains(t.db)).toContainEqual({
      tenant,
      entries: expect.any(Number),
      broken: { seq: Number(target!.seq), reason: 'hash' },
    });
  });
});
