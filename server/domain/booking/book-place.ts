import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { TrainingRegistration } from '../../../src/api/contract/registration.ts';
import { ApiError } from '../api-error.ts';
import type { Localize } from '../labels.ts';
import { localizeRecordRow } from '../schedule/localize-training.ts';
import type { BookingMode } from './booking-rules.ts';
import { isBookingVerdict, refusalErrorKey } from './booking-verdict.ts';
import { toRegistrationRecord, type RecordRow } from './registration-record.ts';
import { bookingBatches } from './booking-batches.ts';
import type { BookingBlockedRefusal } from '../../../src/api/contract/strikes.ts';

/*
 * The rules run in the database function book_place (server/db/functions/book_place.sql): it locks the class
 * row, asks booking_verdict (the rules the schedule's bookability answer also asks), inserts, and answers the outcome with the record's
 * display columns as one json object, in one round trip whose statement plans the function keeps.
 * NULL: the class is not found. Bookings that arrive together share one transaction (booking-batches.ts).
 */

/** RecordRow as json carries it: timestamps are ISO 8601 text. */
type BookingJson = Omit<RecordRow, 'start_at' | 'end_at' | 'cancelled_at'> & {
  start_at: string;
  end_at: string;
  cancelled_at: string | null;
  result: string;
  waiting_place: number | null;
  registration_id: number | null;
  /** with result 'bookingBlocked' */
  blocked_until: string | null;
};

function toRecordRow(booking: BookingJson): RecordRow {
  return {
    ...booking,
    start_at: new Date(booking.start_at),
    end_at: new Date(booking.end_at),
    cancelled_at: booking.cancelled_at === null ? null : new Date(booking.cancelled_at),
  };
}

/** The partial unique index allows one active registration per member and class. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

export type BookOptions = {
  mode?: BookingMode;
  /** the club's names in the answer's language (server/domain/labels.ts); default as stored */
  localize?: Localize;
};

/**
 * Books a place for the member, or puts them in the waiting list when the class is full and has
 * one. Throws ApiError with the docs/behaviour.md#booking-verdicts key of the first rule that refuses.
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
  let booking: BookingJson | null;
  try {
    booking = (await bookingBatches(db).book({
      trainingId,
      tenant,
      userId,
      now,
      member: mode === 'member',
    })) as BookingJson | null;
  } catch (error) {
    // a safety net: the class lock already makes a second booking of the same member see the first
    if (isUniqueViolation(error)) throw new ApiError(409, 'userAlreadyRegistered');
    throw error;
  }
  if (!booking) throw new ApiError(404, 'classNotFound');
  const { result, registration_id: registrationId, waiting_place: waitingPlace } = booking;
  if (!isBookingVerdict(result)) throw new Error(`unexpected booking outcome ${result}`);
  if (result === 'bookingBlocked' && booking.blocked_until !== null) {
    const refusal: BookingBlockedRefusal = {
      blockedUntil: new Date(booking.blocked_until).toISOString(),
      clubTimeZone: booking.time_zone,
    };
    throw new ApiError(409, 'bookingBlocked', { details: refusal });
  }
  if (result !== 'booked' && result !== 'waiting') throw new ApiError(409, refusalErrorKey(result));
  if (registrationId === null) throw new Error('a booked place without its registration');
  const localize = options.localize ?? ((label: string) => label);
  return toRegistrationRecord(
    localizeRecordRow(toRecordRow(booking), localize),
    registrationId,
    result,
    waitingPlace,
    now,
  );
}
