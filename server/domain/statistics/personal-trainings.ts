import * as v from 'valibot';
import { Id, MAX_ID } from '../../../src/api/contract/id.ts';
import type { Page } from '../../../src/api/contract/paging.ts';
import type { PersonalTraining, PersonalTrainingStatistics } from '../../../src/api/contract/statistics.ts';
import { IsoInstant } from '../../../src/api/contract/wire-formats.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { tenantTimeZone, toInstant } from '../calendar.ts';
import { toPage } from '../keyset.ts';
import type { Localize } from '../labels.ts';

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

/** The trainer's ($2) personal trainings, not cancelled, from $3 to $4 (whole days in the club's zone $5). */
const personalWhere = `t.tenant = $1 AND t.trainer_id = $2 AND t.training_type = 'personal' AND t.cancelled_at IS NULL
    AND t.start_at >= ($3::date::timestamp AT TIME ZONE $5) AND t.start_at < (($4::date + 1)::timestamp AT TIME ZONE $5)`;

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
  WHERE ${personalWhere}`;

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
 * The same classes' sums, counted where they are read: a place each (a class with no booking counts once), past
 * when it started at or before now ($6), attended when also marked present; and per booked client, with the
 * client's name read once, by id (OFFSET 0: not a hash of every user of the club). A year's 380 classes
 * never cross to the server as rows.
 */
const sumPersonalTrainings = `WITH held AS MATERIALIZED (
    SELECT t.start_at, r.user_id, r.presence FROM trainings t
    LEFT JOIN LATERAL (
      SELECT g.user_id, g.presence FROM registrations g WHERE g.training_id = t.id AND g.status = 'booked' OFFSET 0
    ) r ON true
    WHERE ${personalWhere}
  ),
  clients AS (
    SELECT h.user_id, count(*)::int AS count, count(*) FILTER (WHERE h.presence)::int AS attended
    FROM held h WHERE h.user_id IS NOT NULL GROUP BY h.user_id
  )
  SELECT NULL::int AS client_id, NULL::text AS name, count(*)::int AS count,
      count(*) FILTER (WHERE h.start_at <= $6)::int AS past,
      count(*) FILTER (WHERE h.presence AND h.start_at <= $6)::int AS attended
    FROM held h
  UNION ALL
  SELECT c.user_id, u.first_name || ' ' || u.last_name, c.count, 0, c.attended
    FROM clients c
    CROSS JOIN LATERAL (SELECT x.first_name, x.last_name FROM users x WHERE x.id = c.user_id AND x.tenant = $1 OFFSET 0) u
    WHERE u.first_name IS NOT NULL AND u.last_name IS NOT NULL`;

type SumRow = { client_id: number | null; name: string | null; count: number; past: number; attended: number };

/** docs/behaviour.md#constants-and-limits: the sums of the trainer's personal trainings between two dates, and per client (the list is paged: below). */
export async function personalTrainingStatistics(
  db: Db,
  tenant: TenantId,
  trainerId: number,
  { from, to }: { from: string; to: string },
  now: Date,
): Promise<PersonalTrainingStatistics> {
  const zone = await tenantTimeZone(db, tenant);
  // docs/behaviour.md#records-and-local-state: past is a start at or before now; a future session is upcoming, never "not present".
  const rows = await db.query<SumRow>(sumPersonalTrainings, [tenant, trainerId, from, to, zone, now]);
  const sums = rows.find((r) => r.client_id === null);
  const total = Number(sums?.count ?? 0);
  const past = Number(sums?.past ?? 0);
  const byClient = rows.flatMap((r) =>
    r.client_id === null || r.name === null
      ? []
      : [{ clientId: r.client_id, name: r.name, count: Number(r.count), attended: Number(r.attended) }],
  );
  return {
    from,
    to,
    total,
    past,
    upcoming: total - past,
    attended: Number(sums?.attended ?? 0),
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
