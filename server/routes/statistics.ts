import { Hono } from 'hono';
import * as v from 'valibot';
import {
  PersonalTrainingsQuery,
  StatisticsQuery,
  TrainingType,
  type ClientStatistics,
  type PersonalTrainingStatistics,
  type TrainerStatistics,
} from '../../src/api/contract/statistics.ts';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from '../domain/api-error.ts';
import { addDays, todayInZone } from '../../src/api/contract/calendar.ts';
import { tenantTimeZone, toInstant } from '../domain/calendar.ts';
import { requireTrainer, requireUser } from '../http/guards.ts';
import { labelsFor } from '../http/labels.ts';
import type { Localize } from '../domain/labels.ts';
import { periodRange, rangeEndSql, rangeStartSql } from '../domain/statistics.ts';
import { parseQuery } from '../http/validate.ts';

export const statisticsRoutes = new Hono<AppEnv>();

type StyleRow = { style_id: number; name: string; color: string; count: number };
type TypeRow = { type: string; count: number };

const styleCounts = (rows: StyleRow[], localize: Localize) => rows.map((r) => ({ styleId: r.style_id, name: localize(r.name), color: r.color, count: Number(r.count) }));
const typeCounts = (rows: TypeRow[]) => rows.map((r) => ({ type: v.parse(TrainingType, r.type), count: Number(r.count) }));

// $1 tenant, $2 user or trainer id, $3 from, $4 to, $5 zone, $6 now
const inRange = `t.start_at >= ${rangeStartSql('$3', '$5')} AND t.start_at < ${rangeEndSql('$4', '$5')} AND t.start_at <= $6`;

/** GET /user/statistics?period=…: the member's booked past classes in the period. */
statisticsRoutes.get('/user/statistics', async (c) => {
  const claims = requireUser(c);
  const { period } = parseQuery(c, StatisticsQuery);
  const { db, tenant } = c.var;
  const now = c.var.now();
  const zone = await tenantTimeZone(db, tenant);
  const range = await periodRange(db, tenant, period, todayInZone(zone, now), claims.clientId);
  const params = [tenant, claims.clientId, range.from, range.to, zone, now];
  const visits = `FROM registrations r JOIN trainings t ON t.id = r.training_id AND t.tenant = r.tenant
    WHERE r.tenant = $1 AND r.user_id = $2 AND r.status = 'booked' AND t.cancelled_at IS NULL AND ${inRange}`;
  const [styles, types, totals, clubs] = await Promise.all([
    db.query<StyleRow>(
      `SELECT s.id AS style_id, s.name, s.color, count(*)::int AS count ${visits.replace('WHERE', 'JOIN training_styles s ON s.id = t.style_id WHERE')}
       GROUP BY s.id, s.name, s.color ORDER BY count DESC, s.name`,
      params,
    ),
    db.query<TypeRow>(`SELECT t.training_type AS type, count(*)::int AS count ${visits} GROUP BY t.training_type ORDER BY count DESC, type`, params),
    db.query<{ bookings: number; attendance: number }>(
      `SELECT count(*)::int AS bookings, count(*) FILTER (WHERE r.presence)::int AS attendance ${visits}`,
      params,
    ),
    db.query<{ club_id: number; name: string; visits: number; last_visit: Date }>(
      `SELECT cl.id AS club_id, cl.name, count(*)::int AS visits, max(t.start_at) AS last_visit
       ${visits.replace('WHERE', 'JOIN clubs cl ON cl.id = t.club_id WHERE')} AND r.presence
       GROUP BY cl.id, cl.name ORDER BY visits DESC, last_visit DESC LIMIT 1`,
      params,
    ),
  ]);
  const club = clubs[0];
  const localize = await labelsFor(c);
  const body: ClientStatistics = {
    period,
    ...range,
    byStyle: styleCounts(styles, localize),
    byType: typeCounts(types),
    favouriteClub: club ? { clubId: club.club_id, name: localize(club.name), visits: Number(club.visits), lastVisit: toInstant(club.last_visit) } : null,
    totals: { bookings: Number(totals[0]?.bookings ?? 0), attendance: Number(totals[0]?.attendance ?? 0) },
  };
  return c.json(body);
});

