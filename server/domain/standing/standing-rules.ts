import type { StandingRules } from '../../../src/api/contract/standing.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../api-error.ts';

/** A club's standing-booking rules as the admin edits them; 404 itemNotFound for a club not of this tenant. */
export async function readStandingRules(db: Db, tenant: TenantId, clubId: number): Promise<StandingRules> {
  const [row] = await db.query<{ share: number; limit: number | null }>(
    `SELECT standing_share_percent AS share, standing_no_show_limit AS limit FROM clubs WHERE id = $1 AND tenant = $2`,
    [clubId, tenant],
  );
  if (!row) throw new ApiError(404, 'itemNotFound');
  return { sharePercent: row.share, noShowLimit: row.limit };
}

/**
 * Saves them. They apply from the next class whose booking opens: places standing bookings hold stay, and a
 * lower no-show limit stops the standing bookings already over it at the job's next run.
 */
export async function saveStandingRules(
  db: Db,
  tenant: TenantId,
  clubId: number,
  rules: StandingRules,
): Promise<StandingRules> {
  const saved = await db.query(
    `UPDATE clubs SET standing_share_percent = $3, standing_no_show_limit = $4 WHERE id = $1 AND tenant = $2 RETURNING id`,
    [clubId, tenant, rules.sharePercent, rules.noShowLimit],
  );
  if (saved.length === 0) throw new ApiError(404, 'itemNotFound');
  return readStandingRules(db, tenant, clubId);
}
