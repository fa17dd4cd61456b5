import type { StandingRefusal } from '../../../src/api/contract/standing.ts';
import { standingRefusals } from '../../../src/api/contract/standing.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { OPENS_AT_SQL } from './standing-bookings.ts';
import { pushStanding, tellStanding, type StandingNotice } from './standing-notices.ts';

/** The longest the job sleeps; it wakes sooner, at the instant the next class's booking opens. */
export const STANDING_POLL_MS = 15_000;

/** Standing bookings one run handles at most, so a run stays short; the next run (at once) goes on. */
const BATCH = 500;

/**
 * Standing bookings booked in one statement at most (book_standing_due.sql): it holds their classes' locks
 * meanwhile, so taps on those classes wait for it.
 */
const PER_STATEMENT = 100;

/** The refusals a member is told of: not a cancelled class, which the club told them of already. */
const toldRefusals = standingRefusals.filter((refusal) => refusal !== 'classCancelled');

/** One standing booking's turn, as book_standing_due answers it. */
type Turn = {
  tenant: TenantId;
  user: number;
  training: number;
  verdict: string;
  blocked_until: string | null;
  notice: 'standingBooked' | 'standingWaiting' | 'standingRefused' | null;
};

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
 * Books the standing bookings whose class's booking has opened, those due at once in one statement
 * (book_standing_due.sql), through book_place with the standing booking's id: every rule of a tap, the club's
 * standing share, the same answer. Safe on any number of server processes at once: each standing booking is
 * handled under its row lock taken with SKIP LOCKED, and each class it handled is written once
 * (standing_booking_runs' key), so no class is booked twice by it. The in-app notices are written with the
 * bookings, the pushes just after (a process ending in between loses those pushes, never a notice). First it
 * stops the standing bookings that reached the club's no-show limit.
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
    const [row] = await db.query<{ turns: Turn[] }>('SELECT book_standing_due($1, $2, $3) AS turns', [
      now,
      Math.min(PER_STATEMENT, BATCH - handled),
      toldRefusals,
    ]);
    const turns = row?.turns ?? [];
    if (turns.length === 0) break;
    handled += turns.length;
    // The in-app notices were written with the bookings; the pushes follow them, once the classes are free.
    await pushStanding(db, turns.flatMap(noticeOf), now);
    for (const { verdict, tenant } of turns) {
      if (verdict === 'booked' || verdict === 'waiting') tenants.add(tenant);
      if (verdict === 'booked') run.booked += 1;
      else if (verdict === 'waiting') run.waiting += 1;
      else if (isRefusal(verdict)) run.refused += 1;
      else run.skipped += 1;
    }
  }
  for (const tenant of tenants) await changed(tenant);
  return run;
}

function isRefusal(verdict: string): verdict is StandingRefusal {
  return (standingRefusals as readonly string[]).includes(verdict);
}

/** The push of a turn that told its member something (book_standing_due decides which do). */
function noticeOf(turn: Turn): StandingNotice[] {
  if (!turn.notice) return [];
  const refusal = turn.notice === 'standingRefused' && isRefusal(turn.verdict) ? turn.verdict : null;
  const blockedUntil = refusal && turn.blocked_until !== null ? new Date(turn.blocked_until) : null;
  return [
    { tenant: turn.tenant, userId: turn.user, kind: turn.notice, trainingId: turn.training, refusal, blockedUntil },
  ];
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
