import type { Db } from '../../db/db.ts';
import { statementNameOf } from '../../db/statement-name.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Training, TrainingType } from '../../../src/api/contract/schedule.ts';
import { cancelingDeadline, isCancelingAllowed, type HeldStatus } from '../booking/booking-rules.ts';
import { bookabilityOf, isBookingVerdict, type BookingVerdict } from '../booking/booking-verdict.ts';
import { WAITING_PLACE_OF_G } from '../booking/user-registrations.ts';

/** Who is looking: visitors see public classes only; staff (admins, trainers) see private comments. */
export type Viewer = { kind: 'public' } | { kind: 'member' | 'staff'; userId: number };

export type TrainingSelection =
  { trainingId: number } | { from: Date; to: Date; gym?: number; group?: number; room?: number; filter?: string };

type Row = {
  id: number;
  name: string;
  name_prefix: string;
  start_at: Date;
  end_at: Date;
  club_id: number;
  club_name: string;
  time_zone: string;
  cancel_deadline_hours: number;
  room_id: number;
  room_name: string;
  group_id: number | null;
  unit_id: number | null;
  unit_name: string | null;
  trainer_id: number | null;
  trainer_name: string | null;
  style_id: number | null;
  style_name: string | null;
  style_color: string | null;
  training_type: TrainingType;
  max_places: number;
  booked: number;
  waiting: number;
  is_public: boolean;
  waiting_list_allowed: boolean;
  public_comment: string;
  private_comment: string;
  cancelled_at: Date | null;
  min_age: number | null;
  max_age: number | null;
  booking_opens_at: Date;
  my_id: number | null;
  my_status: HeldStatus | null;
  my_offer_expires_at: Date | null;
  my_place: number | null;
  /** null for visitors */
  verdict: string | null;
  /** the member's block at the class's club (migration 110), else null */
  blocked_until: Date | null;
  series_id: number | null;
  series_week: number | null;
  series_weeks: number | null;
};

