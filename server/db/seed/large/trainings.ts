import type { TenantId } from '../../../../src/api/contract/tenant.ts';
import type { Db } from '../../db.ts';
import { slots } from '../training-plan.ts';
import type { LargeResources } from './resources.ts';
import { DAYS_AHEAD } from './sizes.ts';
import { hashOf, mod } from './sql.ts';

/** Seven non-overlapping times a room can hold a class a day (local time of its club). */
const times = ['07:00', '08:30', '10:00', '12:00', '16:30', '18:00', '19:30'];
/** Classes a time can hold at once: each takes another room and a trainer from another pool. */
const LANES = 4;
const POSITIONS = times.length * LANES;

/**
 * Classes from `historyDays` ago to DAYS_AHEAD days ahead: 24 a weekday, 18 on Saturdays and 12 on Sundays
 * (150 a week), fewer on the days the demo seed already has classes, where they go only into added rooms.
 * Every class has a room and a trainer of its own at its time (a time's four lanes take four rooms and
 * one trainer of each of four disjoint groups); the demo trainer leads about one class in five outside the
 * seeded days. Gyms hold personal trainings (one place, private, no waiting list) and gym classes,
 * studios group classes and stretching, pools aqua classes; a class in a hundred is cancelled.
 * Names and styles are the demo timetable's, so their translations apply. A weekday's timetable is the same
 * every week (only cancellations and the seeded days differ), and each weekly class forms a weekly series, as
 * an admin's "repeat weekly" makes them: a real club's series run for years.
 */
