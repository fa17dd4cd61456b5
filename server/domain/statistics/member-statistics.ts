import type { ClientStatistics, StatisticsPeriod } from '../../../src/api/contract/statistics.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import { todayInZone } from '../../../src/common/calendar.ts';
import type { Db } from '../../db/db.ts';
import { tenantTimeZone, toInstant } from '../calendar.ts';
import type { Localize } from '../labels.ts';
import { styleCounts, typeCounts, type StyleRow, type TypeRow } from './counts.ts';
import { periodRange } from './period.ts';

/*
 * A member's visits: booked, not cancelled classes that started in the period (whole club days in the club's
 * zone, $3 to $4 in $5) and not after now ($6). Each query is whole, so what it reads is there to see;
 * parameters: $1 tenant, $2 user id, $3 from, $4 to, $5 zone, $6 now. Driven by the member's registrations,
 * each class by primary key (OFFSET 0 keeps the planner from scanning every class instead).
 */
const byStyleSql = `SELECT s.id AS style_id, s.name, s.color, count(*)::int AS count
  FROM registrations r CROSS JOIN LATERAL (SELECT * FROM trainings y WHERE y.id = r.training_id AND y.tenant = r.tenant OFFSET 0) t
  JOIN training_styles s ON s.id = t.style_id
  WHERE r.tenant = $1 AND r.user_id = $2 AND r.status = 'booked' AND t.cancelled_at IS NULL
    AND t.start_at >= ($3::date::timestamp AT TIME ZONE $5) AND t.start_at < (($4::date + 1)::timestamp AT TIME ZONE $5) AND t.start_at <= $6
  GROUP BY s.id, s.name, s.color ORDER BY count DESC, s.name`;

const byTypeSql = `SELECT t.training_type AS type, count(*)::int AS count
  FROM registrations r CROSS JOIN LATERAL (SELECT * FROM trainings y WHERE y.id = r.training_id AND y.tenant = r.tenant OFFSET 0) t
  WHERE r.tenant = $1 AND r.user_id = $2 AND r.status = 'booked' AND t.cancelled_at IS NULL
    AND t.start_at >= ($3::date::timestamp AT TIME ZONE $5) AND t.start_at < (($4::date + 1)::timestamp AT TIME ZONE $5) AND t.start_at <= $6
  GROUP BY t.training_type ORDER BY count DESC, type`;

const totalsSql = `SELECT count(*)::int AS bookings, count(*) FILTER (WHERE r.presence)::int AS attendance
  FROM registrations r CROSS JOIN LATERAL (SELECT * FROM trainings y WHERE y.id = r.training_id AND y.tenant = r.tenant OFFSET 0) t
  WHERE r.tenant = $1 AND r.user_id = $2 AND r.status = 'booked' AND t.cancelled_at IS NULL
    AND t.start_at >= ($3::date::timestamp AT TIME ZONE $5) AND t.start_at < (($4::date + 1)::timestamp AT TIME ZONE $5) AND t.start_at <= $6`;

/** The club of the most attended visits, the latest visit deciding a tie. */
const favouriteClubSql = `SELECT cl.id AS club_id, cl.name, count(*)::int AS visits, max(t.start_at) AS last_visit
  FROM registrations r CROSS JOIN LATERAL (SELECT * FROM trainings y WHERE y.id = r.training_id AND y.tenant = r.tenant OFFSET 0) t
  JOIN clubs cl ON cl.id = t.club_id
  WHERE r.tenant = $1 AND r.user_id = $2 AND r.status = 'booked' AND t.cancelled_at IS NULL
    AND t.start_at >= ($3::date::timestamp AT TIME ZONE $5) AND t.start_at < (($4::date + 1)::timestamp AT TIME ZONE $5) AND t.start_at <= $6
    AND r.presence
  GROUP BY cl.id, cl.name ORDER BY visits DESC, last_visit DESC LIMIT 1`;

/** docs/behaviour.md#constants-and-limits: the member's booked past classes in the period, by style, type and club, with the club's names in `localize`. */
export async function memberStatistics(
  db: Db,
  tenant: TenantId,
  userId: number,
  period: StatisticsPeriod,
  now: Date,
  localize: Localize,
): Promise<ClientStatistics> {
  const zone = await tenantTimeZone(db, tenant);
  const range = await periodRange(db, tenant, period, todayInZone(zone, now), userId);
  const params = [tenant, userId, range.from, range.to, zone, now];
  const [styles, types, totals, clubs] = await Promise.all([
    db.query<StyleRow>(byStyleSql, params),
    db.query<TypeRow>(byTypeSql, params),
    db.query<{ bookings: number; attendance: number }>(totalsSql, params),
    db.query<{ club_id: number; name: string; visits: number; last_visit: Date }>(favouriteClubSql, params),
  ]);
  const club = clubs[0];
  return {
    period,
    ...range,
    byStyle: styleCounts(styles, localize),
    byType: typeCounts(types),
    favouriteClub: club
      ? {
          clubId: club.club_id,
          name: localize(club.name),
          visits: Number(club.visits),
          lastVisit: toInstant(club.last_visit),
        }
      : null,
    totals: { bookings: Number(totals[0]?.bookings ?? 0), attendance: Number(totals[0]?.attendance ?? 0) },
  };
}
