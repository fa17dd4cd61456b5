import type { StandingRefusal } from '../../../src/api/contract/standing.ts';
import { standingRefusals } from '../../../src/api/contract/standing.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { OPENS_AT_SQL } from './standing-bookings.ts';
import { tellStanding, type StandingNotice } from './standing-notices.ts';

/** The longest the job sleeps; it wakes sooner, at the instant the next class's booking opens. */
export const STANDING_POLL_MS = 15_000;

/** Standing bookings one run handles at most, so a run stays short; the next run (at once) goes on. */
const BATCH = 500;

type Due = {
  id: number;
  tenant: TenantId;
  user_id: number;
  training_id: number;
  paused: boolean;
};

/**
 * The standing bookings due now, each with the next class it has to handle: of its series, starting later
 * than now, whose booking opened since the standing booking started and by now, not handled yet. The
 * standing bookings are locked with SKIP LOCKED (another process has the others): the earliest opening
 * first, and within a class the standing booking made first.
 */
const DUE = `
  SELECT s.id, s.tenant, s.user_id, t.id AS training_id,
    coalesce((t.start_at AT TIME ZONE c.time_zone)::date <= s.paused_until, false) AS paused
  FROM standing_bookings s
  JOIN clubs c ON c.id = s.club_id
  CROSS JOIN LATERAL (
    SELECT t.id, t.start_at, ${OPENS_AT_SQL} AS opens_at FROM trainings t
    WHERE t.series_id = s.series_id AND t.tenant = s.tenant AND t.start_at > $1 AND t.start_at >= s.starts_from
      AND ${OPENS_AT_SQL} BETWEEN s.starts_from AND $1
      AND NOT EXISTS (SELECT 1 FROM standing_booking_runs r WHERE r.standing_id = s.id AND r.training_id = t.id)
    ORDER BY t.start_at, t.id LIMIT 1
  ) t
  WHERE s.stopped_at IS NULL
  ORDER BY t.opens_at, t.id, s.id
  LIMIT $2
  FOR UPDATE OF s SKIP LOCKED`;

/**
 * Standing bookings booked in one transaction at most: it holds their classes' locks meanwhile, so taps on
 * those classes wait for it; one transaction for all the classes opening at an instant keeps the job's own
 * work small (one search, one lock of each kind, one write of runs and notices), which on the embedded
 * database is time every tap waits for.
 */
const PER_TRANSACTION = 100;

/** When the next class of an active standing booking opens for booking (after now), if any. */
const NEXT_OPENING = `
  SELECT min(t.opens_at) AS at
  FROM standing_bookings s
  JOIN clubs c ON c.id = s.club_id
  CROSS JOIN LATERAL (
    SELECT ${OPENS_AT_SQL} AS opens_at FROM trainings t
    WHERE t.series_id = s.series_id AND t.tenant = s.tenant AND t.start_at > $1 AND ${OPENS_AT_SQL} > $1
    ORDER BY t.start_at, t.id LIMIT 1
  ) t
  WHERE s.stopped_at IS NULL`;

export type StandingRun = { booked: number; waiting: number; refused: number; skipped: number; stopped: number };

/**
 * Books the standing bookings whose class's booking has opened, those due at once in one transaction, through
 * book_place with the standing booking's id: every rule of a tap, the club's standing share, the same
 * answer. Safe on any number of server processes at once: each standing booking is handled under its row
 * lock taken with SKIP LOCKED, and each class it handled is written once (standing_booking_runs' key), so
 * no class is booked twice by it. First it stops the standing bookings that reached the club's no-show limit.
 */
export async function runStandingBookingJob(
  db: Db,
  now: Date,
  /** a tenant's registrations changed: its kept schedule answers are stale */
  changed: (tenant: TenantId) => void | Promise<void> = () => {},
): Promise<StandingRun> {
  const run: StandingRun = { booked: 0, waiting: 0, refused: 0, skipped: 0, stopped: 0 };
  const tenants = new Set<TenantId>();
  // first, so a standing booking at the club's no-show limit books no further class
  run.stopped = await stopAfterNoShows(db, now);
  let handled = 0;
  while (handled < BATCH) {
    const outcomes = await db.transaction(async (tx) => {
      const due = await tx.query<Due>(DUE, [now, Math.min(PER_TRANSACTION, BATCH - handled)]);
      if (due.length === 0) return null;
      // the lock order of book_places (server/db/functions/book_places.sql): the classes, then their members, each in ascending
      // id, so this transaction and a batch of taps never wait for each other in a circle
      await tx.query('SELECT 1 FROM trainings WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [
        due.map((d) => d.training_id),
      ]);
      await tx.query('SELECT 1 FROM users WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE', [
        due.map((d) => d.user_id),
      ]);
      const results: Booked[] = [];
      for (const d of due) results.push(d.paused ? { verdict: 'paused', blockedUntil: null } : await book(tx, d, now));
      await tx.query(
        `INSERT INTO standing_booking_runs (standing_id, training_id, tenant, result, ran_at)
         SELECT s, t, tn, r, $5 FROM unnest($1::int[], $2::int[], $3::text[], $4::text[]) AS x(s, t, tn, r)`,
        [
          due.map((d) => d.id),
          due.map((d) => d.training_id),
          due.map((d) => d.tenant),
          results.map((r) => r.verdict),
          now,
        ],
      );
      await tellStanding(
        tx,
        due.flatMap((d, i) => noticeOf(d, results[i]!) ?? []),
        now,
      );
      due.forEach((d, i) => {
        if (results[i]!.verdict === 'booked' || results[i]!.verdict === 'waiting') tenants.add(d.tenant);
      });
      return results.map((r) => r.verdict);
    });
    if (outcomes === null) break;
    handled += outcomes.length;
    for (const outcome of outcomes) {
      if (outcome === 'booked') run.booked += 1;
      else if (outcome === 'waiting') run.waiting += 1;
      else if (isRefusal(outcome)) run.refused += 1;
      else run.skipped += 1;
    }
  }
  for (const tenant of tenants) await changed(tenant);
  return run;
}

