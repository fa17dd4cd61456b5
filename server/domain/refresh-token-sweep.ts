import type { Db } from '../db/db.ts';
import type { TenantId } from '../../src/api/contract/tenant.ts';
import { CONCURRENT_REFRESH_GRACE_MS } from './refresh-tokens.ts';

/**
 * Housekeeping: expired tokens, and used ones past the grace window, serve no purpose (a replay
 * of a deleted token is still recognised by its family key). Without this every refresh (one a
 * minute while the app is open) would leave a row behind for good.
 */
export async function sweepRefreshTokens(
  db: Db,
  now: Date,
  owner?: { tenant: TenantId; userId: number },
): Promise<number> {
  const usedBefore = new Date(now.getTime() - CONCURRENT_REFRESH_GRACE_MS);
  const rows = owner
    ? await db.query(
        'DELETE FROM refresh_tokens WHERE tenant = $3 AND user_id = $4 AND (expires_at <= $1 OR used_at < $2 OR revoked_at IS NOT NULL) RETURNING id',
        [now, usedBefore, owner.tenant, owner.userId],
      )
    : await db.query(
        'DELETE FROM refresh_tokens WHERE expires_at <= $1 OR used_at < $2 OR revoked_at IS NOT NULL RETURNING id',
        [now, usedBefore],
      );
  return rows.length;
}
