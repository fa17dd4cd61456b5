import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { TrainingRegistration } from '../../../src/api/contract/registration.ts';
import { ApiError } from '../api-error.ts';
import type { ErrorKey } from '../../../src/api/contract/errors.ts';
import type { BookingMode } from './booking-rules.ts';
import { toRegistrationRecord, type RecordRow } from './registration-record.ts';

/**
 * The rules run in the database function book_place (migration 002): it locks the class
 * row, checks the rules in SPEC.md §8 order, inserts, and answers the record's display columns,
 * in one round trip whose statement plans the function keeps. No row: the class is not found.
 * The call itself is a named statement, so PostgreSQL does not parse and plan it on every booking.
 */
const BOOK = 'SELECT * FROM book_place($1, $2, $3, $4, $5)';
const BOOK_STATEMENT = { statementName: 'book_place' };

type BookRow = RecordRow & { result: string; waiting_place: number | null; registration_id: number | null };

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
    [row] = await db.query<BookRow>(BOOK, [trainingId, tenant, userId, now, mode === 'member'], BOOK_STATEMENT);
  } catch (error) {
    // a safety net: the class lock already makes a second booking of the same member see the first
    if (isUniqueViolation(error)) throw new ApiError(409, 'userAlreadyRegistered');
    throw error;
  }
  if (!row) throw new ApiError(404, 'classNotFound');
  if (isRefusal(row.result)) throw new ApiError(row.result === 'classNotFound' ? 404 : 409, row.result);
  if (row.registration_id === null || (row.result !== 'booked' && row.result !== 'waiting')) {
    throw new Error(`unexpected booking outcome ${row.result}`);
  }
  return toRegistrationRecord(row, row.registration_id, row.result, row.waiting_place, now);
}
