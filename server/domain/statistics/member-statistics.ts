import type { ClientStatistics, StatisticsPeriod } from '../../../src/api/contract/statistics.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import { todayInZone } from '../../../src/common/calendar.ts';
import type { Db } from '../../db/db.ts';
import { tenantTimeZone, toInstant } from '../calendar.ts';
import type { Localize } from '../labels.ts';
import { styleAndTypeColumnsSql, styleCounts, typeCounts, type StyleRow, type TypeRow } from './counts.ts';
import { periodRange } from './period.ts';

/*
 * A member's visits: booked, not cancelled classes that started in the period (whole club days in the club's
 * zone, $3 to $4 in $5) and not after now ($6); parameters: $1 tenant, $2 user id, $3 from, $4 to, $5 zone,
 * $6 now. Driven by the member's registrations, each class by primary key (OFFSET 0 keeps the planner from
 * scanning every class instead), read once: every sum below is counted from the same visits (issue #35: four
 * statements read a long-standing member's hundreds of registrations four times).
 */
const statisticsSql = `WITH visits AS MATERIALIZED (
    SELECT t.style_id, t.training_type, t.club_id, t.start_at, r.presence
    FROM registrations r CROSS JOIN LATERAL (SELECT * FROM trainings y WHERE y.id = r.training_id AND y.tenant = r.tenant OFFSET 0) t
    WHERE r.tenant = $1 AND r.user_id = $2 AND r.status = 'booked' AND t.cancelled_at IS NULL
      -- only the period's places, by the start each keeps of its class (migration 280), not the whole history
      AND r.start_at >= ($3::date::timestamp AT TIME ZONE $5) AND r.start_at < (($4::date + 1)::timestamp AT TIME ZONE $5)
      AND r.start_at <= $6
  )
  SELECT
    ${styleAndTypeColumnsSql('visits')},
    (SELECT count(*) FROM visits)::int AS bookings,
    (SELECT count(*) FROM visits WHERE presence)::int AS attendance,
    -- the club of the most attended visits, the latest visit deciding a tie
    (SELECT row_to_json(x) FROM (
      SELECT cl.id AS club_id, cl.name, count(*)::int AS visits, max(v.start_at) AS last_visit
      FROM visits v JOIN clubs cl ON cl.id = v.club_id WHERE v.presence
      GROUP BY cl.id, cl.name ORDER BY visits DESC, last_visit DESC LIMIT 1
    ) x) AS club`;

type StatisticsRow = {
  styles: StyleRow[];
  types: TypeRow[];
  bookings: number;
  attendance: number;
  /** last_visit as JSON carries it: ISO 8601 text */
  club: { club_id: number; name: string; visits: number; last_visit: string } | null;
};

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
  const [row] = await db.query<StatisticsRow>(statisticsSql, params);
  const club = row?.club ?? null;
  return {
    period,
    ...range,
    byStyle: styleCounts(row?.styles ?? [], localize),
    byType: typeCounts(row?.types ?? []),
    favouriteClub: club
      ? {
          clubId: club.club_id,
          name: localize(club.name),
          visits: Number(club.visits),
          lastVisit: toInstant(club.last_visit),
        }
      : null,
    totals: { bookings: Number(row?.bookings ?? 0), attendance: Number(row?.attendance ?? 0) },
  };
}
