import type { Db } from '../../db/db.ts';
import { DatabaseUnavailableError } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';

/** One booking as the database function book_place takes it. */
export type BookingCall = { trainingId: number; tenant: TenantId; userId: number; now: Date; member: boolean };

/** What book_place answers for one booking (its json), or null when the class or member is not found. */
type Answer = unknown;

const BOOK_ONE = 'SELECT book_place($1, $2, $3, $4, $5) AS booking';
const BOOK_MANY = 'SELECT book_places($1::int[], $2::text[], $3::int[], $4::timestamptz[], $5::boolean[]) AS bookings';

/**
 * One batch at a time: the bookings that arrive meanwhile wait and go together in the next, so every
 * waiting list follows the order of arrival. Four at once took the rows of their classes in id order, not
 * arrival order (the opening burst queued 620 pairs up to 25 ms the wrong way round on PostgreSQL), and
 * booked no faster on 2 cores: 3,623–4,248 against 3,761 bookings/s, within the runs' spread.
 */
const BATCHES_IN_FLIGHT = 1;
/**
 * Bookings per batch, at most: one transaction holds the locks of all its classes until it commits, so a
 * batch that grew without bound would hold up every other booking of those classes.
 */
const BATCH_SIZE = 32;

type Waiting = { call: BookingCall; resolve: (answer: Answer) => void; reject: (error: unknown) => void };

/**
 * Bookings that arrive while others are on their way to the database go together, in arrival order, in one
 * transaction (book_places, server/db/functions/book_places.sql): in the opening burst of a class, each booking costs its own
 * rules and row changes but shares the transaction's start, commit, flush and round trip. A booking that
 * arrives alone goes at once, on its own, as before. Each booking keeps its own answer; when a batch fails
 * as a whole inside the database (a deadlock, a constraint), nothing of it was kept and each booking is made
 * again on its own, so one cannot fail the others.
 */
export class BookingBatches {
  private waiting: Waiting[] = [];
  private inFlight = 0;
  private sendScheduled = false;

  constructor(private readonly db: Db) {}

  book(call: BookingCall): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ call, resolve, reject });
      this.scheduleSend();
    });
  }

  /** Sends once the requests of this turn of the event loop have arrived too, when no batch is under way. */
  private scheduleSend(): void {
    if (this.sendScheduled || this.inFlight >= BATCHES_IN_FLIGHT) return;
    this.sendScheduled = true;
    setImmediate(() => {
      this.sendScheduled = false;
      while (this.waiting.length > 0 && this.inFlight < BATCHES_IN_FLIGHT) {
        const batch = this.waiting.splice(0, BATCH_SIZE);
        this.inFlight += 1;
        void this.send(batch).finally(() => {
          this.inFlight -= 1;
          if (this.waiting.length > 0) this.scheduleSend();
        });
      }
    });
  }

  private async send(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) return this.sendAlone(batch[0]!);
    let answers: Answer[];
    try {
      const calls = batch.map((waiting) => waiting.call);
      const [row] = await this.db.query<{ bookings: Answer[] }>(
        BOOK_MANY,
        [
          calls.map((call) => call.trainingId),
          calls.map((call) => call.tenant),
          calls.map((call) => call.userId),
          calls.map((call) => call.now.toISOString()),
          calls.map((call) => call.member),
        ],
        { statementName: 'book_places' },
      );
      answers = row?.bookings ?? [];
      if (answers.length !== batch.length)
        throw new Error(`book_places answered ${answers.length} of ${batch.length} bookings`);
    } catch (error) {
      // Rolled back inside the database (it names why): nothing was kept, so each is made on its own, one
      // after the other so that a waiting list still follows the order of arrival.
      if (isDatabaseRefusal(error)) {
        for (const waiting of batch) await this.sendAlone(waiting);
        return;
      }
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    batch.forEach((waiting, i) => waiting.resolve(answers[i] ?? null));
  }

  private async sendAlone({ call, resolve, reject }: Waiting): Promise<void> {
    try {
      const rows = await this.db.query<{ booking: Answer }>(
        BOOK_ONE,
        [call.trainingId, call.tenant, call.userId, call.now, call.member],
        {
          statementName: 'book_place',
        },
      );
      resolve(rows[0]?.booking ?? null);
    } catch (error) {
      reject(error);
    }
  }
}

/** An error PostgreSQL answered with (an SQLSTATE code), not a lost connection. */
function isDatabaseRefusal(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return false;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(error.code)
  );
}

const batchesOf = new WeakMap<Db, BookingBatches>();

/** The batches of bookings on this database (one set per server process and database). */
export function bookingBatches(db: Db): BookingBatches {
  let batches = batchesOf.get(db);
  if (!batches) {
    batches = new BookingBatches(db);
    batchesOf.set(db, batches);
  }
  return batches;
}
