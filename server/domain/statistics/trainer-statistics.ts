import type { StatisticsPeriod, TrainerStatistics } from '../../../src/api/contract/statistics.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import { addDays, todayInZone } from '../../../src/common/calendar.ts';
import type { Db } from '../../db/db.ts';
import { tenantTimeZone } from '../calendar.ts';
import type { Localize } from '../labels.ts';
import { styleCounts, typeCounts, type StyleRow } from './counts.ts';
import { periodRange } from './period.ts';
import { countNew, SETTLED_DAYS, settledAndSince, SettledParts } from './settled-parts.ts';

/**
 * A part of a trainer's held classes: not cancelled, started on the club days from $3 up to $4 (exclusive; in
 * the club's zone $5) and not after now ($6). Parameters: $1 tenant, $2 trainer id, $3 from, $4 until, $5 zone,
 * $6 now, $7 style ids whose names are wanted besides the part's own.
 *
 * In one statement: the classes by style and by type, and their places, bookings, attendance and clients (ids
 * per gender), in one pass over their booked registrations (each class's found by (training_id, status),
 * index-only). OFFSET 0 keeps the planner from turning the lateral join into a hash join over every booked
 * registration of the club. The clients' genders come from one read of the club's (tenant, id, gender) index,
 * over the clients' ids, joined by hash: a trainer's year has thousands of clients, and a lookup each cost four
 * times the whole index. With it, the tenant's history version (migration 290), read in the same snapshot, and
 * whether the part ends more than 25 hours before the database's now (so that every later write to its classes
 * changes the version, with an hour's margin for a write under way).
 */
const partSql = `WITH held AS MATERIALIZED (
    SELECT t.id, t.max_places, t.style_id, t.training_type FROM trainings t
    WHERE t.tenant = $1 AND t.trainer_id = $2 AND t.cancelled_at IS NULL
      AND t.start_at >= ($3::date::timestamp AT TIME ZONE $5) AND t.start_at < ($4::date::timestamp AT TIME ZONE $5)
      AND t.start_at <= $6
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
  clients AS MATERIALIZED (
    SELECT c.id, c.gender FROM (SELECT DISTINCT user_id FROM booked) b JOIN club c ON c.id = b.user_id
  )
  SELECT
    (SELECT coalesce(json_agg(x), '[]') FROM (
      SELECT style_id, count(*)::int AS count FROM held WHERE style_id IS NOT NULL GROUP BY style_id
    ) x) AS styles,
    (SELECT coalesce(json_agg(x), '[]') FROM (
      SELECT training_type AS type, count(*)::int AS count FROM held GROUP BY training_type
    ) x) AS types,
    (SELECT coalesce(json_agg(s), '[]') FROM (
      SELECT s.id AS style_id, s.name, s.color FROM training_styles s
      WHERE s.tenant = $1 AND (s.id = ANY ($7::int[]) OR s.id IN (SELECT style_id FROM held))
    ) s) AS names,
    (SELECT count(*)::int FROM held) AS classes,
    (SELECT coalesce(sum(max_places), 0)::int FROM held) AS places,
    (SELECT count(*)::int FROM booked) AS bookings,
    (SELECT count(*) FILTER (WHERE presence)::int FROM booked) AS attendance,
    (SELECT coalesce(array_agg(id ORDER BY id), '{}') FROM clients WHERE gender = 'male') AS male,
    (SELECT coalesce(array_agg(id ORDER BY id), '{}') FROM clients WHERE gender = 'female') AS female,
    coalesce((SELECT version::text FROM history_versions WHERE tenant = $1), '0') AS version,
    ($4::date::timestamp AT TIME ZONE $5) <= now() - interval '25 hours' AS settled`;

type PartRow = {
  styles: { style_id: number; count: number }[];
  types: { type: string; count: number }[];
  names: Omit<StyleRow, 'count'>[];
  classes: number;
  places: number;
  bookings: number;
  attendance: number;
  male: number[];
  female: number[];
  version: string;
  settled: boolean;
};

/**
 * The sums of some of a trainer's held classes: what statistics add up. Clients cannot be added across parts
 * (one client comes to classes in both), so each part holds its clients' ids, sorted, per gender.
 */
export type HeldPart = {
  classes: number;
  places: number;
  bookings: number;
  attendance: number;
  /** Classes per style id. */
  styles: Map<number, number>;
  /** Classes per training type. */
  types: Map<string, number>;
  male: Int32Array;
  female: Int32Array;
  version: string;
  settled: boolean;
  names: Omit<StyleRow, 'count'>[];
};

