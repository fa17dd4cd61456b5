import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../../../test-support/test-db.ts';
import { EXTRA_MEMBERS } from '../index.ts';
import { referenceNumber } from '../member-data.ts';
import { seedTenant } from '../tenant.ts';
import { seedTrainings } from '../trainings.ts';
import { hashDemoPasswords } from '../users.ts';
import { analyzeLargeClub, countLargeClub, generateLargeClub } from './index.ts';
import { INVOICE_MONTHS, largeSizes } from './sizes.ts';

const tenant = 'reval';
const now = new Date('2026-03-11T08:00:00.000Z');
const scale = 0.02;
let testDb: TestDb;
let userIds: { member: number; trainer: number };

/** One number from a query's single row. */
async function one(sql: string, params: unknown[] = [tenant]): Promise<number> {
  const [row] = await testDb.db.query<{ n: number }>(sql, params);
  return Number(row?.n);
}

beforeAll(async () => {
  testDb = await openTestDb();
  const hashes = await hashDemoPasswords();
  const seeded = await seedTenant(testDb.db, tenant, { hashes, now, extraMembers: EXTRA_MEMBERS });
  await seedTrainings(testDb.db, tenant, seeded.refs, now);
  userIds = seeded.users;
  expect(await generateLargeClub(testDb.db, tenant, { scale, now })).toBe(true);
  await analyzeLargeClub(testDb.db);
}, 180_000);
afterAll(() => testDb?.close());

