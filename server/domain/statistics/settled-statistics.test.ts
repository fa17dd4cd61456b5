import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PersonalTrainingStatistics,
  StatisticsPeriod,
  TrainerStatistics,
} from '../../../src/api/contract/statistics.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import { makeClub, makeMembers, makeTraining, type TestClub } from '../../test-support/booking-fixture.ts';
import { openTestDb, type TestDb } from '../../test-support/test-db.ts';
import { personalParts, personalTrainingStatistics } from './personal-trainings.ts';
import { heldParts, trainerStatistics } from './trainer-statistics.ts';

/*
 * Issue #35: a trainer's statistics and personal-training sums keep the settled part of their period (classes that started more than two
 * days ago) and read only the days since. Every answer must be the one the classes give when counted afresh,
 * whatever was written to them, and the kept part must stay only while nothing it counted changed.
 */
const tenant: TenantId = 'default';
const DAY = 24 * 3600_000;
/** The database's clock, which its triggers read (migration 290): the statistics run at the same moment. */
const now = new Date();
const periods: StatisticsPeriod[] = ['month', 'last30', 'active'];

let testDb: TestDb;
let club: TestClub;
let members: number[];
/** The trainer's classes: a day each, from 40 days ago to 3 days ahead, at 9:00 and 18:00 UTC. */
const classes: { id: number; start: Date }[] = [];
let otherStyle: number;

const identity = (text: string) => text;

beforeAll(async () => {
  testDb = await openTestDb();
  const { db } = testDb;
  club = await makeClub(db, tenant);
  members = await makeMembers(db, tenant, 24);
  await db.query(`UPDATE users SET gender = 'male' WHERE id = ANY($1::int[])`, [members.filter((_, i) => i % 3 === 0)]);
  [{ id: otherStyle }] = (await db.query<{ id: number }>(
    `INSERT INTO training_styles (tenant, name, color) VALUES ($1, 'Boxing', '#aa4444') RETURNING id`,
    [tenant],
  )) as [{ id: number }];
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  for (let day = -40; day <= 3; day += 1) {
    for (const hour of [9, 18]) {
      const start = new Date(today.getTime() + day * DAY + hour * 3600_000);
      const id = await makeTraining(db, tenant, {
        club,
        start,
        maxPlaces: 4 + (day & 3),
        trainingType: hour === 9 ? 'group' : day % 5 === 0 || day === 3 ? 'personal' : 'gym',
      });
      if (day % 4 === 0) await db.query('UPDATE trainings SET style_id = $2 WHERE id = $1', [id, otherStyle]);
      classes.push({ id, start });
      // a few members per class, some present; the fifth class of each ten is cancelled with its places
      for (let k = 0; k < 3 + ((day + 40) % 3); k += 1) {
        const member = members[(day * 7 + hour + k * 5 + 400) % members.length]!;
        await db.query(
          `INSERT INTO registrations (tenant, training_id, user_id, status, presence) VALUES ($1, $2, $3, $4, $5)`,
          [tenant, id, member, k === 4 ? 'waiting' : 'booked', k % 2 === 0],
        );
      }
      if ((day + 40) % 10 === 4) await db.query('UPDATE trainings SET cancelled_at = $2 WHERE id = $1', [id, start]);
    }
  }
  // a style only a settled class has: its name is read with the days since, which have none of it
  const [pilates] = await db.query<{ id: number }>(
    `INSERT INTO training_styles (tenant, name, color) VALUES ($1, 'Pilates', '#4444aa') RETURNING id`,
    [tenant],
  );
  await db.query('UPDATE trainings SET style_id = $2 WHERE id = $1', [classes[40]!.id, pilates!.id]);
  // the other trainer's classes on the same days count for them only
  for (let day = -20; day <= 0; day += 2) {
    const id = await makeTraining(db, tenant, {
      club,
      trainerId: club.trainer2Id,
      start: new Date(today.getTime() + day * DAY + 12 * 3600_000),
    });
    await db.query(`INSERT INTO registrations (tenant, training_id, user_id, status) VALUES ($1, $2, $3, 'booked')`, [
      tenant,
      id,
      members[23],
    ]);
  }
  await db.exec('ANALYZE');
}, 120_000);
afterAll(() => testDb?.close());

