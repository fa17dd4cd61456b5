import type { ApiKeyScope } from '../../../src/api/contract/api-keys.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../api-error.ts';
import { hashOfSecret } from './api-keys.ts';

/** The key a request authenticated with. */
export type ApiKeyCaller = { id: number; name: string; scopes: ApiKeyScope[] };

/** last_used_at is written at most this often per key, so a busy integration does not write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The club's key of this secret: one look-up by the hash's unique index. A key of another club or none is
 * 401 unauthorized; a revoked one 401 apiKeyRevoked (only its holder can ask, so saying so leaks nothing).
 */
export async function authenticateKey(db: Db, tenant: TenantId, secret: string, now: Date): Promise<ApiKeyCaller> {
  const [row] = await db.query<ApiKeyCaller & { revoked: boolean; stale: boolean }>(
    `SELECT id, name, scopes, revoked_at IS NOT NULL AS revoked,
       last_used_at IS NULL OR last_used_at <= $3::timestamptz - make_interval(secs => $4) AS stale
     FROM api_keys WHERE secret_hash = $1 AND tenant = $2`,
    [hashOfSecret(secret), tenant, now, LAST_USED_RESOLUTION_MS / 1000],
  );
  if (!row) throw new ApiError(401, 'unauthorized');
  if (row.revoked) throw new ApiError(401, 'apiKeyRevoked');
  if (row.stale) await db.query('UPDATE api_keys SET last_used_at = $2 WHERE id = $1', [row.id, now]);
  return { id: row.id, name: row.name, scopes: row.scopes };
}