type Booked = { verdict: string; blockedUntil: Date | null };

async function book(db: Db, due: Due, now: Date): Promise<Booked> {
  const [row] = await db.query<{ booking: { result: string; blocked_until: string | null } | null }>(
    'SELECT book_place($1, $2, $3, $4, true, $5) AS booking',
    [due.training_id, due.tenant, due.user_id, now, due.id],
  );
  const booking = row?.booking;
  if (!booking) return { verdict: 'classNotFound', blockedUntil: null };
  return {
    verdict: booking.result,
    blockedUntil: booking.blocked_until === null ? null : new Date(booking.blocked_until),
  };
}

function isRefusal(verdict: string): verdict is StandingRefusal {
  return (standingRefusals as readonly string[]).includes(verdict);
}

/**
 * Booked and waiting are told; so is a refusal, with its reason, except when the class is cancelled (the
 * club told the member already) or the member had a place in it already (they booked it themselves).
 */
function noticeOf(due: Due, { verdict, blockedUntil }: Booked): StandingNotice | null {
  const notice = { tenant: due.tenant, userId: due.user_id, trainingId: due.training_id, blockedUntil: null };
  if (verdict === 'booked') return { ...notice, kind: 'standingBooked', refusal: null };
  if (verdict === 'waiting') return { ...notice, kind: 'standingWaiting', refusal: null };
  if (!isRefusal(verdict) || verdict === 'classCancelled') return null;
  return { ...notice, kind: 'standingRefused', refusal: verdict, blockedUntil };
}

/**
 * Stops the standing bookings whose places had the club's number of no-shows (strikes of kind noShow not
 * waived, migration 110), and tells their members. Read from the strikes, a small table, not from every
 * standing booking. The UPDATE's own condition makes a second process stop (and tell) none of them again.
 */
async function stopAfterNoShows(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const stopped = await tx.query<{ id: number; tenant: TenantId; user_id: number; training_id: number }>(
      `WITH over AS (
         SELECT g.standing_id AS id, (array_agg(m.training_id ORDER BY m.counted_at DESC, m.id DESC))[1] AS training_id
         FROM member_strikes m
         JOIN registrations g ON g.id = m.registration_id AND g.standing_id IS NOT NULL
         JOIN standing_bookings s ON s.id = g.standing_id AND s.stopped_at IS NULL
         JOIN clubs c ON c.id = s.club_id
         WHERE m.kind = 'noShow' AND m.waived_at IS NULL AND c.standing_no_show_limit IS NOT NULL
         GROUP BY g.standing_id, c.standing_no_show_limit
         HAVING count(*) >= c.standing_no_show_limit
       )
       UPDATE standing_bookings s SET stopped_at = $1, stop_reason = 'noShows'
       FROM over WHERE s.id = over.id AND s.stopped_at IS NULL
       RETURNING s.id, s.tenant, s.user_id, over.training_id`,
      [now],
    );
    await tellStanding(
      tx,
      stopped.map((s) => ({
        tenant: s.tenant,
        userId: s.user_id,
        kind: 'standingStopped',
        trainingId: s.training_id,
        refusal: null,
        blockedUntil: null,
      })),
      now,
    );
    return stopped.length;
  });
}

/** When the job should run next: at the next opening, or after STANDING_POLL_MS at the latest. */
export async function nextStandingRunAt(db: Db, now: Date): Promise<Date> {
  const [row] = await db.query<{ at: Date | null }>(NEXT_OPENING, [now]);
  const latest = now.getTime() + STANDING_POLL_MS;
  return new Date(Math.min(latest, row?.at?.getTime() ?? latest));
}

/**
 * Runs the job now and then at each next opening (or every STANDING_POLL_MS) on the server's clock; a
 * failed run is logged and tried again at the next turn.
 */
export function startStandingBookingJob(
  db: Db,
  now: () => Date,
  changed: (tenant: TenantId) => void | Promise<void>,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const turn = async () => {
    let wait = STANDING_POLL_MS;
    try {
      const run = await runStandingBookingJob(db, now(), changed);
      const handled = run.booked + run.waiting + run.refused + run.skipped;
      // a full batch leaves more due now: go on at once
      const at = handled >= BATCH ? now() : await nextStandingRunAt(db, now());
      wait = Math.max(0, at.getTime() - now().getTime());
    } catch (error) {
      console.error('standing-booking job failed', error);
    }
    if (stopped) return;
    timer = setTimeout(() => void turn(), wait);
    timer.unref();
  };
  timer = setTimeout(() => void turn(), 0);
  timer.unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