/** The statistics counted afresh from the rows, as the period's definition says. */
async function counted(period: StatisticsPeriod, answer: TrainerStatistics, at = now): Promise<TrainerStatistics> {
  const { db } = testDb;
  const [bounds] = await db.query<{ lo: Date; hi: Date }>(
    `SELECT ($1::date::timestamp AT TIME ZONE 'Europe/Tallinn') AS lo, (($2::date + 1)::timestamp AT TIME ZONE 'Europe/Tallinn') AS hi`,
    [answer.from, answer.to],
  );
  const held = await db.query<{ id: number; max_places: number; style_id: number; training_type: string }>(
    `SELECT id, max_places, style_id, training_type FROM trainings
     WHERE tenant = $1 AND trainer_id = $2 AND cancelled_at IS NULL AND start_at >= $3 AND start_at < $4 AND start_at <= $5`,
    [tenant, club.trainerId, bounds!.lo, bounds!.hi, at],
  );
  const places = await db.query<{ user_id: number; presence: boolean; gender: string }>(
    `SELECT g.user_id, g.presence, u.gender FROM registrations g JOIN users u ON u.id = g.user_id
     WHERE g.status = 'booked' AND g.training_id = ANY($1::int[])`,
    [held.map((h) => h.id)],
  );
  const styles = await db.query<{ id: number; name: string; color: string }>(
    'SELECT id, name, color FROM training_styles WHERE tenant = $1',
    [tenant],
  );
  const clients = (gender: string) => new Set(places.filter((p) => p.gender === gender).map((p) => p.user_id)).size;
  const countBy = <K>(keys: K[]) => {
    const counts = new Map<K, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return [...counts];
  };
  return {
    period,
    from: answer.from,
    to: answer.to,
    classes: held.length,
    byStyle: countBy(held.map((h) => h.style_id))
      .map(([id, count]) => {
        const style = styles.find((s) => s.id === id)!;
        return { styleId: id, name: style.name, color: style.color, count };
      })
      .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : 1)),
    byType: countBy(held.map((h) => h.training_type))
      .map(([type, count]) => ({ type, count }) as TrainerStatistics['byType'][number])
      .sort((a, b) => b.count - a.count || (a.type < b.type ? -1 : 1)),
    maleCount: clients('male'),
    femaleCount: clients('female'),
    totals: {
      places: held.reduce((sum, h) => sum + h.max_places, 0),
      bookings: places.length,
      attendance: places.filter((p) => p.presence).length,
    },
  };
}

const statistics = (period: StatisticsPeriod, parts: ReturnType<typeof heldParts>, at = now) =>
  trainerStatistics(testDb.db, tenant, club.trainerId, period, at, identity, parts);

const version = async () =>
  (
    await testDb.db.query<{ version: string }>('SELECT version::text FROM history_versions WHERE tenant = $1', [tenant])
  )[0]?.version ?? '0';

/** The trainer's class `days` days from today (negative: ago) at 9:00 UTC. */
const classOn = (days: number) => classes[(days + 40) * 2]!.id;

