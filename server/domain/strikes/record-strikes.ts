import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { enqueueStrikePushes } from './strike-pushes.ts';

/** One offence to count: a no-show (a booked place not marked present) or a late cancel. */
export type StrikeCandidate = {
  tenant: TenantId;
  clubId: number;
  userId: number;
  registrationId: number;
  trainingId: number;
  kind: 'noShow' | 'lateCancel';
  countedAt: Date;
};

/** A strike as recorded, after the member's strikes were counted again. */
export type RecordedStrike = StrikeCandidate & { id: number; forgiven: boolean; blocksUntil: Date | null };

/**
 * Records the strikes (a registration gives at most one: a second call, or another process's job, records
 * nothing twice), counts each member's strikes again (server/db/functions/recount_strikes.sql) and tells the member:
 * an in-app notice and a push for each strike, and for a block it starts. Call in a transaction. The members'
 * rows are locked first (ascending), as book_place locks them, so a booking sees the strikes and the block
 * they start wholly or not at all.
 */
export async function recordStrikes(
  db: Db,
  candidates: readonly StrikeCandidate[],
  now: Date,
): Promise<RecordedStrike[]> {
  if (candidates.length === 0) return [];
  await db.query(
    `SELECT 1 FROM users u JOIN unnest($1::int[], $2::text[]) AS m(id, tenant) ON u.id = m.id AND u.tenant = m.tenant
     ORDER BY u.id FOR NO KEY UPDATE OF u`,
    [candidates.map((c) => c.userId), candidates.map((c) => c.tenant)],
  );
  const inserted = await db.query<{ id: number; registration_id: number }>(
    `INSERT INTO member_strikes (tenant, club_id, user_id, registration_id, training_id, kind, counted_at)
     SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::int[], $6::text[], $7::timestamptz[])
     ON CONFLICT (registration_id) DO NOTHING RETURNING id, registration_id`,
    [
      candidates.map((c) => c.tenant),
      candidates.map((c) => c.clubId),
      candidates.map((c) => c.userId),
      candidates.map((c) => c.registrationId),
      candidates.map((c) => c.trainingId),
      candidates.map((c) => c.kind),
      candidates.map((c) => c.countedAt),
    ],
  );
  if (inserted.length === 0) return [];
  const idOf = new Map(inserted.map((r) => [r.registration_id, r.id]));
  const recorded = candidates.filter((c) => idOf.has(c.registrationId));
  const members = new Map(recorded.map((c) => [`${c.tenant}:${c.clubId}:${c.userId}`, c]));
  for (const c of members.values()) await recountStrikes(db, c.tenant, c.clubId, c.userId);
  const states = await db.query<{ id: number; forgiven: boolean; blocks_until: Date | null }>(
    'SELECT id, forgiven, blocks_until FROM member_strikes WHERE id = ANY($1::int[])',
    [inserted.map((r) => r.id)],
  );
  const stateOf = new Map(states.map((s) => [s.id, s]));
  const strikes = recorded.map((c): RecordedStrike => {
    const id = idOf.get(c.registrationId) ?? 0;
    const state = stateOf.get(id);
    return { ...c, id, forgiven: state?.forgiven ?? false, blocksUntil: state?.blocks_until ?? null };
  });
  await tellMembers(db, strikes, now);
  return strikes;
}

/** Derives forgiven and blocks_until of one member's strikes at one club again (after a waive, too). */
export async function recountStrikes(db: Db, tenant: TenantId, clubId: number, userId: number): Promise<void> {
  await db.query('SELECT recount_strikes($1, $2, $3)', [tenant, clubId, userId]);
}

async function tellMembers(db: Db, strikes: readonly RecordedStrike[], now: Date): Promise<void> {
  const notices = [
    ...strikes.map((s) => ({ strike: s, kind: 'strike' as const, until: null })),
    ...strikes
      .filter((s) => s.blocksUntil !== null)
      .map((s) => ({ strike: s, kind: 'blocked' as const, until: s.blocksUntil })),
  ];
  await db.query(
    `INSERT INTO member_notices (tenant, user_id, kind, training_id, blocked_until, created_at)
     SELECT n.*, $6::timestamptz FROM unnest($1::text[], $2::int[], $3::text[], $4::int[], $5::timestamptz[]) AS n`,
    [
      notices.map((n) => n.strike.tenant),
      notices.map((n) => n.strike.userId),
      notices.map((n) => n.kind),
      notices.map((n) => n.strike.trainingId),
      notices.map((n) => n.until),
      now,
    ],
  );
  await enqueueStrikePushes(db, notices, now);
}
