import type { StandingBooking } from '../../../src/api/contract/standing.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../api-error.ts';
import { displayName } from '../booking/registration-record.ts';
import type { Localize } from '../labels.ts';

/** The instant booking of class `t` opens, as the schedule and book_place compute it (club `c`). */
export const OPENS_AT_SQL = `((t.start_at AT TIME ZONE c.time_zone) - c.booking_window_days * interval '1 day') AT TIME ZONE c.time_zone`;

/** A standing booking stopped by its no-shows stays in the member's list this long, so they see why. */
const STOPPED_SHOWN_DAYS = 30;

type Row = {
  id: number;
  series_id: number;
  club_id: number;
  club_name: string;
  time_zone: string;
  paused_until: string | null;
  paused: boolean;
  stop_reason: 'member' | 'noShows' | null;
  next_id: number | null;
  next_start: Date | null;
  next_opens: Date | null;
  name: string;
  name_prefix: string;
};

/**
 * The member's standing bookings: the active and paused ones, and those that stopped themselves after
 * no-shows lately (one the member stopped is gone from the list), with the next class each will book.
 */
export async function listStandingBookings(
  db: Db,
  tenant: TenantId,
  userId: number,
  now: Date,
  localize: Localize,
  onlyId?: number,
): Promise<StandingBooking[]> {
  const rows = await db.query<Row>(
    `SELECT s.id, s.series_id, c.id AS club_id, c.name AS club_name, c.time_zone,
       to_char(s.paused_until, 'YYYY-MM-DD') AS paused_until,
       coalesce(s.paused_until >= ($3 AT TIME ZONE c.time_zone)::date, false) AS paused, s.stop_reason,
       nx.id AS next_id, nx.start_at AS next_start, nx.opens_at AS next_opens,
       coalesce(nx.name, nm.name, '') AS name, coalesce(nx.name_prefix, nm.name_prefix, '') AS name_prefix
     FROM standing_bookings s
     JOIN clubs c ON c.id = s.club_id
     LEFT JOIN LATERAL (
       -- the class it books next, as the job chooses (standing-job.ts): booking opens from the standing booking's
       -- start on, not handled yet, and after any pause (one already open was the member's to book by hand)
       SELECT t.id, t.start_at, t.name, t.name_prefix, ${OPENS_AT_SQL} AS opens_at FROM trainings t
       WHERE t.series_id = s.series_id AND t.start_at > $3 AND t.cancelled_at IS NULL AND t.start_at >= s.starts_from
         AND ${OPENS_AT_SQL} >= s.starts_from
         AND NOT coalesce((t.start_at AT TIME ZONE c.time_zone)::date <= s.paused_until, false)
         AND NOT EXISTS (SELECT 1 FROM standing_booking_runs x WHERE x.standing_id = s.id AND x.training_id = t.id)
       ORDER BY t.start_at, t.id LIMIT 1
     ) nx ON s.stopped_at IS NULL
     LEFT JOIN LATERAL (
       SELECT t.name, t.name_prefix FROM trainings t WHERE t.series_id = s.series_id ORDER BY t.start_at DESC, t.id LIMIT 1
     ) nm ON true
     WHERE s.tenant = $1 AND s.user_id = $2 AND ($4::int IS NULL OR s.id = $4)
       AND (s.stopped_at IS NULL OR (s.stop_reason = 'noShows' AND s.stopped_at > $3 - $5 * interval '1 day'))
     ORDER BY s.stopped_at IS NOT NULL, nx.start_at, s.id`,
    [tenant, userId, now, onlyId ?? null, STOPPED_SHOWN_DAYS],
  );
  return rows.map((r) => ({
    id: r.id,
    seriesId: r.series_id,
    trainingName: displayName(localize(r.name), localize(r.name_prefix)),
    club: { id: r.club_id, name: r.club_name, timeZone: r.time_zone },
    nextClass:
      r.next_id !== null && r.next_start !== null && r.next_opens !== null
        ? { id: r.next_id, startDateTime: r.next_start.toISOString(), bookingOpensAt: r.next_opens.toISOString() }
        : null,
    state: r.stop_reason !== null ? 'stopped' : r.paused ? 'paused' : 'active',
    pausedUntil: r.stop_reason === null && r.paused ? r.paused_until : null,
    stopReason: r.stop_reason,
  }));
}

/**
 * "Book every week" from this class on: the job books each class of the class's weekly series whose
 * booking opens from now on (one whose booking is already open the member books by hand). Starting it
 * again while it runs answers the one that runs.
 */
export async function startStandingBooking(
  db: Db,
  tenant: TenantId,
  userId: number,
  trainingId: number,
  now: Date,
): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (tx) => {
    // the age rule as book_place asks it (age_allowed.sql): a series the member is not of age for would be
    // refused every week, so it is refused once, here
    const [k] = await tx.query<{ series_id: number | null; club_id: number; share: number; age_ok: boolean }>(
      `SELECT t.series_id, t.club_id, c.standing_share_percent AS share,
         age_allowed(u.birth_date, t.min_age, t.max_age, (t.start_at AT TIME ZONE c.time_zone)::date) AS age_ok
       FROM trainings t JOIN clubs c ON c.id = t.club_id JOIN users u ON u.id = $3 AND u.tenant = t.tenant
       WHERE t.id = $1 AND t.tenant = $2`,
      [trainingId, tenant, userId],
    );
    if (!k) throw new ApiError(404, 'classNotFound');
    if (k.series_id === null) throw new ApiError(409, 'notWeeklySeries');
    if (k.share === 0) throw new ApiError(409, 'standingBookingsOff');
    if (!k.age_ok) throw new ApiError(409, 'ageNotAllowed');
    const [made] = await tx.query<{ id: number }>(
      `INSERT INTO standing_bookings (tenant, club_id, user_id, series_id, created_at, starts_from)
       VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (user_id, series_id) WHERE stopped_at IS NULL DO NOTHING RETURNING id`,
      [tenant, k.club_id, userId, k.series_id, now],
    );
    if (made) return { id: made.id, created: true };
    const [running] = await tx.query<{ id: number }>(
      'SELECT id FROM standing_bookings WHERE user_id = $1 AND series_id = $2 AND stopped_at IS NULL',
      [userId, k.series_id],
    );
    if (!running) throw new Error('a standing booking neither made nor found');
    return { id: running.id, created: false };
  });
}

/** Pauses the member's standing booking until a day (inclusive, in the club's zone), or resumes it (null). */
export async function pauseStandingBooking(
  db: Db,
  tenant: TenantId,
  userId: number,
  id: number,
  pausedUntil: string | null,
): Promise<void> {
  const changed = await db.query(
    `UPDATE standing_bookings SET paused_until = $4::date
     WHERE id = $1 AND tenant = $2 AND user_id = $3 AND stopped_at IS NULL RETURNING id`,
    [id, tenant, userId, pausedUntil],
  );
  if (changed.length === 0) throw new ApiError(404, 'itemNotFound');
}

/** Stops the member's standing booking: no class is booked by it any more (places already made stay). */
export async function stopStandingBooking(
  db: Db,
  tenant: TenantId,
  userId: number,
  id: number,
  now: Date,
): Promise<void> {
  const changed = await db.query(
    `UPDATE standing_bookings SET stopped_at = $4, stop_reason = 'member'
     WHERE id = $1 AND tenant = $2 AND user_id = $3 AND stopped_at IS NULL RETURNING id`,
    [id, tenant, userId, now],
  );
  if (changed.length === 0) throw new ApiError(404, 'itemNotFound');
}
