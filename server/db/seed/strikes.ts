import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../db.ts';

/**
 * The demo clubs run the no-show and late-cancel rules, so the demo shows them: the City club blocks online
 * booking for 30 days after 3 strikes in 90 days, the Harbour club (cancel deadline 12 h) for 14 days after 3
 * in 60; both forgive the first. The no-shows of the seeded past classes are counted as the job counts them
 * (a class where someone was marked present, its end plus the grace), without notices: they are history.
 */
export async function seedDemoStrikes(db: Db, tenant: TenantId, clubIds: readonly number[], now: Date): Promise<void> {
  const [city, harbour] = clubIds;
  await db.query(
    `UPDATE clubs SET strikes_enabled = true, no_show_grace_minutes = 30, strike_forgive_first = true,
       late_cancel_hours = CASE WHEN id = $2 THEN 12 ELSE 24 END,
       strike_limit = 3,
       strike_window_days = CASE WHEN id = $2 THEN 90 ELSE 60 END,
       strike_block_days = CASE WHEN id = $2 THEN 30 ELSE 14 END,
       no_shows_checked_until = $4::timestamptz - interval '30 minutes'
     WHERE tenant = $1 AND id = ANY($3::int[])`,
    [tenant, city, [city, harbour], now],
  );
  const members = await db.query<{ club_id: number; user_id: number }>(
    `INSERT INTO member_strikes (tenant, club_id, user_id, registration_id, training_id, kind, counted_at)
     SELECT t.tenant, t.club_id, g.user_id, g.id, t.id, 'noShow', t.end_at + c.no_show_grace_minutes * interval '1 minute'
     FROM trainings t JOIN clubs c ON c.id = t.club_id
     JOIN registrations g ON g.training_id = t.id AND g.status = 'booked' AND NOT g.presence
     WHERE t.tenant = $1 AND c.strikes_enabled AND t.cancelled_at IS NULL
       AND t.end_at + c.no_show_grace_minutes * interval '1 minute' <= $2
       AND EXISTS (SELECT 1 FROM registrations p WHERE p.training_id = t.id AND p.status = 'booked' AND p.presence)
     RETURNING club_id, user_id`,
    [tenant, now],
  );
  const seen = new Set<string>();
  for (const m of members) {
    const key = `${m.club_id}:${m.user_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    await db.query('SELECT recount_strikes($1, $2, $3)', [tenant, m.club_id, m.user_id]);
  }
}