function verdictOf(value: string): BookingVerdict {
  if (!isBookingVerdict(value)) throw new Error(`unexpected booking verdict ${value}`);
  return value;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Classes with their counts and, for a member, their own place; ordered by start. */
export async function listTrainings(
  db: Db,
  tenant: TenantId,
  viewer: Viewer,
  selection: TrainingSelection,
  now: Date,
): Promise<Training[]> {
  return (await listTrainingsUntil(db, tenant, viewer, selection, now)).trainings;
}

/**
 * listTrainings, and until when (ms) the answer holds without a write: the first moment one of the
 * member's places stops being cancellable (Infinity when none will), for answers kept in a cache.
 */
export async function listTrainingsUntil(
  db: Db,
  tenant: TenantId,
  viewer: Viewer,
  selection: TrainingSelection,
  now: Date,
): Promise<{ trainings: Training[]; validUntil: number }> {
  const params: unknown[] = [tenant, viewer.kind === 'public' ? null : viewer.userId, now];
  const where = ['t.tenant = $1'];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (viewer.kind === 'public') where.push('t.is_public');
  if ('trainingId' in selection) {
    add((p) => `t.id = ${p}`, selection.trainingId);
  } else {
    add((p) => `t.start_at >= ${p}`, selection.from);
    add((p) => `t.start_at < ${p}`, selection.to);
    if (selection.gym !== undefined) add((p) => `t.club_id = ${p}`, selection.gym);
    if (selection.group !== undefined) add((p) => `r.group_id = ${p}`, selection.group);
    if (selection.room !== undefined) add((p) => `t.room_id = ${p}`, selection.room);
    const filter = selection.filter?.trim();
    if (filter) {
      // a training type, or free text in the name, prefix, style, trainer or room
      add(
        (p) =>
          `(t.training_type = lower(${p}) OR concat_ws(' ', t.name_prefix, t.name, s.name, tr.name, r.name) ILIKE '%' || ${p} || '%')`,
        escapeLike(filter),
      );
    }
  }
  const text = `WITH sel AS MATERIALIZED (
       -- the classes the main query selects (the same conditions), whose ids the member's facts are asked for
       SELECT t.id FROM trainings t
       JOIN rooms r ON r.id = t.room_id
       LEFT JOIN trainers tr ON tr.id = t.trainer_id
       LEFT JOIN training_styles s ON s.id = t.style_id
       WHERE ${where.join(' AND ')}
     ),
     -- the member's facts for the booking rules, for all the selected classes at once (server/db/functions/member_booking_counts_each.sql)
     mc AS MATERIALIZED (
       SELECT * FROM member_booking_counts_each($1, $2, $3, ARRAY(SELECT id FROM sel)) WHERE $2::int IS NOT NULL
     ),
     -- the member's blocks by the no-show and late-cancel rules, per club (migration 110; a rare row)
     blk AS MATERIALIZED (
       SELECT club_id, max(blocks_until) AS until FROM member_strikes
       WHERE user_id = $2 AND tenant = $1 AND blocks_until > $3 GROUP BY club_id
     )
     SELECT t.id, t.name, t.name_prefix, t.start_at, t.end_at, t.club_id, c.name AS club_name, c.time_zone,
       c.cancel_deadline_hours, t.room_id, r.name AS room_name, r.group_id, t.unit_id, un.name AS unit_name,
       t.trainer_id, tr.name AS trainer_name, t.style_id, s.name AS style_name, s.color AS style_color,
       t.training_type, t.max_places, t.booked_count AS booked, t.waiting_count AS waiting,
       t.is_public, t.waiting_list_allowed, t.public_comment, t.private_comment, t.cancelled_at, t.min_age, t.max_age,
       ((t.start_at AT TIME ZONE c.time_zone) - c.booking_window_days * interval '1 day') AT TIME ZONE c.time_zone AS booking_opens_at,
       my.id AS my_id, my.status AS my_status, my.place AS my_place, my.offer_expires_at AS my_offer_expires_at,
       -- the same rules as the booking (server/db/functions/booking_verdict.sql), for the member's own booking now,
       -- then the class's age limits (age_verdict.sql) and the block (blocked_verdict.sql), as book_place asks them
       CASE WHEN me.id IS NOT NULL THEN blocked_verdict(av.verdict, true, blk.until IS NOT NULL) END AS verdict,
       blk.until AS blocked_until,
       t.series_id, sr.week AS series_week, sr.weeks AS series_weeks
     FROM trainings t
     JOIN clubs c ON c.id = t.club_id
     JOIN rooms r ON r.id = t.room_id
     LEFT JOIN units un ON un.id = t.unit_id
     LEFT JOIN trainers tr ON tr.id = t.trainer_id
     LEFT JOIN training_styles s ON s.id = t.style_id
     -- the member's own place in each class, found per class by (training_id, user_id) (OFFSET 0: hashed, it read
     -- every registration of the member's history, 4 of a large club's 15 ms for a member of three years)
     LEFT JOIN LATERAL (
       SELECT g.id, g.status, g.offer_expires_at, ${WAITING_PLACE_OF_G} AS place
       FROM registrations g WHERE g.training_id = t.id AND g.user_id = $2 AND g.status <> 'cancelled' OFFSET 0
     ) my ON true
     LEFT JOIN users me ON me.id = $2 AND me.tenant = $1
     LEFT JOIN mc ON mc.training_id = t.id
     LEFT JOIN blk ON blk.club_id = t.club_id AND c.strikes_enabled
     -- each verdict in a step of its own (OFFSET 0 keeps it apart): nested in one expression, the SQL functions
     -- taking the verdict could not be inlined and ran as function calls, two per class (issue #35)
     LEFT JOIN LATERAL (
       SELECT booking_verdict(me.status, t.cancelled_at IS NOT NULL, t.start_at, t.end_at,
         ((t.start_at AT TIME ZONE c.time_zone) - c.booking_window_days * interval '1 day') AT TIME ZONE c.time_zone,
         $3, true, mc.already, mc.active, mc.same_day, mc.same_type, c.active_bookings_limit, c.same_day_limit,
         c.same_type_per_day_limit, t.booked_count, t.max_places, t.waiting_list_allowed) AS verdict
       OFFSET 0
     ) bv ON true
     LEFT JOIN LATERAL (
       SELECT age_verdict(bv.verdict, true,
         age_allowed(me.birth_date, t.min_age, t.max_age, (t.start_at AT TIME ZONE c.time_zone)::date)) AS verdict
       OFFSET 0
     ) av ON true
     -- the class's place in its weekly series (cancelled weeks count: they are still weeks of it)
     LEFT JOIN LATERAL (
       SELECT count(*) FILTER (WHERE (sc.start_at, sc.id) <= (t.start_at, t.id))::int AS week, count(*)::int AS weeks
       FROM trainings sc WHERE sc.series_id = t.series_id
     ) sr ON t.series_id IS NOT NULL
     WHERE ${where.join(' AND ')}
     ORDER BY t.start_at, t.id`;
  // a named statement: planning took 7 of this query's 21 ms at a large club, at every request when unnamed;
  // many rows: on PGlite, decoding them field by field took half of a large club's week
  const rows = await db.query<Row>(text, params, { statementName: statementNameOf('week', text), manyRows: true });
  const staff = viewer.kind === 'staff';
  let validUntil = Number.POSITIVE_INFINITY;
  // the member's bookability changes with the clock too: when booking opens, when a class starts,
  // when a held place stops being cancellable
  const until = (instant: number) => {
    if (instant > now.getTime()) validUntil = Math.min(validUntil, instant);
  };
  for (const r of rows) {
    if (r.verdict === null || r.cancelled_at !== null) continue;
    until(r.booking_opens_at.getTime());
    until(r.start_at.getTime());
    if (r.blocked_until !== null) until(r.blocked_until.getTime());
    if (r.my_status !== null) until(cancelingDeadline(r.my_status, r.start_at, r.cancel_deadline_hours));
    // an open offer ends on its own (the waiting-list job passes it on)
    if (r.my_offer_expires_at !== null) until(r.my_offer_expires_at.getTime());
  }
  const trainings = rows.map((r): Training => {
    const isCancelled = r.cancelled_at !== null;
    const held =
      r.my_status === null
        ? null
        : {
            status: r.my_status,
            cancelingAllowed: isCancelingAllowed(r.my_status, r.start_at, r.cancel_deadline_hours, isCancelled, now),
          };
    return {
      id: r.id,
      name: r.name,
      namePrefix: r.name_prefix,
      startDateTime: r.start_at.toISOString(),
      endDateTime: r.end_at.toISOString(),
      club: { id: r.club_id, name: r.club_name, timeZone: r.time_zone },
      room: { id: r.room_id, name: r.room_name },
      groupId: r.group_id,
      unit: r.unit_id !== null ? { id: r.unit_id, name: r.unit_name ?? '' } : null,
      trainer: r.trainer_id !== null ? { id: r.trainer_id, name: r.trainer_name ?? '' } : null,
      style: r.style_id !== null ? { id: r.style_id, name: r.style_name ?? '', color: r.style_color ?? '' } : null,
      trainingType: r.training_type,
      maxPlaces: r.max_places,
      bookedCount: r.booked,
      waitingCount: r.waiting,
      isPublic: r.is_public,
      waitingListAllowed: r.waiting_list_allowed,
      publicComment: r.public_comment,
      privateComment: staff ? r.private_comment : null,
      isCancelled,
      minAge: r.min_age,
      maxAge: r.max_age,
      myRegistration:
        r.my_id !== null && r.my_status !== null
          ? {
              registrationId: r.my_id,
              status: r.my_status,
              placeInWaitingList: r.my_status === 'waiting' ? r.my_place : null,
              cancelingAllowed: held?.cancelingAllowed ?? false,
              offerExpiresAt: r.my_offer_expires_at?.toISOString() ?? null,
            }
          : null,
      bookingOpensAt: r.booking_opens_at.toISOString(),
      bookability:
        r.verdict === null
          ? null
          : bookabilityOf(
              verdictOf(r.verdict),
              held,
              r.start_at,
              r.cancel_deadline_hours,
              isCancelled,
              r.blocked_until,
            ),
      weeklySeriesId: viewer.kind === 'public' ? null : r.series_id,
      series:
        staff && r.series_id !== null
          ? { id: r.series_id, week: r.series_week ?? 1, weeks: r.series_weeks ?? 1 }
          : null,
    };
  });
  return { trainings, validUntil };
}
