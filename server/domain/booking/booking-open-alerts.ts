import type { BookingAlert } from '../../../src/api/contract/booking-alert.ts';
import type { Language, TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../api-error.ts';
import { enqueuePushes } from '../push/enqueue.ts';

/** When booking of class `t` (joined with its club `c`) opens: as book_place decides it (server/db/functions/book_place.sql). */
const OPENS_AT = `((t.start_at AT TIME ZONE c.time_zone) - c.booking_window_days * interval '1 day') AT TIME ZONE c.time_zone`;

/** The member's requests still to come (class not cancelled, booking not yet open), soonest first. */
export async function bookingAlerts(db: Db, tenant: TenantId, userId: number, now: Date): Promise<BookingAlert[]> {
  const rows = await db.query<{ training_id: number; opens_at: Date }>(
    `SELECT a.training_id, ${OPENS_AT} AS opens_at
     FROM booking_open_alerts a JOIN trainings t ON t.id = a.training_id JOIN clubs c ON c.id = t.club_id
     WHERE a.tenant = $1 AND a.user_id = $2 AND t.cancelled_at IS NULL AND ${OPENS_AT} > $3
     ORDER BY opens_at, a.training_id`,
    [tenant, userId, now],
  );
  return rows.map((r) => ({ trainingId: r.training_id, opensAt: r.opens_at.toISOString() }));
}

/**
 * The member asks to be told when booking of the class opens. Asking twice keeps one request. A class of
 * another club, cancelled or gone answers 404 classNotFound; one already open, 409 bookingAlreadyOpen.
 */
export async function askBookingAlert(
  db: Db,
  tenant: TenantId,
  userId: number,
  trainingId: number,
  language: Language,
  now: Date,
): Promise<BookingAlert> {
  const [k] = await db.query<{ opens_at: Date }>(
    `SELECT ${OPENS_AT} AS opens_at FROM trainings t JOIN clubs c ON c.id = t.club_id
     WHERE t.id = $1 AND t.tenant = $2 AND t.cancelled_at IS NULL`,
    [trainingId, tenant],
  );
  if (!k) throw new ApiError(404, 'classNotFound');
  if (k.opens_at <= now) throw new ApiError(409, 'bookingAlreadyOpen');
  await db.query(
    `INSERT INTO booking_open_alerts (tenant, user_id, training_id, language, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, training_id) DO UPDATE SET language = EXCLUDED.language`,
    [tenant, userId, trainingId, language, now],
  );
  return { trainingId, opensAt: k.opens_at.toISOString() };
}

/** Takes the request back (none: nothing changes). A class of another club answers 404 classNotFound. */
export async function takeBackBookingAlert(db: Db, tenant: TenantId, userId: number, trainingId: number) {
  const [k] = await db.query(`SELECT 1 FROM trainings WHERE id = $1 AND tenant = $2`, [trainingId, tenant]);
  if (!k) throw new ApiError(404, 'classNotFound');
  await db.query(`DELETE FROM booking_open_alerts WHERE tenant = $1 AND user_id = $2 AND training_id = $3`, [
    tenant,
    userId,
    trainingId,
  ]);
}

/** Requests one run handles at most per transaction; the run goes on until none is due. */
const BATCH = 500;

/**
 * Tells the members whose class's booking has opened by `now`: an in-app notice and a push to each device.
 * Each request is claimed (SKIP LOCKED) and deleted in the transaction that queues its notice: once only,
 * whatever the number of server processes. A class cancelled, or started before the job came round (the
 * server was down), is dropped untold: there is nothing left to book. Answers how many were told.
 */
export async function sendDueBookingAlerts(db: Db, now: Date): Promise<number> {
  let told = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = await tx.query<{ tenant: TenantId; user_id: number; training_id: number; live: boolean }>(
        `DELETE FROM booking_open_alerts a USING trainings t
         WHERE a.id IN (
           SELECT a2.id FROM booking_open_alerts a2 JOIN trainings t ON t.id = a2.training_id JOIN clubs c ON c.id = t.club_id
           WHERE ${OPENS_AT} <= $1 ORDER BY a2.id LIMIT $2 FOR UPDATE OF a2 SKIP LOCKED)
           AND t.id = a.training_id
         RETURNING a.tenant, a.user_id, a.training_id, (t.cancelled_at IS NULL AND t.start_at > $1) AS live`,
        [now, BATCH],
      );
      const live = due.filter((d) => d.live);
      for (const tenant of new Set(live.map((d) => d.tenant))) {
        const ofTenant = live.filter((d) => d.tenant === tenant);
        await tx.query(
          `INSERT INTO member_notices (tenant, user_id, kind, training_id, created_at)
           SELECT $1, u, 'bookingOpen', t, $4 FROM unnest($2::int[], $3::int[]) AS n(u, t)`,
          [tenant, ofTenant.map((d) => d.user_id), ofTenant.map((d) => d.training_id), now],
        );
        await enqueuePushes(
          tx,
          tenant,
          'bookingOpen',
          ofTenant.map((d) => ({ userId: d.user_id, trainingId: d.training_id, role: 'member' as const })),
          now,
        );
      }
      told += live.length;
      return due.length;
    });
    if (claimed < BATCH) return told;
  }
}

/** Booking opens on the club's minute: a request is answered this soon after at the latest. */
export const BOOKING_ALERT_POLL_MS = 15_000;

/** Runs the job every BOOKING_ALERT_POLL_MS on the server's clock; a failed run is logged and tried again next time. */
export function startBookingAlertJob(db: Db, now: () => Date): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendDueBookingAlerts(db, now())
      .catch((error: unknown) => console.error('booking-open alerts failed', error))
      .finally(() => {
        running = false;
      });
  }, BOOKING_ALERT_POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
