import type { StatisticsPeriod, TrainerStatistics } from '../../../src/api/contract/statistics.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import { todayInZone } from '../../../src/common/calendar.ts';
import type { Db } from '../../db/db.ts';
import { tenantTimeZone } from '../calendar.ts';
import type { Localize } from '../labels.ts';
import { styleAndTypeColumnsSql, styleCounts, typeCounts, type StyleRow, type TypeRow } from './counts.ts';
import { periodRange } from './period.ts';

/*
 * A trainer's held classes: not cancelled, started in the period (whole club days in the club's zone, $3 to
 * $4 in $5) and not after now ($6). Parameters: $1 tenant, $2 trainer id, $3 from, $4 to, $5 zone, $6 now.
 * Every query starts from these classes (the trainer's index by start time), and reads the registrations
 * of each class by its own index: the cost follows the trainer's classes, not the club's history.
 */
const heldWhere = `t.tenant = $1 AND t.trainer_id = $2 AND t.cancelled_at IS NULL
    AND t.start_at >= ($3::date::timestamp AT TIME ZONE $5) AND t.start_at < (($4::date + 1)::timestamp AT TIME ZONE $5) AND t.start_at <= $6`;

/**
 * In one statement: the held classes by style and by type, and their places, bookings, attendance and distinct
 * clients per gender, in one pass over their booked registrations (each class's found by (training_id, status),
 * index-only). OFFSET 0 keeps the planner from turning the lateral join into a hash join over every booked
 * registration of the club. The clients' genders come from one read of the club's (tenant, id, gender) index,
 * over the clients' ids, joined by hash: a trainer's year has thousands of clients, and a lookup each cost four
 * times the whole index. Each sum is counted in one pass (FILTER), not a pass each.
 */
const statisticsSql = `WITH held AS MATERIALIZED (
    SELECT t.id, t.max_places, t.style_id, t.training_type FROM trainings t WHERE ${heldWhere}
  ),
  booked AS MATERIALIZED (
    SELECT r.user_id, r.presence FROM held h
    CROSS JOIN LATERAL (
      SELECT g.user_id, g.presence FROM registrations g
      WHERE g.training_id = h.id AND g.status = 'booked' AND g.tenant = $1 OFFSET 0
    ) r
  ),
  ids AS MATERIALIZED (SELECT min(user_id) AS low, max(user_id) AS high FROM booked),
  club AS MATERIALIZED (
    SELECT x.id, x.gender FROM users x
    WHERE x.tenant = $1 AND x.id BETWEEN (SELECT low FROM ids) AND (SELECT high FROM ids)
  ),
  clients AS (
    SELECT count(*) FILTER (WHERE c.gender = 'male')::int AS male, count(*) FILTER (WHERE c.gender = 'female')::int AS female
    FROM (SELECT DISTINCT user_id FROM booked) b JOIN club c ON c.id = b.user_id
  )
  SELECT
    ${styleAndTypeColumnsSql('held')},
    held_sums.classes, held_sums.places, booked_sums.bookings, booked_sums.attendance, clients.male, clients.female
  FROM (SELECT count(*)::int AS classes, coalesce(sum(max_places), 0)::int AS places FROM held) held_sums,
    (SELECT count(*)::int AS bookings, count(*) FILTER (WHERE presence)::int AS attendance FROM booked) booked_sums,
    clients`;

type StatisticsRow = {
  styles: StyleRow[];
  types: TypeRow[];
  classes: number;
  places: number;
  bookings: number;
  attendance: number;
  male: number;
  female: number;
};

/** docs/behaviour.md#constants-and-limits: the trainer's held classes in the period: places, bookings, attendance, styles, types and clients by gender. */
export async function trainerStatistics(
  db: Db,
  tenant: TenantId,
  trainerId: number,
  period: StatisticsPeriod,
  now: Date,
  localize: Localize,
): Promise<TrainerStatistics> {
  const zone = await tenantTimeZone(db, tenant);
  const range = await periodRange(db, tenant, period, todayInZone(zone, now));
  const params = [tenant, trainerId, range.from, range.to, zone, now];
  const [total] = await db.query<StatisticsRow>(statisticsSql, params);
  return {
    period,
    ...range,
    classes: Number(total?.classes ?? 0),
    byStyle: styleCounts(total?.styles ?? [], localize),
    byType: typeCounts(total?.types ?? []),
    maleCount: Number(total?.male ?? 0),
    femaleCount: Number(total?.female ?? 0),
    totals: {
      places: Number(total?.places ?? 0),
      bookings: Number(total?.bookings ?? 0),
      attendance: Number(total?.attendance ?? 0),
    },
  };
}
