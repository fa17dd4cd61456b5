import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertIds } from '../db/seed/insert-rows.ts';
import { enqueueDueReminders } from '../domain/push/reminders.ts';
import { FIXTURE_NOW, makeTestApp, type TestApp } from '../test-support/make-test-app.ts';

/** Issue 38 point 4: push and SMS about a dependant's class reach the guardian, naming the child. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t?.close());

const DAY = 24 * 3600_000;
let nextDay = 3;

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

async function bookFamily(as: 'member' | 'member2', trainingId: number, memberIds: number[]) {
  const res = await t.request('POST', `/user/registration/${trainingId}/family`, { as, body: { memberIds } });
  expect(res.status).toBe(201);
}

/** The guardian's one device; its language (Latvian, not the club's Estonian) is also their SMS language. */
let guardianDevice = 0;
let guardianPhone = '';
beforeAll(async () => {
  const { member } = t.fixture.main.users;
  [guardianDevice] = (await insertIds(t.db, 'push_subscriptions', [
    {
      tenant: 'default',
      user_id: member,
      endpoint: 'https://push.example/kati',
      p256dh: 'k',
      auth: 'a',
      language: 'lv',
    },
  ])) as [number];
  const [row] = await t.db.query<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [member]);
  guardianPhone = row!.phone;
  expect(guardianPhone).not.toBe('');
});

const pushes = (trainingId: number) =>
  t.db.query<{ subscription_id: number; kind: string; title: string; tag: string }>(
    `SELECT subscription_id, kind, payload->>'title' AS title, payload->>'tag' AS tag FROM push_queue
     WHERE training_id = $1 ORDER BY id`,
    [trainingId],
  );
const texts = (trainingId: number) =>
  t.db.query<{ phone: string; message: string }>(
    'SELECT phone, message FROM sms_outbox WHERE training_id = $1 ORDER BY id',
    [trainingId],
  );

describe("notices about a dependant's class", () => {
  it("a child's promotion reaches the guardian's device and phone, naming the child in the guardian's language", async () => {
    const { users, family } = t.fixture.main;
    const trainingId = await makeClass('Kids swim', 1);
    await bookFamily('member2', trainingId, [users.member2]);
    await bookFamily('member', trainingId, [family.memberChild]);
    expect((await t.request('DELETE', `/user/registration/${trainingId}`, { as: 'member2' })).status).toBe(200);

    expect(await pushes(trainingId)).toEqual([
      {
        subscription_id: guardianDevice,
        kind: 'promoted',
        title: 'Priekš Mia: Jums ir vieta: Kids swim',
        tag: `class-${trainingId}-${family.memberChild}`,
      },
    ]);
    // the child has no phone: only the guardian is texted
    const sms = await texts(trainingId);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.phone).toBe(guardianPhone);
    expect(sms[0]?.message).toMatch(/^Priekš Mia: .*: Jums tagad ir vieta nodarbībā Kids swim, /);
  });

  it('a cancelled class reaches the guardian by push and SMS, and their own place plainly', async () => {
    const { users, family } = t.fixture.main;
    const trainingId = await makeClass('Family swim', 10);
    await bookFamily('member', trainingId, [users.member, family.memberChild]);
    const res = await t.request('POST', `/admin/schedule/cancel/${trainingId}`, {
      as: 'admin',
      body: { notify: true },
    });
    expect(res.status).toBe(200);

    const queued = await pushes(trainingId);
    expect(queued.map((p) => [p.subscription_id, p.kind, p.title]).sort()).toEqual(
      [
        [guardianDevice, 'cancelled', 'Atcelts: Family swim'],
        [guardianDevice, 'cancelled', 'Priekš Mia: Atcelts: Family swim'],
      ].sort(),
    );
    const sms = (await texts(trainingId)).filter((m) => m.phone === guardianPhone).map((m) => m.message);
    expect(sms).toHaveLength(2);
    expect(sms.filter((m) => m.startsWith('Priekš Mia: '))).toHaveLength(1);
  });

  it("reminds the guardian's device of the child's class, naming the child, once", async () => {
    const { family } = t.fixture.main;
    const trainingId = await makeClass('Kids sailing', 10);
    await bookFamily('member', trainingId, [family.memberChild]);
    await t.db.query('UPDATE push_subscriptions SET reminder_lead_minutes = 60 WHERE id = $1', [guardianDevice]);
    const [k] = await t.db.query<{ start_at: Date }>('SELECT start_at FROM trainings WHERE id = $1', [trainingId]);
    const due = new Date(k!.start_at.getTime() - 59 * 60_000);
    expect(await enqueueDueReminders(t.db, due)).toBeGreaterThanOrEqual(1);
    expect(await enqueueDueReminders(t.db, due)).toBe(0);
    expect((await pushes(trainingId)).map((p) => [p.subscription_id, p.kind, p.title])).toEqual([
      [guardianDevice, 'reminder', 'Priekš Mia: Drīz: Kids sailing'],
    ]);
  });

  it("the admin's message to a class reaches the guardian of a child in it, once", async () => {
    const { users, family } = t.fixture.main;
    const trainingId = await makeClass('Kids rowing', 10);
    await bookFamily('member', trainingId, [users.member, family.memberChild]);
    const res = await t.request('POST', '/admin/message', {
      as: 'admin',
      body: { text: 'Bring a towel.', trainingId },
    });
    expect(await res.json()).toEqual({ messagesSent: 1, skipped: { refused: 0, noPhone: 0 } });
    expect(await texts(trainingId)).toEqual([{ phone: guardianPhone, message: 'Bring a towel.' }]);
  });

  it('an unlinked guardian hears no more about the child', async () => {
    const { users, family } = t.fixture.main;
    const trainingId = await makeClass('Kids diving', 10);
    await bookFamily('member', trainingId, [family.memberChild]);
    const unlink = await t.request('DELETE', `/admin/member/${users.member}/family/${family.memberChild}`, {
      as: 'admin',
    });
    expect(unlink.status).toBe(204);
    const res = await t.request('POST', `/admin/schedule/cancel/${trainingId}`, {
      as: 'admin',
      body: { notify: true },
    });
    expect(res.status).toBe(200);
    expect(await pushes(trainingId)).toEqual([]);
    expect(await texts(trainingId)).toEqual([]);
  });
});