describe('generateLargeClub', () => {
  it('adds members, classes and member data in proportion to the scale', async () => {
    const { members } = largeSizes(scale);
    const counts = await countLargeClub(testDb.db, tenant);
    expect(counts.users).toBe(5 + EXTRA_MEMBERS + members);
    expect(counts.invoices).toBe(7 + members * INVOICE_MONTHS + (INVOICE_MONTHS - 6));
    expect(counts.entry_codes).toBeGreaterThan(members);
    expect(counts.vouchers).toBeGreaterThanOrEqual(members);
    expect(counts.contracts).toBeGreaterThan(members);
    // about 150 classes a week over the scaled history and the two weeks ahead
    const days = largeSizes(scale).historyDays + 14;
    expect(counts.trainings).toBeGreaterThan((days / 7) * 140);
    expect(counts.trainings).toBeLessThan((days / 7) * 160);
    expect(counts.registrations).toBeGreaterThan(counts.trainings * 10);
    expect(await one('SELECT count(*)::int AS n FROM rooms WHERE tenant = $1')).toBe(20);
  });

  it('keeps every class’s booked and waiting counts equal to its registrations', async () => {
    const wrong = await one(
      `SELECT count(*)::int AS n FROM trainings t
       LEFT JOIN (SELECT training_id, count(*) FILTER (WHERE status = 'booked') AS booked,
         count(*) FILTER (WHERE status = 'waiting') AS waiting FROM registrations GROUP BY training_id) r ON r.training_id = t.id
       WHERE t.tenant = $1 AND (t.booked_count <> coalesce(r.booked, 0) OR t.waiting_count <> coalesce(r.waiting, 0))`,
    );
    expect(wrong).toBe(0);
    expect(await one(`SELECT sum(waiting_count)::int AS n FROM trainings WHERE tenant = $1`)).toBeGreaterThan(0);
  });

  it('gives every place its class’s start, as the booking rules read the member’s places by it', async () => {
    expect(
      await one(
        `SELECT count(*)::int AS n FROM registrations g JOIN trainings t ON t.id = g.training_id
         WHERE g.tenant = $1 AND g.start_at IS DISTINCT FROM t.start_at`,
      ),
    ).toBe(0);
  });

  it('overbooks no class and queues only behind full classes, after their booked places', async () => {
    expect(await one('SELECT count(*)::int AS n FROM trainings WHERE tenant = $1 AND booked_count > max_places')).toBe(
      0,
    );
    expect(
      await one(
        `SELECT count(*)::int AS n FROM trainings WHERE tenant = $1 AND waiting_count > 0
         AND (booked_count < max_places OR NOT waiting_list_allowed)`,
      ),
    ).toBe(0);
    expect(
      await one(
        `SELECT count(*)::int AS n FROM registrations w JOIN registrations b ON b.training_id = w.training_id
         WHERE w.tenant = $1 AND w.status = 'waiting' AND b.status = 'booked' AND b.queued_at > w.queued_at`,
      ),
    ).toBe(0);
  });

  it('marks presence only on booked places of past classes that took place', async () => {
    expect(
      await one(
        `SELECT count(*)::int AS n FROM registrations g JOIN trainings t ON t.id = g.training_id
         WHERE g.tenant = $1 AND g.presence AND (g.status <> 'booked' OR t.start_at > $2 OR t.cancelled_at IS NOT NULL)`,
        [tenant, now],
      ),
    ).toBe(0);
    expect(
      await one(`SELECT count(*)::int AS n FROM registrations WHERE tenant = $1 AND presence AND queued_at < $2`, [
        tenant,
        now,
      ]),
    ).toBeGreaterThan(0);
  });

  it('gives no room or trainer two classes at once', async () => {
    const clash = (column: string) =>
      one(
        `SELECT count(*)::int AS n FROM trainings a JOIN trainings b
           ON b.${column} = a.${column} AND b.id > a.id AND b.start_at < a.end_at AND b.end_at > a.start_at
         WHERE a.tenant = $1 AND b.tenant = $1 AND a.cancelled_at IS NULL AND b.cancelled_at IS NULL`,
      );
    expect(await clash('room_id')).toBe(0);
    expect(await clash('trainer_id')).toBe(0);
  });

  it('makes each weekly class a weekly series: one room, name and local time, whole weeks apart', async () => {
    const local = `(t.start_at AT TIME ZONE c.time_zone)`;
    expect(
      await one(
        `SELECT count(*)::int AS n FROM (
           SELECT t.series_id FROM trainings t JOIN clubs c ON c.id = t.club_id
           WHERE t.tenant = $1 AND t.series_id IS NOT NULL GROUP BY t.series_id
           HAVING count(DISTINCT concat_ws('|', t.room_id, t.name, t.training_type, ${local}::time, extract(isodow FROM ${local}))) > 1
         ) x`,
      ),
    ).toBe(0);
    const weeks = Math.floor(largeSizes(scale).historyDays / 7);
    expect(
      await one(
        `SELECT max(n)::int AS n FROM (
           SELECT count(*) AS n FROM trainings WHERE tenant = $1 AND series_id IS NOT NULL GROUP BY series_id
         ) x`,
      ),
    ).toBeGreaterThanOrEqual(weeks);
    // most classes repeat: a series of one would be a class made one at a time
    expect(
      await one(
        `SELECT (100 * count(*) FILTER (WHERE n > 1) / count(*))::int AS n FROM (
           SELECT CASE WHEN series_id IS NULL THEN 1 ELSE count(*) OVER (PARTITION BY series_id) END AS n
           FROM trainings WHERE tenant = $1
         ) x`,
      ),
    ).toBeGreaterThan(80);
  });

  it('refers only to rows of the tenant', async () => {
    expect(
      await one(
        `SELECT count(*)::int AS n FROM registrations g
         LEFT JOIN users u ON u.id = g.user_id AND u.tenant = g.tenant
         LEFT JOIN trainings t ON t.id = g.training_id AND t.tenant = g.tenant
         WHERE g.tenant = $1 AND (u.id IS NULL OR t.id IS NULL)`,
      ),
    ).toBe(0);
    for (const table of ['invoices', 'contracts', 'vouchers', 'entry_codes']) {
      expect([
        table,
        await one(
          `SELECT count(*)::int AS n FROM ${table} x LEFT JOIN users u ON u.id = x.user_id AND u.tenant = x.tenant
           WHERE x.tenant = $1 AND x.user_id IS NOT NULL AND u.id IS NULL`,
        ),
      ]).toEqual([table, 0]);
    }
  });

  it('writes invoices with lines whose total covers what was paid', async () => {
    expect(
      await one(
        `SELECT count(*)::int AS n FROM invoices i
         LEFT JOIN (SELECT invoice_id, sum(quantity * price_cents + round(quantity * price_cents * vat_percent / 100.0)) AS gross
           FROM invoice_lines GROUP BY invoice_id) l ON l.invoice_id = i.id
         WHERE i.tenant = $1 AND (l.gross IS NULL OR i.paid_cents > l.gross OR i.paid_cents < 0)`,
      ),
    ).toBe(0);
    expect(await one('SELECT count(*)::int AS n FROM invoices WHERE tenant = $1 AND paid_cents = 0')).toBeGreaterThan(
      0,
    );
  });

  it('gives every invoice a reference number a bank accepts, and its payer and client', async () => {
    const invoices = await testDb.db.query<{ reference_number: string; payer: string; client: string; name: string }>(
      `SELECT i.reference_number, i.payer, i.client, u.first_name || ' ' || u.last_name AS name
       FROM invoices i JOIN users u ON u.id = i.user_id WHERE i.tenant = $1`,
      [tenant],
    );
    expect(invoices.length).toBeGreaterThan(largeSizes(scale).members * INVOICE_MONTHS);
    const wrong = invoices.filter(
      (i) =>
        referenceNumber(i.reference_number.slice(0, -1)) !== i.reference_number ||
        i.payer !== i.name ||
        !i.client.startsWith(`${i.name} (`),
    );
    expect(wrong.slice(0, 3)).toEqual([]);
    expect(new Set(invoices.map((i) => i.reference_number)).size).toBe(invoices.length);
  });

  it('has contracts valid and archived, and vouchers in every state', async () => {
    const today = '2026-03-11';
    expect(
      await one(
        `SELECT count(*)::int AS n FROM users u WHERE u.tenant = $1 AND u.username LIKE 'client%'
         AND NOT EXISTS (SELECT 1 FROM contracts c WHERE c.tenant = u.tenant AND c.user_id = u.id
           AND (c.end_date IS NULL OR c.end_date >= $2::date))`,
        [tenant, today],
      ),
    ).toBe(0);
    expect(
      await one('SELECT count(*)::int AS n FROM contracts WHERE tenant = $1 AND end_date < $2::date', [tenant, today]),
    ).toBeGreaterThan(0);
    const states = await testDb.db.query<{ state: string }>(
      `SELECT DISTINCT CASE WHEN valid_from > $2::date THEN 'future' WHEN valid_until < $2::date THEN 'expired'
         WHEN uses_left = 0 THEN 'used' ELSE 'valid' END AS state
       FROM vouchers WHERE tenant = $1 AND code LIKE 'G-%' ORDER BY 1`,
      [tenant, today],
    );
    expect(states.map((s) => s.state)).toEqual(['expired', 'future', 'used', 'valid']);
  });

  it('gives the demo member a history of workouts and invoices, and the demo trainer years of classes', async () => {
    const workouts = await one(
      `SELECT count(*)::int AS n FROM registrations g JOIN trainings t ON t.id = g.training_id
       WHERE g.tenant = $1 AND g.user_id = $2 AND g.status = 'booked' AND t.start_at < $3`,
      [tenant, userIds.member, now],
    );
    expect(workouts).toBeGreaterThan(8);
    expect(
      await one('SELECT count(*)::int AS n FROM invoices WHERE tenant = $1 AND user_id = $2', [tenant, userIds.member]),
    ).toBe(INVOICE_MONTHS);
    const [led] = await testDb.db.query<{ classes: number; personal: number }>(
      `SELECT count(*)::int AS classes, count(*) FILTER (WHERE t.training_type = 'personal')::int AS personal
       FROM trainings t JOIN users u ON u.trainer_id = t.trainer_id AND u.tenant = t.tenant
       WHERE t.tenant = $1 AND u.id = $2 AND t.start_at < $3`,
      [tenant, userIds.trainer, now],
    );
    expect(led!.classes).toBeGreaterThan(50);
    expect(led!.personal).toBeGreaterThan(5);
  });

  it('leaves the booking engine working: a generated member is booked and the class counts it', async () => {
    const [open] = await testDb.db.query<{ id: number; booked_count: number }>(
      `SELECT id, booked_count FROM trainings WHERE tenant = $1 AND start_at > $2::timestamptz + interval '1 day'
         AND start_at < $2::timestamptz + interval '5 days' AND cancelled_at IS NULL AND booked_count < max_places
         AND training_type <> 'personal' ORDER BY start_at LIMIT 1`,
      [tenant, now],
    );
    const [client] = await testDb.db.query<{ id: number }>(
      `SELECT u.id FROM users u WHERE u.tenant = $1 AND u.username LIKE 'client%'
         AND NOT EXISTS (SELECT 1 FROM registrations g WHERE g.training_id = $2 AND g.user_id = u.id)
       ORDER BY u.id LIMIT 1`,
      [tenant, open!.id],
    );
    // as staff registers a client (a small club's members have more bookings than a member may make)
    const [answer] = await testDb.db.query<{ book: { result: string } }>(
      'SELECT book_place($1, $2, $3, $4, false) AS book',
      [open!.id, tenant, client!.id, now],
    );
    expect(answer!.book.result).toBe('booked');
    expect(await one('SELECT booked_count AS n FROM trainings WHERE id = $1', [open!.id])).toBe(open!.booked_count + 1);
  });

  it('does nothing on a club already generated', async () => {
    const before = await countLargeClub(testDb.db, tenant);
    expect(await generateLargeClub(testDb.db, tenant, { scale, now })).toBe(false);
    expect(await countLargeClub(testDb.db, tenant)).toEqual(before);
  });
});
