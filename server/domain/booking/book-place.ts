import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { TrainingRegistration } from '../../../src/api/contract/registration.ts';
import { ApiError } from '../api-error.ts';
import type { ErrorKey } from '../../../src/api/contract/errors.ts';
import type { BookingMode } from './booking-rules.ts';
import { RECORD_COLUMNS, RECORD_JOINS, toRegistrationRecord, type RecordRow } from './registration-record.ts';

/**
 * One statement, so one round trip. `k` locks the class row: bookings of one class queue there in
 * arrival order, and a locked row is read at its newest committed version, so its
 * booked_count/waiting_count (kept by triggers, see migration 004) include every earlier booking.
 * The rules follow in SPEC.md §8 order; queued_at defaults to clock_timestamp(), taken under the
 * lock, so the waiting list is in arrival order. Day bounds are the club's local midnight to
 * midnight, so a 23- or 25-hour day across a DST change is still one day.
 * $1 class, $2 tenant, $3 member, $4 now, $5 member mode (false: staff registers at the door).
 */
const BOOK = `WITH k AS (
    SELECT t.id, t.start_at, t.end_at, t.cancelled_at, t.max_places, t.waiting_list_allowed, t.training_type,
      t.booked_count, t.waiting_count, c.active_bookings_limit, c.same_day_limit, c.same_type_per_day_limit,
      ((t.start_at AT TIME ZONE c.time_zone) - c.booking_window_days * interval '1 day') AT TIME ZONE c.time_zone AS opens_at,
      date_trunc('day', t.start_at AT TIME ZONE c.time_zone) AT TIME ZONE c.time_zone AS day_start,
      (date_trunc('day', t.start_at AT TIME ZONE c.time_zone) + interval '1 day') AT TIME ZONE c.time_zone AS day_end
    FROM trainings t JOIN clubs c ON c.id = t.club_id
    WHERE t.id = $1 AND t.tenant = $2
    FOR UPDATE OF t
  ), mine AS (
    SELECT count(*) FILTER (WHERE x.id = k.id) AS already,
      count(*) FILTER (WHERE x.start_at > $4) AS active,
      count(*) FILTER (WHERE x.start_at >= k.day_start AND x.start_at < k.day_end) AS same_day,
      count(*) FILTER (WHERE x.start_at >= k.day_start AND x.start_at < k.day_end AND x.training_type = k.training_type) AS same_type
    FROM k, registrations g JOIN trainings x ON x.id = g.training_id
    WHERE g.tenant = $2 AND g.user_id = $3 AND g.status <> 'cancelled'
      AND (x.id = k.id OR (x.cancelled_at IS NULL AND (x.start_at > $4 OR (x.start_at >= k.day_start AND x.start_at < k.day_end))))
  ), outcome AS (
    SELECT k.id, k.waiting_count, CASE
      WHEN u.status IS NULL THEN 'classNotFound'
      WHEN u.status <> 0 THEN 'registeringNotAllowed'
      WHEN k.cancelled_at IS NOT NULL THEN 'classNotOpenForBooking'
      WHEN $5::boolean AND ($4 >= k.start_at OR $4 < k.opens_at) THEN 'classNotOpenForBooking'
      WHEN NOT $5::boolean AND $4 >= k.end_at THEN 'classNotOpenForBooking'
      WHEN mine.already > 0 THEN 'userAlreadyRegistered'
      WHEN $5::boolean AND mine.active >= k.active_bookings_limit THEN 'registeringLimitExceeded'
      WHEN $5::boolean AND mine.same_day >= k.same_day_limit THEN 'sameDayRegisteringLimitExceeded'
      WHEN $5::boolean AND mine.same_type >= k.same_type_per_day_limit THEN 'sameTrainingTypePerDayLimitExceeded'
      WHEN k.booked_count < k.max_places THEN 'booked'
      WHEN k.waiting_list_allowed THEN 'waiting'
      ELSE 'noFreePlaces' END AS result
    FROM k CROSS JOIN mine LEFT JOIN users u ON u.id = $3 AND u.tenant = $2
  ), ins AS (
    INSERT INTO registrations (tenant, training_id, user_id, status)
    SELECT $2, o.id, $3, o.result FROM outcome o WHERE o.result IN ('booked', 'waiting')
    RETURNING id
  )
  SELECT o.result, o.waiting_count, ins.id AS registration_id, ${RECORD_COLUMNS}
  FROM outcome o LEFT JOIN ins ON true JOIN trainings t ON t.id = o.id ${RECORD_JOINS}`;

type BookRow = RecordRow & { result: string; waiting_count: number; registration_id: number | null };

const refusals = [
  'classNotFound',
  'registeringNotAllowed',
  'classNotOpenForBooking',
  'userAlreadyRegistered',
  'registeringLimitExceeded',
  'sameDayRegisteringLimitExceeded',
  'sameTrainingTypePerDayLimitExceeded',
  'noFreePlaces',
] as const satisfies readonly ErrorKey[];

function isRefusal(result: string): result is (typeof refusals)[number] {
  return (refusals as readonly string[]).includes(result);
}

/** The partial unique index allows one active registration per member and class. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

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
  let row: BookRow | undefined;
  try {
    [row] = await db.query<BookRow>(BOOK, [trainingId, tenant, userId, now, mode === 'member']);
  } catch (error) {
    // the same member booking the same class twice at once: the second insert meets the first
    if (isUniqueViolation(error)) throw new ApiError(409, 'userAlreadyRegistered');
    throw error;
  }
  if (!row) throw new ApiError(404, 'classNotFound');
  if (isRefusal(row.result)) throw new ApiError(row.result === 'classNotFound' ? 404 : 409, row.result);
  if (row.registration_id === null || (row.result !== 'booked' && row.result !== 'waiting')) {
    throw new Error(`unexpected booking outcome ${row.result}`);
  }
  const place = row.result === 'waiting' ? row.waiting_count + 1 : null;
  return toRegistrationRecord(row, row.registration_id, row.result, place, now);
}