/**
 * At most ~8 MiB of client ids (2 Mi): a large club's trainer has ~8,500 clients a year, so every trainer's year,
 * month and last 30 days across 21 clubs stay within it.
 */
export const heldParts = () =>
  new SettledParts<HeldPart>((part) => part.male.length + part.female.length + 64, 2 * 1024 * 1024);

async function readPart(
  db: Db,
  params: { tenant: TenantId; trainerId: number; from: string; until: string; zone: string; now: Date },
  styleIds: number[],
): Promise<HeldPart> {
  const { tenant, trainerId, from, until, zone, now } = params;
  const [row] = await db.query<PartRow>(partSql, [tenant, trainerId, from, until, zone, now, styleIds], {
    statementName: 'trainer_statistics_part',
  });
  if (!row) throw new Error('trainer statistics: no row');
  return {
    classes: Number(row.classes),
    places: Number(row.places),
    bookings: Number(row.bookings),
    attendance: Number(row.attendance),
    styles: new Map(row.styles.map((s) => [Number(s.style_id), Number(s.count)])),
    types: new Map(row.types.map((t) => [t.type, Number(t.count)])),
    male: Int32Array.from(row.male.map(Number)),
    female: Int32Array.from(row.female.map(Number)),
    version: String(row.version),
    settled: row.settled === true,
    names: row.names,
  };
}

const addCounts = <K>(a: Map<K, number>, b: Map<K, number>) => {
  const sum = new Map(a);
  for (const [key, count] of b) sum.set(key, (sum.get(key) ?? 0) + count);
  return sum;
};

/** docs/behaviour.md#constants-and-limits: the trainer's held classes in the period: places, bookings, attendance, styles, types and clients by gender. */
export async function trainerStatistics(
  db: Db,
  tenant: TenantId,
  trainerId: number,
  period: StatisticsPeriod,
  now: Date,
  localize: Localize,
  parts: SettledParts<HeldPart>,
): Promise<TrainerStatistics> {
  const zone = await tenantTimeZone(db, tenant);
  const today = todayInZone(zone, now);
  const range = await periodRange(db, tenant, period, today);
  const settledUntil = addDays(today, -SETTLED_DAYS);
  const until = addDays(range.to, 1);
  const part = { tenant, trainerId, zone, now };
  if (settledUntil <= range.from) {
    const since = await readPart(db, { ...part, from: range.from, until }, []);
    return toStatistics(period, range, undefined, since, localize);
  }
  const { settled, since } = await settledAndSince(parts, tenant, `${trainerId}\n${range.from}\n${settledUntil}`, {
    since: (kept) => readPart(db, { ...part, from: settledUntil, until }, kept ? [...kept.styles.keys()] : []),
    settled: () => readPart(db, { ...part, from: range.from, until: settledUntil }, []),
  });
  return toStatistics(period, range, settled, since, localize);
}

/** Code-point order, as the C collation sorts. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The settled part and the days since added up; each client counted once, by the ids of both. */
function toStatistics(
  period: StatisticsPeriod,
  range: { from: string; to: string },
  settled: HeldPart | undefined,
  since: HeldPart,
  localize: Localize,
): TrainerStatistics {
  const sum = (pick: (part: HeldPart) => number) => pick(since) + (settled ? pick(settled) : 0);
  const clients = (ids: (part: HeldPart) => Int32Array) =>
    settled ? ids(settled).length + countNew(ids(since), ids(settled)) : ids(since).length;
  const named = new Map([...(settled?.names ?? []), ...since.names].map((n) => [n.style_id, n]));
  const styles: StyleRow[] = [];
  for (const [id, count] of addCounts(settled?.styles ?? new Map(), since.styles)) {
    const style = named.get(id);
    if (style) styles.push({ ...style, count });
  }
  styles.sort((a, b) => b.count - a.count || compareText(a.name, b.name));
  const types = [...addCounts(settled?.types ?? new Map(), since.types)]
    .map(([type, count]) => ({ type, count }))
    .sort((a, b) => b.count - a.count || compareText(a.type, b.type));
  return {
    period,
    ...range,
    classes: sum((p) => p.classes),
    byStyle: styleCounts(styles, localize),
    byType: typeCounts(types),
    maleCount: clients((p) => p.male),
    femaleCount: clients((p) => p.female),
    totals: {
      places: sum((p) => p.places),
      bookings: sum((p) => p.bookings),
      attendance: sum((p) => p.attendance),
    },
  };
}
