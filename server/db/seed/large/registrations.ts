import type { TenantId } from '../../../../src/api/contract/tenant.ts';
import type { Db } from '../../db.ts';
import { membersSql } from './members.ts';
import { hashOf } from './sql.ts';

/**
 * Registrations of the classes with ids above `afterTrainingId`, and the booked and waiting counts the
 * trigger would have kept (set once at the end: a trigger run per row would cost a class update per
 * registration).
 *
 * - A class is filled to 55–95 % of its places, or (one in five) to every place with a waiting list of
 *   one to five; a personal training has its one member, or none; about one registration in four more
 *   was cancelled before the class. No class holds more than its places.
 * - Members take classes in turn over the whole history (a running count of places), so a member has at
 *   most one class a day and the booking limits hold for the generated members.
 * - Queue order is the order of places: booked first, then the waiting list, each a second apart and
 *   before the class (and before now).
 * - Presence only on booked places of past classes that took place (about 88 %).
 * - Each place carries its class's start (migration 280), given here rather than looked up by the trigger.
 * - The demo member has the first class of about two days a week of history (booked before the others),
 *   attended nine times in ten.
 */
export async function addRegistrations(
  db: Db,
  tenant: TenantId,
  afterTrainingId: number,
  memberCount: number,
  now: Date,
  timeZone: string,
): Promise<void> {
  await db.query(
    `WITH gen AS (
       SELECT id, start_at, max_places, training_type, waiting_list_allowed, cancelled_at,
         (start_at AT TIME ZONE $5)::date AS day, start_at <= $3::timestamptz AS past
       FROM trainings WHERE tenant = $1 AND id > $2
     ),
     demo AS (
       SELECT DISTINCT ON (day) id FROM gen
       WHERE past AND training_type <> 'personal' AND cancelled_at IS NULL
         AND ${hashOf(`day - date '2000-01-01'`, 21)} % 100 < 27
       ORDER BY day, start_at, id
     ),
     sized AS (
       SELECT gen.*, (demo.id IS NOT NULL)::int AS has_demo, ${hashOf('gen.id', 22)} % 100 AS roll
       FROM gen LEFT JOIN demo ON demo.id = gen.id
     ),
     placed AS (
       SELECT sized.*,
         CASE WHEN training_type = 'personal' THEN (roll < 85)::int
              WHEN roll >= 80 THEN max_places - has_demo
              ELSE least(max_places - has_demo, max_places * (55 + roll / 2) / 100) END AS booked,
         CASE WHEN training_type <> 'personal' AND roll >= 80 AND waiting_list_allowed THEN 1 + roll % 5 ELSE 0 END AS waiting
       FROM sized
     ),
     counted AS (
       SELECT placed.*, CASE WHEN training_type = 'personal' THEN 0 ELSE (booked * 3 + 8) / 10 END AS cancelled
       FROM placed
     ),
     ranged AS (
       SELECT counted.*, booked + waiting + cancelled AS n,
         sum(booked + waiting + cancelled) OVER (ORDER BY start_at, id) - (booked + waiting + cancelled) AS first,
         least(start_at - interval '3 days', $3::timestamptz - interval '1 hour' - (booked + waiting + cancelled) * interval '1 second') AS base
       FROM counted
     ),
     member AS (${membersSql('$1')}),
     place AS (
       SELECT r.id AS training_id, r.start_at, m.id AS user_id, r.past, r.cancelled_at AS class_cancelled,
         CASE WHEN j < r.booked THEN 'booked' WHEN j < r.booked + r.waiting THEN 'waiting' ELSE 'cancelled' END AS status,
         r.base + j * interval '1 second' AS queued_at, r.id * 64 + j AS seq
       FROM ranged r
       CROSS JOIN LATERAL generate_series(0, r.n - 1) AS j
       JOIN member m ON m.k = (r.first + j) % $4
     )
     INSERT INTO registrations (tenant, training_id, user_id, status, queued_at, presence, created_at, cancelled_at,
       start_at)
     SELECT * FROM (
     SELECT $1, training_id, user_id, status,
       CASE WHEN status = 'cancelled' THEN queued_at - interval '1 day' ELSE queued_at END,
       past AND status = 'booked' AND class_cancelled IS NULL AND ${hashOf('seq', 23)} % 100 < 88,
       CASE WHEN status = 'cancelled' THEN queued_at - interval '1 day' ELSE queued_at END,
       CASE WHEN status = 'cancelled' THEN queued_at - interval '12 hours' END, start_at
     FROM place
     UNION ALL
     SELECT $1, gen.id, (SELECT id FROM users WHERE tenant = $1 AND username = 'member'), 'booked',
       gen.start_at - interval '4 days', ${hashOf('gen.id', 24)} % 10 <> 0, gen.start_at - interval '4 days', NULL,
       gen.start_at
     FROM demo JOIN gen ON gen.id = demo.id
     ) AS r (tenant, training_id, user_id, status, queued_at, presence, created_at, cancelled_at, start_at)
     ORDER BY training_id, queued_at`,
    [tenant, afterTrainingId, now, memberCount, timeZone],
  );
  await db.query(
    `UPDATE trainings t SET booked_count = c.booked, waiting_count = c.waiting
     FROM (
       SELECT training_id, count(*) FILTER (WHERE status = 'booked')::int AS booked,
         count(*) FILTER (WHERE status = 'waiting')::int AS waiting
       FROM registrations WHERE tenant = $1 AND training_id > $2 GROUP BY training_id
     ) c
     WHERE t.id = c.training_id AND t.tenant = $1`,
    [tenant, afterTrainingId],
  );
}
