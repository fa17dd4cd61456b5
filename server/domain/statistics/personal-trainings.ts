import * as v from 'valibot';
import { Id, MAX_ID } from '../../../src/api/contract/id.ts';
import type { Page } from '../../../src/api/contract/paging.ts';
import type { PersonalTraining, PersonalTrainingStatistics } from '../../../src/api/contract/statistics.ts';
import { IsoInstant } from '../../../src/api/contract/wire-formats.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { addDays, todayInZone } from '../../../src/common/calendar.ts';
import { tenantTimeZone, toInstant } from '../calendar.ts';
import { toPage } from '../keyset.ts';
import type { Localize } from '../labels.ts';
import { SETTLED_DAYS, settledAndSince, SettledParts } from './settled-parts.ts';

type Row = {
  id: number;
  start_at: Date;
  name: string;
  club_name: string;
  room_name: string;
  client_id: number | null;
  client_name: string | null;
  registration_id: number | null;
  presence: boolean | null;
};

/** The trainer's ($2) personal trainings, not cancelled, from the day $3 up to `until` (whole days in the club's zone $5). */
const personalWhere = (until: string) => `t.tenant = $1 AND t.trainer_id = $2 AND t.training_type = 'personal'
    AND t.cancelled_at IS NULL AND t.start_at >= ($3::date::timestamp AT TIME ZONE $5)
    AND t.start_at < (${until}::timestamp AT TIME ZONE $5)`;

/**
 * The trainer's ($2) personal trainings from $3 to $4 (whole days in the club's zone $5), each with its booked
 * client if any. The booking and the client are found per class by index (OFFSET 0 keeps the planner from
 * hashing every booked registration and every user of the club): the cost follows the trainer's classes.
 */
const selectPersonalTrainings = `SELECT t.id, t.start_at, t.name, cl.name AS club_name, ro.name AS room_name,
    u.id AS client_id, u.first_name || ' ' || u.last_name AS client_name, r.id AS registration_id, r.presence
  FROM trainings t
  JOIN clubs cl ON cl.id = t.club_id
  JOIN rooms ro ON ro.id = t.room_id
  LEFT JOIN LATERAL (
    SELECT g.id, g.user_id, g.presence FROM registrations g WHERE g.training_id = t.id AND g.status = 'booked' OFFSET 0
  ) r ON true
  LEFT JOIN LATERAL (SELECT x.id, x.first_name, x.last_name FROM users x WHERE x.id = r.user_id OFFSET 0) u ON true
  WHERE ${personalWhere('($4::date + 1)')}`;

function toPersonalTraining(r: Row, localize: Localize): PersonalTraining {
  return {
    trainingId: r.id,
    startDateTime: toInstant(r.start_at),
    name: localize(r.name),
    clubName: localize(r.club_name),
    roomName: localize(r.room_name),
    clientId: r.client_id,
    clientName: r.client_name,
    registrationId: r.registration_id,
    presence: r.presence === true,
  };
}

/**
 * The sums of the trainer's ($2) personal trainings from the day $3 up to the day $4 (exclusive; in the club's
 * zone $5): a place each (a class with no booking counts once), past when it started at or before now ($6),
 * attended when also marked present; and per booked client. With them the names of those clients and of the
 * clients $7 (read by id), the tenant's history version read in the same snapshot, and whether the part ends
 * more than 25 hours before the database's now (settled-parts.ts). The booking is found per class by index
 * (OFFSET 0: not a hash of every booked registration of the club).
 */
const partSql = `WITH held AS MATERIALIZED (
    SELECT t.start_at, r.user_id, r.presence FROM trainings t
    LEFT JOIN LATERAL (
      SELECT g.user_id, g.presence FROM registrations g WHERE g.training_id = t.id AND g.status = 'booked' OFFSET 0
    ) r ON true
    WHERE ${personalWhere('$4::date')}
  ),
  clients AS MATERIALIZED (
    SELECT h.user_id AS client_id, count(*)::int AS count, count(*) FILTER (WHERE h.presence)::int AS attended
    FROM held h WHERE h.user_id IS NOT NULL GROUP BY h.user_id
  )
  SELECT (SELECT count(*)::int FROM held) AS count,
    (SELECT count(*) FILTER (WHERE h.start_at <= $6)::int FROM held h) AS past,
    (SELECT count(*) FILTER (WHERE h.presence AND h.start_at <= $6)::int FROM held h) AS attended,
    (SELECT coalesce(json_agg(c), '[]') FROM clients c) AS clients,
    (SELECT coalesce(json_agg(n), '[]') FROM (
      SELECT x.id AS client_id, x.first_name || ' ' || x.last_name AS name FROM users x
      WHERE x.tenant = $1 AND x.id = ANY (ARRAY(SELECT client_id FROM clients) || $7::int[])
        AND x.first_name IS NOT NULL AND x.last_name IS NOT NULL
    ) n) AS names,
    coalesce((SELECT version::text FROM history_versions WHERE tenant = $1), '0') AS version,
    ($4::date::timestamp AT TIME ZONE $5) <= now() - interval '25 hours' AS settled`;

type ClientSums = { count: number; attended: number };

/** The sums of some of the trainer's personal trainings, per client too (settled-parts.ts). */
export type PersonalPart = {
  count: number;
  past: number;
  attended: number;
  clients: Map<number, ClientSums>;
  version: string;
  settled: boolean;
  names: { client_id: number; name: string }[];
};