/** GET /trainer/statistics?period=…: the trainer's held classes in the period. */
statisticsRoutes.get('/trainer/statistics', async (c) => {
  const claims = requireTrainer(c);
  const { period } = parseQuery(c, StatisticsQuery);
  const { db, tenant } = c.var;
  const now = c.var.now();
  const zone = await tenantTimeZone(db, tenant);
  const range = await periodRange(db, tenant, period, todayInZone(zone, now));
  const params = [tenant, claims.trainerId, range.from, range.to, zone, now];
  const classes = `FROM trainings t WHERE t.tenant = $1 AND t.trainer_id = $2 AND t.cancelled_at IS NULL AND ${inRange}`;
  const [styles, types, totals, genders] = await Promise.all([
    db.query<StyleRow>(
      `SELECT s.id AS style_id, s.name, s.color, count(*)::int AS count ${classes.replace('WHERE', 'JOIN training_styles s ON s.id = t.style_id WHERE')}
       GROUP BY s.id, s.name, s.color ORDER BY count DESC, s.name`,
      params,
    ),
    db.query<TypeRow>(`SELECT t.training_type AS type, count(*)::int AS count ${classes} GROUP BY t.training_type ORDER BY count DESC, type`, params),
    db.query<{ classes: number; places: number; bookings: number; attendance: number }>(
      `SELECT count(*)::int AS classes, coalesce(sum(t.max_places), 0)::int AS places,
         coalesce(sum((SELECT count(*) FROM registrations r WHERE r.training_id = t.id AND r.status = 'booked')), 0)::int AS bookings,
         coalesce(sum((SELECT count(*) FROM registrations r WHERE r.training_id = t.id AND r.status = 'booked' AND r.presence)), 0)::int AS attendance
       ${classes}`,
      params,
    ),
    db.query<{ gender: string; count: number }>(
      `SELECT u.gender, count(DISTINCT u.id)::int AS count
       FROM registrations r JOIN users u ON u.id = r.user_id JOIN trainings t ON t.id = r.training_id
       WHERE r.tenant = $1 AND r.status = 'booked' AND t.trainer_id = $2 AND t.cancelled_at IS NULL AND ${inRange}
       GROUP BY u.gender`,
      params,
    ),
  ]);
  const total = totals[0];
  const localize = await labelsFor(c);
  const genderCount = (gender: string) => Number(genders.find((g) => g.gender === gender)?.count ?? 0);
  const body: TrainerStatistics = {
    period,
    ...range,
    classes: Number(total?.classes ?? 0),
    byStyle: styleCounts(styles, localize),
    byType: typeCounts(types),
    maleCount: genderCount('male'),
    femaleCount: genderCount('female'),
    totals: { places: Number(total?.places ?? 0), bookings: Number(total?.bookings ?? 0), attendance: Number(total?.attendance ?? 0) },
  };
  return c.json(body);
});

/** GET /trainer/statistics/personal-trainings?from&to: the trainer's personal trainings and their clients. */
statisticsRoutes.get('/trainer/statistics/personal-trainings', async (c) => {
  const claims = requireTrainer(c);
  const { from, to } = parseQuery(c, PersonalTrainingsQuery);
  if (to > addDays(from, 366)) throw new ApiError(400, 'invalidInput');
  const { db, tenant } = c.var;
  const zone = await tenantTimeZone(db, tenant);
  const rows = await db.query<{
    id: number;
    start_at: Date;
    name: string;
    club_name: string;
    room_name: string;
    client_id: number | null;
    client_name: string | null;
    registration_id: number | null;
    presence: boolean | null;
  }>(
    `SELECT t.id, t.start_at, t.name, cl.name AS club_name, ro.name AS room_name,
       u.id AS client_id, u.first_name || ' ' || u.last_name AS client_name, r.id AS registration_id, r.presence
     FROM trainings t
     JOIN clubs cl ON cl.id = t.club_id
     JOIN rooms ro ON ro.id = t.room_id
     LEFT JOIN registrations r ON r.training_id = t.id AND r.status = 'booked'
     LEFT JOIN users u ON u.id = r.user_id
     WHERE t.tenant = $1 AND t.trainer_id = $2 AND t.training_type = 'personal' AND t.cancelled_at IS NULL
       AND t.start_at >= ${rangeStartSql('$3', '$5')} AND t.start_at < ${rangeEndSql('$4', '$5')}
     ORDER BY t.start_at, t.id, r.id`,
    [tenant, claims.trainerId, from, to, zone],
  );
  const localize = await labelsFor(c);
  const trainings = rows.map((r) => ({
    trainingId: r.id,
    startDateTime: toInstant(r.start_at),
    name: localize(r.name),
    clubName: localize(r.club_name),
    roomName: localize(r.room_name),
    clientId: r.client_id,
    clientName: r.client_name,
    registrationId: r.registration_id,
    presence: r.presence === true,
  }));
  // SPEC.md §3: past is a start at or before now; a future session is upcoming, never "not present".
  const now = c.var.now();
  const isPast = (t: { startDateTime: string }) => Date.parse(t.startDateTime) <= now.getTime();
  const byClient = new Map<number, { clientId: number; name: string; count: number; attended: number }>();
  for (const t of trainings) {
    if (t.clientId === null || t.clientName === null) continue;
    const entry = byClient.get(t.clientId) ?? { clientId: t.clientId, name: t.clientName, count: 0, attended: 0 };
    entry.count += 1;
    if (t.presence) entry.attended += 1;
    byClient.set(t.clientId, entry);
  }
  const body: PersonalTrainingStatistics = {
    from,
    to,
    total: trainings.length,
    past: trainings.filter(isPast).length,
    upcoming: trainings.filter((t) => !isPast(t)).length,
    attended: trainings.filter((t) => t.presence && isPast(t)).length,
    byClient: [...byClient.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    trainings,
  };
  return c.json(body);
});
