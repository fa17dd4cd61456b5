import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { recordStrikes, type RecordedStrike } from './record-strikes.ts';

export const NO_SHOW_JOB_INTERVAL_MS = 60_000;

/**
 * Counts the no-shows of classes whose end plus the club's grace has passed since the last run: each club
 * with the rules on keeps how far it has looked (no_shows_checked_until), so a run reads only the classes
 * that ended since (index trainings_club_end). A class where nobody was marked present counts no one. A
 * club that turns the rules off forgets how far it looked, so turning them on never counts the past.
 * Runs racing each other (two processes) record each registration once (member_strikes is unique on it).
 */
export async function countNoShows(db: Db, now: Date): Promise<RecordedStrike[]> {
  return db.transaction(async (tx) => {
    await tx.query(
      'UPDATE clubs SET no_shows_checked_until = NULL WHERE NOT strikes_enabled AND no_shows_checked_until IS NOT NULL',
    );
    const clubs = await tx.query<{ id: number; since: Date | null; upto: Date; grace_minutes: number }>(
      `SELECT id, no_shows_checked_until AS since, $1::timestamptz - no_show_grace_minutes * interval '1 minute' AS upto,
         no_show_grace_minutes AS grace_minutes
       FROM clubs WHERE strikes_enabled ORDER BY id FOR UPDATE`,
      [now],
    );
    const strikes: RecordedStrike[] = [];
    for (const club of clubs) {
      if (club.since !== null && club.since < club.upto) {
        const rows = await tx.query<{
          tenant: TenantId;
          registration_id: number;
          user_id: number;
          training_id: number;
          counted_at: Date;
        }>(
          `SELECT t.tenant, g.id AS registration_id, g.user_id, t.id AS training_id,
             t.end_at + $4 * interval '1 minute' AS counted_at
           FROM trainings t JOIN registrations g ON g.training_id = t.id AND g.status = 'booked' AND NOT g.presence
           WHERE t.club_id = $1 AND t.end_at > $2 AND t.end_at <= $3 AND t.cancelled_at IS NULL
             AND EXISTS (SELECT 1 FROM registrations p WHERE p.training_id = t.id AND p.status = 'booked' AND p.presence)
           ORDER BY t.end_at, t.id, g.id`,
          [club.id, club.since, club.upto, club.grace_minutes],
        );
        strikes.push(
          ...(await recordStrikes(
            tx,
            rows.map((r) => ({
              tenant: r.tenant,
              clubId: club.id,
              userId: r.user_id,
              registrationId: r.registration_id,
              trainingId: r.training_id,
              kind: 'noShow' as const,
              countedAt: r.counted_at,
            })),
            now,
          )),
        );
      }
      if (club.since === null || club.since < club.upto) {
        await tx.query('UPDATE clubs SET no_shows_checked_until = $2 WHERE id = $1', [club.id, club.upto]);
      }
    }
    return strikes;
  });
}

/**
 * Runs countNoShows every minute; `changed` hears the tenants whose members got a strike (their kept
 * schedule answers are stale: a block changes what they may book). A failed run is logged and tried again.
 */
export function startNoShowJob(db: Db, now: () => Date, changed: (tenant: TenantId) => Promise<void>): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    countNoShows(db, now())
      .then(async (strikes) => {
        for (const tenant of new Set(strikes.map((s) => s.tenant))) await changed(tenant);
      })
      .catch((error: unknown) => console.error('no-show count failed', error))
      .finally(() => {
        running = false;
      });
  }, NO_SHOW_JOB_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