describe('trainer statistics with a kept settled part', () => {
  it('equal the classes counted afresh, for every period, read first and from the kept part', async () => {
    const parts = heldParts();
    for (const period of periods) {
      const first = await statistics(period, parts);
      expect(first.classes).toBeGreaterThan(0);
      expect(first).toEqual(await counted(period, first));
      expect(await statistics(period, parts)).toEqual(first);
    }
    expect(parts.size.parts).toBeGreaterThanOrEqual(2);
  });

  it('show every write to a settled class at once', async () => {
    const parts = heldParts();
    const { db } = testDb;
    const old = classOn(-10);
    const writes: [string, () => Promise<unknown>][] = [
      [
        'presence marked',
        () => db.query('UPDATE registrations SET presence = NOT presence WHERE training_id = $1', [old]),
      ],
      [
        'a place added',
        () =>
          db.query(`INSERT INTO registrations (tenant, training_id, user_id, status) VALUES ($1, $2, $3, 'booked')`, [
            tenant,
            old,
            members[22],
          ]),
      ],
      [
        'a place cancelled',
        () =>
          db.query(`UPDATE registrations SET status = 'cancelled' WHERE training_id = $1 AND user_id = $2`, [
            old,
            members[22],
          ]),
      ],
      [
        'a place deleted',
        () => db.query('DELETE FROM registrations WHERE training_id = $1 AND user_id = $2', [old, members[22]]),
      ],
      ['places changed', () => db.query('UPDATE trainings SET max_places = max_places + 3 WHERE id = $1', [old])],
      [
        'the style changed',
        () => db.query('UPDATE trainings SET style_id = $2 WHERE id = $1', [classOn(-9), otherStyle]),
      ],
      [
        'the class cancelled',
        () => db.query('UPDATE trainings SET cancelled_at = start_at WHERE id = $1', [classOn(-8)]),
      ],
      [
        'another trainer took it',
        () => db.query('UPDATE trainings SET trainer_id = $2 WHERE id = $1', [classOn(-7), club.trainer2Id]),
      ],
      ['a client changed gender', () => db.query(`UPDATE users SET gender = 'male' WHERE id = $1`, [members[1]])],
      [
        'the style renamed',
        () => db.query(`UPDATE training_styles SET name = 'Kickboxing' WHERE id = $1`, [otherStyle]),
      ],
    ];
    for (const period of ['last30', 'active'] as const) await statistics(period, parts);
    for (const [what, write] of writes) {
      await write();
      for (const period of ['last30', 'active'] as const) {
        const answer = await statistics(period, parts);
        expect(answer, what).toEqual(await counted(period, answer));
      }
    }
  });

  it('keep the part through writes to the days since, which are read afresh', async () => {
    const parts = heldParts();
    const { db } = testDb;
    await statistics('last30', parts);
    const before = await version();
    // this morning's class (held) and the day after tomorrow's (not yet)
    for (const id of [classOn(0), classOn(2)]) {
      await db.query(
        `INSERT INTO registrations (tenant, training_id, user_id, status, presence) VALUES ($1, $2, $3, 'booked', true)`,
        [tenant, id, members[19]],
      );
      await db.query('UPDATE registrations SET presence = false WHERE training_id = $1 AND user_id = $2', [
        id,
        members[19],
      ]);
      await db.query('UPDATE trainings SET max_places = max_places + 1 WHERE id = $1', [id]);
    }
    expect(await version()).toBe(before);
    const answer = await statistics('last30', parts);
    expect(answer).toEqual(await counted('last30', answer));
  });

  it('take one new version per transaction, and none from one rolled back', async () => {
    const { db } = testDb;
    const before = await version();
    await expect(
      db.transaction(async (tx) => {
        await tx.query('UPDATE registrations SET presence = true WHERE training_id = $1', [classOn(-12)]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await version()).toBe(before);
    const within = await db.transaction(async (tx) => {
      await tx.query('UPDATE registrations SET presence = true WHERE training_id = $1', [classOn(-12)]);
      const [first] = await tx.query<{ version: string }>(
        'SELECT version::text FROM history_versions WHERE tenant = $1',
        [tenant],
      );
      await tx.query('UPDATE registrations SET presence = false WHERE training_id = ANY($1::int[])', [
        [classOn(-13), classOn(-14)],
      ]);
      await tx.query('UPDATE trainings SET max_places = max_places + 1 WHERE id = $1', [classOn(-15)]);
      const [second] = await tx.query<{ version: string }>(
        'SELECT version::text FROM history_versions WHERE tenant = $1',
        [tenant],
      );
      return [first!.version, second!.version];
    });
    expect(within[0]).not.toBe(before);
    expect(within[1]).toBe(within[0]);
    expect(await version()).toBe(within[0]);
  });

  it('keep nothing when the clock is ahead of the database’s, and still count right', async () => {
    const parts = heldParts();
    const ahead = new Date(now.getTime() + 5 * DAY);
    const answer = await trainerStatistics(testDb.db, tenant, club.trainerId, 'last30', ahead, identity, parts);
    expect(answer.classes).toBeGreaterThan(0);
    expect(answer).toEqual(await counted('last30', answer, ahead));
    expect(parts.size.parts).toBe(0);
  });
});

/** The personal-training sums counted afresh from the rows. */
async function countedPersonal(from: string, to: string): Promise<PersonalTrainingStatistics> {
  const rows = await testDb.db.query<{
    start_at: Date;
    user_id: number | null;
    presence: boolean | null;
    name: string;
  }>(
    `SELECT t.start_at, g.user_id, g.presence, u.first_name || ' ' || u.last_name AS name
     FROM trainings t
     LEFT JOIN registrations g ON g.training_id = t.id AND g.status = 'booked'
     LEFT JOIN users u ON u.id = g.user_id
     WHERE t.tenant = $1 AND t.trainer_id = $2 AND t.training_type = 'personal' AND t.cancelled_at IS NULL
       AND t.start_at >= ($3::date::timestamp AT TIME ZONE 'Europe/Tallinn')
       AND t.start_at < (($4::date + 1)::timestamp AT TIME ZONE 'Europe/Tallinn')`,
    [tenant, club.trainerId, from, to],
  );
  const past = rows.filter((r) => r.start_at <= now);
  const clients = new Map<number, { clientId: number; name: string; count: number; attended: number }>();
  for (const r of rows) {
    if (r.user_id === null) continue;
    const client = clients.get(r.user_id) ?? { clientId: r.user_id, name: r.name, count: 0, attended: 0 };
    clients.set(r.user_id, { ...client, count: client.count + 1, attended: client.attended + (r.presence ? 1 : 0) });
  }
  return {
    from,
    to,
    total: rows.length,
    past: past.length,
    upcoming: rows.length - past.length,
    attended: past.filter((r) => r.presence).length,
    byClient: [...clients.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
  };
}

describe('personal-training sums with a kept settled part', () => {
  const day = (days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
  const ranges = [
    [day(-365), day(0)],
    [day(-30), day(7)],
    [day(-25), day(-10)],
    [day(-1), day(4)],
  ] as const;
  const sums = (parts: ReturnType<typeof personalParts>, [from, to]: readonly [string, string]) =>
    personalTrainingStatistics(testDb.db, tenant, club.trainerId, { from, to }, now, parts);

  it('equal the classes counted afresh, read first and from the kept part', async () => {
    const parts = personalParts();
    for (const range of ranges) {
      const first = await sums(parts, range);
      expect(first.total).toBeGreaterThan(0);
      expect(first).toEqual(await countedPersonal(...range));
      expect(await sums(parts, range)).toEqual(first);
    }
    expect(parts.size.parts).toBe(3);
  });

  it('show every write to a settled class, and a client renamed, at once', async () => {
    const parts = personalParts();
    const { db } = testDb;
    const old = classes[(-20 + 40) * 2 + 1]!.id;
    const [client] = await db.query<{ user_id: number }>(
      `SELECT user_id FROM registrations WHERE training_id = $1 AND status = 'booked' LIMIT 1`,
      [old],
    );
    const writes: [string, () => Promise<unknown>][] = [
      [
        'presence marked',
        () => db.query('UPDATE registrations SET presence = NOT presence WHERE training_id = $1', [old]),
      ],
      ['a client renamed', () => db.query(`UPDATE users SET first_name = 'Renamed' WHERE id = $1`, [client!.user_id])],
      [
        'a place deleted',
        () => db.query('DELETE FROM registrations WHERE training_id = $1 AND user_id = $2', [old, client!.user_id]),
      ],
      [
        'the class cancelled',
        () => db.query('UPDATE trainings SET cancelled_at = start_at WHERE id = $1', [classes[(-25 + 40) * 2 + 1]!.id]),
      ],
    ];
    for (const range of ranges) await sums(parts, range);
    for (const [what, write] of writes) {
      await write();
      for (const range of ranges) expect(await sums(parts, range), what).toEqual(await countedPersonal(...range));
    }
  });
});
