import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { TrainingRegistration } from '../../../src/api/contract/registration.ts';
import { ApiError } from '../api-error.ts';
import { checkClassOpen, decidePlacement, type BookingCounts, type BookingMode } from './booking-rules.ts';
import { RECORD_COLUMNS, RECORD_JOINS, toRegistrationRecord, type RecordRow } from './registration-record.ts';

type LockedClass = RecordRow & {
  max_places: number;
  waiting_list_allowed: boolean;
  booking_opens_at: Date;
  day_start: Date;
  day_end: Date;
  active_bookings_limit: number;
  same_day_limit: number;
  same_type_per_day_limit: number;
  booking_window_days: number;
  user_status: number;
};

/**
 * Locks the class row (every booking of one class queues here, in arrival order) and the member's
 * row (so two bookings of one member cannot both slip under a limit). Day bounds are the club's
 * local midnight to midnight, so a 23- or 25-hour day across a DST change is still one day.
 */
const LOCK_CLASS = `SELECT ${RECORD_COLUMNS}, t.max_places, t.waiting_list_allowed,
    c.booking_window_days, c.active_bookings_limit, c.same_day_limit, c.same_type_per_day_limit,
    ((t.start_at AT TIME ZONE c.time_zone) - c.booking_window_days * interval '1 day') AT TIME ZONE c.time_zone AS booking_opens_at,
    date_trunc('day', t.start_at AT TIME ZONE c.time_zone) AT TIME ZONE c.time_zone AS day_start,
    (date_trunc('day', t.start_at AT TIME ZONE c.time_zone) + interval '1 day') AT TIME ZONE c.time_zone AS day_end,
    u.status AS user_status
  FROM trainings t ${RECORD_JOINS}
  JOIN users u ON u.id = $3 AND u.tenant = t.tenant
  WHERE t.id = $1 AND t.tenant = $2
  FOR UPDATE OF t FOR NO KEY UPDATE OF u`;

/**
 * Counted after the lock: in READ COMMITTED each statement sees every booking committed before
 * it, so the counts include all earlier holders of the lock.
 */
const COUNT = `SELECT
    (SELECT count(*)::int FROM registrations WHERE training_id = $1 AND status = 'booked') AS booked,
    (SELECT count(*)::int FROM registrations WHERE training_id = $1 AND status = 'waiting') AS waiting,
    EXISTS (SELECT 1 FROM registrations WHERE training_id = $1 AND user_id = $3 AND status <> 'cancelled') AS already,
    count(*) FILTER (WHERE x.start_at > $4)::int AS active,
    count(*) FILTER (WHERE x.start_at >= $5 AND x.start_at < $6)::int AS same_day,
    count(*) FILTER (WHERE x.start_at >= $5 AND x.start_at < $6 AND x.training_type = $7)::int AS same_type
  FROM registrations g JOIN trainings x ON x.id = g.training_id
  WHERE g.tenant = $2 AND g.user_id = $3 AND g.status <> 'cancelled' AND x.cancelled_at IS NULL
    AND (x.start_at > $4 OR (x.start_at >= $5 AND x.start_at < $6))`;

type CountRow = { booked: number; waiting: number; already: boolean; active: number; same_day: number; same_type: number };

export type BookOptions = { mode?: BookingMode };

/**
 * Books a place for the member, or puts them in the waiting list when the class is full and has
 * one. Throws ApiError with the SPEC.md §8 key of the first rule that refuses.
 */
export async function bookPlace(
  db: Db,
  tenant: TenantId,
  userId: number,
  trainingId: number,
  now: Date,
  options: BookOptions = {},
): Promise<TrainingRegistration> {
  const mode = options.mode ?? 'member';
  return db.transaction(async (tx) => {
    const [k] = await tx.query<LockedClass>(LOCK_CLASS, [trainingId, tenant, userId]);
    if (!k) throw new ApiError(404, 'classNotFound');
    const closed = checkClassOpen(
      {
        startAt: k.start_at,
        endAt: k.end_at,
        bookingOpensAt: k.booking_opens_at,
        isCancelled: k.cancelled_at !== null,
        userStatus: k.user_status,
      },
      now,
      mode,
    );
    if (closed) throw new ApiError(409, closed);

    const [row] = await tx.query<CountRow>(COUNT, [trainingId, tenant, userId, now, k.day_start, k.day_end, k.training_type]);
    if (!row) throw new Error('count query returned no row');
    const counts: BookingCounts = {
      booked: row.booked,
      waiting: row.waiting,
      alreadyRegistered: row.already,
      activeBookings: row.active,
      sameDay: row.same_day,
      sameTypeSameDay: row.same_type,
    };
    const rules = {
      bookingWindowDays: k.booking_window_days,
      cancelDeadlineHours: k.cancel_deadline_hours,
      activeBookingsLimit: k.active_bookings_limit,
      sameDayLimit: k.same_day_limit,
      sameTypePerDayLimit: k.same_type_per_day_limit,
    };
    const placement = decidePlacement(counts, rules, k.max_places, k.waiting_list_allowed, mode);
    if (placement !== 'booked' && placement !== 'waiting') throw new ApiError(409, placement);

    // queued_at defaults to clock_timestamp(): taken under the lock, so it orders the queue by arrival
    const [inserted] = await tx.query<{ id: number }>(
      'INSERT INTO registrations (tenant, training_id, user_id, status) VALUES ($1, $2, $3, $4) RETURNING id',
      [tenant, trainingId, userId, placement],
    );
    if (!inserted) throw new Error('insert returned no row');
    const place = placement === 'waiting' ? counts.waiting + 1 : null;
    return toRegistrationRecord(k, inserted.id, placement, place, now);
  });
}
