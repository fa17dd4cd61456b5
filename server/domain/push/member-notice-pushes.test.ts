import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertIds } from '../../db/seed/insert-rows.ts';
import { FIXTURE_NOW, makeTestApp, type TestApp } from '../../test-support/make-test-app.ts';
import { tellStanding } from '../standing/standing-notices.ts';
import { enqueueStrikePushes } from '../strikes/strike-pushes.ts';

/**
 * The pushes the strike and standing-booking jobs queue for a member's class (issue #37): one per device that
 * hears it, the member's own and a dependant's guardians' (naming the dependant), in the device's language,
 * opening the screen that shows what happened, and none for an account that is not told.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t?.close());
afterEach(() => t.db.query('DELETE FROM push_queue'));

const device = async (userId: number, language: 'et' | 'en' | 'lv') =>
  (
    await insertIds(t.db, 'push_subscriptions', [
      {
        tenant: 'default',
        user_id: userId,
        endpoint: `https://push.example/${userId}`,
        p256dh: 'k',
        auth: 'a',
        language,
      },
    ])
  )[0]!;

const queued = (trainingId: number) =>
  t.db.query<{ subscription_id: number; kind: string; title: string; url: string; tag: string }>(
    `SELECT subscription_id, kind, payload->>'title' AS title, payload->>'url' AS url, payload->>'tag' AS tag
     FROM push_queue WHERE training_id = $1 ORDER BY payload->>'tag'`,
    [trainingId],
  );

let memberDevice = 0;
let member2Device = 0;
let trainingId = 0;
beforeAll(async () => {
  const { users, refs } = t.fixture.main;
  await t.db.query('DELETE FROM push_subscriptions');
  memberDevice = await device(users.member, 'lv');
  member2Device = await device(users.member2, 'en');
  const start = new Date(FIXTURE_NOW.getTime() - 2 * 24 * 3600_000);
  [trainingId] = (await insertIds(t.db, 'trainings', [
    {
      tenant: 'default',
      club_id: refs.clubIds[0],
      room_id: refs.roomIds[0],
      name: 'Morning swim',
      training_type: 'group',
      start_at: start,
      end_at: new Date(start.getTime() + 3600_000),
      max_places: 10,
    },
  ])) as [number];
});

describe('pushes about a member’s class from the strike and standing-booking jobs', () => {
  it("a strike and a block reach the member's device, and a dependant's reach the guardian naming them", async () => {
    const { users, family } = t.fixture.main;
    const strike = (id: number, userId: number) => ({
      id,
      tenant: 'default' as const,
      clubId: t.fixture.main.refs.clubIds[0]!,
      userId,
      registrationId: id,
      trainingId,
      kind: 'noShow' as const,
      countedAt: FIXTURE_NOW,
      forgiven: false,
      blocksUntil: new Date(FIXTURE_NOW.getTime() + 14 * 24 * 3600_000),
    });
    await enqueueStrikePushes(
      t.db,
      [
        { strike: strike(901, users.member2), kind: 'strike' },
        { strike: strike(901, users.member2), kind: 'blocked' },
        { strike: strike(902, family.memberChild), kind: 'strike' },
      ],
      FIXTURE_NOW,
    );
    const pushes = await queued(trainingId);
    expect(pushes.map(({ subscription_id, kind, url, tag }) => ({ subscription_id, kind, url, tag }))).toEqual([
      { subscription_id: member2Device, kind: 'blocked', url: '/profile', tag: 'strike-901-blocked' },
      { subscription_id: member2Device, kind: 'strike', url: '/profile', tag: 'strike-901-strike' },
      { subscription_id: memberDevice, kind: 'strike', url: '/profile', tag: 'strike-902-strike' },
    ]);
    expect(pushes.map((p) => p.title)).toEqual([
      'Booking blocked',
      'Strike recorded',
      'Priekš Mia: Reģistrēts pārkāpums',
    ]);
  });

  it('a standing booking tells the member in the app and on their device, opening My workouts', async () => {
    const { users } = t.fixture.main;
    await tellStanding(
      t.db,
      [
        {
          tenant: 'default',
          userId: users.member2,
          kind: 'standingRefused',
          trainingId,
          refusal: 'noFreePlaces',
          blockedUntil: null,
        },
      ],
      FIXTURE_NOW,
    );
    expect(
      await t.db.query('SELECT kind, refusal FROM member_notices WHERE training_id = $1 AND user_id = $2', [
        trainingId,
        users.member2,
      ]),
    ).toEqual([{ kind: 'standingRefused', refusal: 'noFreePlaces' }]);
    const pushes = await queued(trainingId);
    expect(pushes).toEqual([
      {
        subscription_id: member2Device,
        kind: 'standingRefused',
        title: expect.stringContaining('Morning swim'),
        url: '/workouts',
        tag: `standing-${trainingId}-${users.member2}`,
      },
    ]);
  });

  it('an account that is not told (blocked) gets no push', async () => {
    const { users } = t.fixture.main;
    await t.db.query('UPDATE users SET status = 2 WHERE id = $1', [users.member2]);
    try {
      await tellStanding(
        t.db,
        [
          {
            tenant: 'default',
            userId: users.member2,
            kind: 'standingBooked',
            trainingId,
            refusal: null,
            blockedUntil: null,
          },
        ],
        FIXTURE_NOW,
      );
      expect(await queued(trainingId)).toEqual([]);
    } finally {
      await t.db.query('UPDATE users SET status = 0 WHERE id = $1', [users.member2]);
    }
  });
});