type PartRow = {
  count: number;
  past: number;
  attended: number;
  clients: ({ client_id: number } & ClientSums)[];
  names: { client_id: number; name: string }[];
  version: string;
  settled: boolean;
};

/** At most ~2 MiB: a trainer's year holds a few hundred clients of personal trainings. */
export const personalParts = () => new SettledParts<PersonalPart>((part) => part.clients.size * 3 + 64, 512 * 1024);

async function readPart(
  db: Db,
  params: { tenant: TenantId; trainerId: number; from: string; until: string; zone: string; now: Date },
  clientIds: number[],
): Promise<PersonalPart> {
  const { tenant, trainerId, from, until, zone, now } = params;
  const [row] = await db.query<PartRow>(partSql, [tenant, trainerId, from, until, zone, now, clientIds], {
    statementName: 'personal_trainings_part',
  });
  if (!row) throw new Error('personal training statistics: no row');
  return {
    count: Number(row.count),
    past: Number(row.past),
    attended: Number(row.attended),
    clients: new Map(
      row.clients.map((c) => [Number(c.client_id), { count: Number(c.count), attended: Number(c.attended) }]),
    ),
    version: String(row.version),
    settled: row.settled === true,
    names: row.names,
  };
}

/** docs/behaviour.md#constants-and-limits: the sums of the trainer's personal trainings between two dates, and per client (the list is paged: below). */
export async function personalTrainingStatistics(
  db: Db,
  tenant: TenantId,
  trainerId: number,
  { from, to }: { from: string; to: string },
  now: Date,
  parts: SettledParts<PersonalPart>,
): Promise<PersonalTrainingStatistics> {
  const zone = await tenantTimeZone(db, tenant);
  const part = { tenant, trainerId, zone, now };
  const until = addDays(to, 1);
  const settledUntil = addDays(todayInZone(zone, now), -SETTLED_DAYS);
  // docs/behaviour.md#records-and-local-state: past is a start at or before now; a future session is upcoming, never "not present".
  if (settledUntil <= from) {
    const since = await readPart(db, { ...part, from, until }, []);
    return toStatistics({ from, to }, [since]);
  }
  const settledEnd = until < settledUntil ? until : settledUntil;
  const { settled, since } = await settledAndSince(parts, tenant, `${trainerId}\n${from}\n${settledEnd}`, {
    since: (kept) => readPart(db, { ...part, from: settledUntil, until }, kept ? [...kept.clients.keys()] : []),
    settled: () => readPart(db, { ...part, from, until: settledEnd }, []),
  });
  return toStatistics({ from, to }, [settled, since]);
}

/** The parts added up, per client too; a client is listed under the name read last. */
function toStatistics(range: { from: string; to: string }, parts: PersonalPart[]): PersonalTrainingStatistics {
  const sum = (pick: (part: PersonalPart) => number) => parts.reduce((total, part) => total + pick(part), 0);
  const names = new Map(parts.flatMap((part) => part.names).map((n) => [Number(n.client_id), n.name]));
  const clients = new Map<number, ClientSums>();
  for (const part of parts) {
    for (const [id, sums] of part.clients) {
      const before = clients.get(id) ?? { count: 0, attended: 0 };
      clients.set(id, { count: before.count + sums.count, attended: before.attended + sums.attended });
    }
  }
  const byClient = [...clients].flatMap(([clientId, sums]) => {
    const name = names.get(clientId);
    return name === undefined ? [] : [{ clientId, name, ...sums }];
  });
  const total = sum((p) => p.count);
  const past = sum((p) => p.past);
  return {
    ...range,
    total,
    past,
    upcoming: total - past,
    attended: sum((p) => p.attended),
    byClient: byClient.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
  };
}

/** Where a page of personal trainings starts: after this (start, class id, booking id or 0), latest first. */
export const PersonalTrainingKey = v.tuple([
  v.pipe(
    IsoInstant,
    v.check((text) => !Number.isNaN(Date.parse(text))),
  ),
  Id,
  v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_ID)),
]);

/** One page of the trainer's personal trainings between two dates, the latest first, each with its booked client if any. */
export async function personalTrainingPage(
  db: Db,
  tenant: TenantId,
  trainerId: number,
  {
    from,
    to,
    after,
    limit,
  }: { from: string; to: string; after: v.InferOutput<typeof PersonalTrainingKey> | null; limit: number },
  localize: Localize,
): Promise<Page<PersonalTraining>> {
  const zone = await tenantTimeZone(db, tenant);
  const params: unknown[] = [tenant, trainerId, from, to, zone, limit + 1];
  if (after) params.push(...after);
  const rows = await db.query<Row>(
    `${selectPersonalTrainings}
       ${after ? 'AND (t.start_at, t.id, COALESCE(r.id, 0)) < ($7::timestamptz, $8::int, $9::int)' : ''}
     ORDER BY t.start_at DESC, t.id DESC, COALESCE(r.id, 0) DESC LIMIT $6`,
    params,
  );
  return toPage(
    rows,
    limit,
    (r) => [toInstant(r.start_at), r.id, r.registration_id ?? 0],
    (shown) => shown.map((r) => toPersonalTraining(r, localize)),
  );
}
