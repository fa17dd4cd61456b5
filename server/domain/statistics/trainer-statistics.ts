import type { StatisticsPeriod, TrainerStatistics } from '../../../src/api/contract/statistics.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import { todayInZone } from '../../../src/api/contract/calendar.ts';
import type { Db } from '../../db/db.ts';
import { tenantTimeZone } from '../calendar.ts';
import type { Localize } from '../labels.ts';
import { styleCounts, typeCounts, type StyleRow, type TypeRow } from './counts.ts';
import { periodRange } from './period.ts';

/*
 * A trainer's held classes: not cancelled, started in the period (whole club days in the club's zone, $3 to
 * $4 in $5) and not after now ($6). Parameters: $1 tenant, $2 trainer id, $3 from, $4 to, $5 zone, $6 now.
 */
const byStyleSql = `SELECT s.id AS style_id, s.name, s.color, count(*)::int AS count
  FROM trainings t JOIN training_styles s ON s.id = t.style_id
  WHERE t.tenant = $1 AND t.trainer_id = $2 AND t.cancelled_at IS NULL
    AND t.start_at >= ($3::date::timestamp AT TIME ZONE $5) AND t.start_at < (($4::date + 1)::timestamp AT TIME ZONE $5) AND t.start_at <= $6
  GROUP BY s.id, s.name, s.color ORDER BY count DESC, s.name`;

const byTypeSql = `SELECT t.training_type AS type, count(*)::int AS count
  FROM trainings t
  WHERE t.tenant = $1 AND t.trainer_id = $2 AND t.cancelled_at IS NULL
    AND t.start_at >= ($3::date::timestamp AT TIME ZONE $5) AND t.start_at < (($4::date + 1)::timestamp AT TIME ZONE $5) AND t.start_at <= $6
  GROUP BY t.training_type ORDER BY count DESC, type`;

const totalsSql = `SELECT count(*)::int AS classes, coalesce(sum(t.max_places), 0)::int AS places,
    coalesce(sum((SELECT count(*) FROM registrations r WHERE r.training_id = t.id AND r.status = 'booked')), 0)::int AS bookings,
    coalesce(sum((SELECT count(*) FROM registrations r WHERE r.training_id = t.id AND r.status = 'booked' AND r.presence)), 0)::int AS attendance
  FROM trainings t
  WHERE t.tenant = $1 AND t.trainer_id = $2 AND t.cancelled_at IS NULL
    AND t.start_at >= ($3::date::timestamp AT TIME ZONE $5) AND t.start_at < (($4::date + 1)::timestamp AT TIME ZONE $5) AND t.start_at <= $6`;

/** Distinct clients booked on those classes, per gender. */
const gendersSql = `SELECT u.gender, count(DISTINCT u.id)::int AS count
  FROM registrations r JOIN users u ON u.id = r.user_id JOIN trainings t ON t.id = r.training_id
  WHERE r.tenant = $1 AND r.status = 'booked' AND t.trainer_id = $2 AND t.cancelled_at IS NULL
    AND t.start_at >= ($3::date::timestamp AT TIME ZONE $5) AND t.start_at < (($4::date + 1)::timestamp AT TIME ZONE $5) AND t.start_at <= $6
  GROUP BY u.gender`;

/** SPEC.md §9: the trainer's held classes in the period: places, bookings, attendance, styles, types and clients by gender. */
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
  const [styles, types, totals, genders] = await Promise.all([
    db.query<StyleRow>(byStyleSql, params),
    db.query<TypeRow>(byTypeSql, params),
    db.query<{ classes: number; places: number; bookings: number; attendance: number }>(totalsSql, params),
    db.query<{ gender: string; count: number }>(gendersSql, params),
  ]);
  const total = totals[0];
  const genderCount = (gender: string) => Number(genders.find((g) => g.gender === gender)?.count ?? 0);
  return {
    period,
    ...range,
    classes: Number(total?.classes ?? 0),
    byStyle: styleCounts(styles, localize),
    byType: typeCounts(types),
    maleCount: genderCount('male'),
    femaleCount: genderCount('female'),
    totals: {
      places: Number(total?.places ?? 0),
      bookings: Number(total?.bookings ?? 0),
      attendance: Number(total?.attendance ?? 0),
    },
  };
}