export async function addTrainings(
  db: Db,
  tenant: TenantId,
  resources: LargeResources,
  historyDays: number,
  now: Date,
): Promise<void> {
  const styles = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM training_styles WHERE tenant = $1',
    [tenant],
  );
  const catalogue = slots.map((slot) => ({
    type: slot.type,
    name: slot.name,
    styleId: styles.find((s) => s.name === slot.style)?.id ?? null,
    minutes: slot.minutes,
  }));
  const { rooms, trainerPools } = resources;
  const addedRooms = rooms.flatMap((room, i) => (room.added ? [i + 1] : []));
  await db.query(
    `WITH room AS (
       SELECT * FROM unnest($3::int[], $4::int[], $5::text[], $6::int[], $7::text[], $8::int[], $9::int[])
         WITH ORDINALITY AS r(id, club_id, kind, places, time_zone, group_unit, personal_unit, n)
     ),
     kind AS (
       SELECT c.*, (row_number() OVER (PARTITION BY c.type ORDER BY c.n) - 1)::int AS i,
         count(*) OVER (PARTITION BY c.type)::int AS of_type
       FROM unnest($10::text[], $11::text[], $12::int[], $13::int[]) WITH ORDINALITY AS c(type, name, style_id, minutes, n)
     ),
     seeded AS (
       SELECT (start_at AT TIME ZONE $16)::date AS day, count(*)::int AS n FROM trainings WHERE tenant = $1 GROUP BY 1
     ),
     day AS (
       SELECT g.d, ($2::timestamptz AT TIME ZONE $16)::date + g.d AS day, s.n IS NOT NULL AS seeded,
         extract(isodow FROM ($2::timestamptz AT TIME ZONE $16)::date + g.d)::int AS dw,
         greatest(0, (CASE extract(isodow FROM ($2::timestamptz AT TIME ZONE $16)::date + g.d)
           WHEN 6 THEN 18 WHEN 7 THEN 12 ELSE 24 END) - coalesce(s.n, 0)) AS quota
       FROM generate_series(-$15::int, ${DAYS_AHEAD}) AS g(d)
       LEFT JOIN seeded s ON s.day = ($2::timestamptz AT TIME ZONE $16)::date + g.d
     ),
     placed AS (
       SELECT day.d, day.dw, day.day, day.seeded, p / ${LANES} AS s, p % ${LANES} AS l,
         CASE WHEN day.seeded
           THEN ($14::int[])[1 + ${mod(`p / ${LANES} * 3 + day.dw * 7 + p % ${LANES}`, 'cardinality($14::int[])')}]
           ELSE 1 + ${mod(`p / ${LANES} * 3 + day.dw * 7 + p % ${LANES}`, 'cardinality($3::int[])')} END AS room_n,
         ${mod(`p % ${LANES} + day.dw + p / ${LANES}`, LANES)} AS col,
         ${hashOf(`day.dw * 64 + p`, 11)} % 100 AS roll
       FROM day CROSS JOIN generate_series(0, ${POSITIONS - 1}) AS p
       WHERE ${mod(`p * 11 + day.dw * 5`, POSITIONS)} < day.quota
     ),
     typed AS (
       SELECT placed.*, room.id AS room_id, room.club_id, room.places, room.time_zone, room.group_unit, room.personal_unit,
         CASE room.kind WHEN 'pool' THEN 'pool'
           WHEN 'gym' THEN CASE WHEN placed.roll < 80 THEN 'personal' ELSE 'gym' END
           ELSE CASE WHEN placed.roll < 20 THEN 'other' ELSE 'group' END END AS training_type
       FROM placed JOIN room ON room.n = placed.room_n
     ),
     -- the class a time's demo-trainer column goes to: sometimes the personal training of that time, so
     -- a quarter of the demo trainer's classes are personal (the column is swapped with its class's)
     chosen AS (
       SELECT typed.*,
         first_value(typed.l) OVER lanes AS demo_lane, first_value(typed.col) OVER lanes AS demo_lane_col
       FROM typed
       WINDOW lanes AS (PARTITION BY typed.d, typed.s ORDER BY
         (${hashOf('typed.dw * 8 + typed.s', 15)} % 100 < 13 AND typed.training_type = 'personal') DESC, typed.col)
     ),
     swapped AS (
       SELECT chosen.*, CASE WHEN l = demo_lane THEN 0 WHEN col = 0 THEN demo_lane_col ELSE col END AS trainer_col
       FROM chosen
     ),
     class AS (
       SELECT swapped.*, kind.name, kind.style_id, kind.minutes,
         (swapped.day + ($17::text[])[swapped.s + 1]::time) AT TIME ZONE swapped.time_zone AS start_at,
         CASE swapped.trainer_col
           WHEN 0 THEN CASE WHEN NOT swapped.seeded AND ${hashOf('swapped.dw * 8 + swapped.s', 12)} % 100 < 60 THEN $18::int
                            ELSE ($19::int[])[1 + ${mod('swapped.dw + swapped.s', 'cardinality($19::int[])')}] END
           WHEN 1 THEN ($20::int[])[1 + ${mod('swapped.dw + swapped.s', 'cardinality($20::int[])')}]
           WHEN 2 THEN ($21::int[])[1 + ${mod('swapped.dw + swapped.s', 'cardinality($21::int[])')}]
           ELSE ($22::int[])[1 + ${mod('swapped.dw + swapped.s', 'cardinality($22::int[])')}] END AS trainer_id,
         ${hashOf('swapped.d * 64 + swapped.s * 4 + swapped.l', 13)} % 100 = 0 AS cancelled
       FROM swapped
       JOIN kind ON kind.type = swapped.training_type
         AND kind.i = ${hashOf('swapped.dw * 64 + swapped.s * 4 + swapped.l', 14)} % kind.of_type
     ),
     -- the same class every week (room, weekday, time, name, type) is a weekly series, as "repeat weekly" makes
     keyed AS (
       SELECT class.*, dense_rank() OVER (ORDER BY room_id, dw, s, name, training_type)::int AS series_k FROM class
     ),
     made AS (
       INSERT INTO training_series (tenant) SELECT $1 FROM generate_series(1, (SELECT max(series_k) FROM keyed))
       RETURNING id
     ),
     series AS (SELECT id, row_number() OVER (ORDER BY id)::int AS k FROM made)
     INSERT INTO trainings (tenant, club_id, name, room_id, unit_id, trainer_id, style_id, training_type, start_at, end_at,
       max_places, is_public, waiting_list_allowed, public_comment, private_comment, cancelled_at, series_id)
     SELECT $1, club_id, name, room_id,
       CASE WHEN training_type = 'personal' THEN personal_unit ELSE group_unit END,
       trainer_id, style_id, training_type, start_at, start_at + minutes * interval '1 minute',
       CASE WHEN training_type = 'personal' THEN 1 ELSE places END,
       training_type <> 'personal', training_type <> 'personal',
       CASE WHEN cancelled THEN 'Cancelled: the trainer is ill.' ELSE '' END,
       CASE WHEN training_type = 'personal' THEN 'Bring the training plan.' ELSE '' END,
       CASE WHEN cancelled THEN least(start_at - interval '1 day', $2::timestamptz) END, series.id
     FROM keyed JOIN series ON series.k = keyed.series_k
     ORDER BY start_at, room_id`,
    [
      tenant,
      now,
      rooms.map((r) => r.id),
      rooms.map((r) => r.clubId),
      rooms.map((r) => r.kind),
      rooms.map((r) => r.places),
      rooms.map((r) => r.timeZone),
      rooms.map((r) => r.groupUnit),
      rooms.map((r) => r.personalUnit),
      catalogue.map((c) => c.type),
      catalogue.map((c) => c.name),
      catalogue.map((c) => c.styleId),
      catalogue.map((c) => c.minutes),
      addedRooms,
      historyDays,
      resources.timeZone,
      times,
      resources.demoTrainer,
      ...trainerPools,
    ],
  );
}
