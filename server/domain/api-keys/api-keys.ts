import { createHash, randomBytes } from 'node:crypto';
import type * as v from 'valibot';
import {
  API_KEY_PREFIX,
  type ApiKey,
  type ApiKeyBody,
  type ApiKeyScope,
  type ApiKeySecret,
} from '../../../src/api/contract/api-keys.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../api-error.ts';

type KeyInput = v.InferOutput<typeof ApiKeyBody>;
type KeyRow = {
  id: number;
  name: string;
  scopes: ApiKeyScope[];
  hint: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
};
const COLUMNS = 'id, name, scopes, hint, created_at, last_used_at, revoked_at';

const toKey = (row: KeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  hint: row.hint,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
  revokedAt: row.revoked_at?.toISOString() ?? null,
});

/** How much of the secret the admin's list shows: the prefix and four characters, far too few to guess the rest. */
const HINT_LENGTH = API_KEY_PREFIX.length + 4;

/** The stored form of a secret: its SHA-256 (the secret is 32 random bytes, so a slow hash would add nothing). */
export const hashOfSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export async function listKeys(db: Db, tenant: TenantId): Promise<ApiKey[]> {
  const rows = await db.query<KeyRow>(
    `SELECT ${COLUMNS} FROM api_keys WHERE tenant = $1 ORDER BY revoked_at IS NOT NULL, id DESC`,
    [tenant],
  );
  return rows.map(toKey);
}

/** Issues a key; its secret is in this answer only. */
export async function createKey(
  db: Db,
  tenant: TenantId,
  body: KeyInput,
  byUserId: number | null,
  now: Date,
): Promise<ApiKeySecret> {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db.query<KeyRow>(
    `INSERT INTO api_keys (tenant, name, scopes, hint, secret_hash, created_at, created_by)
     VALUES ($1, $2, $3::text[], $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [tenant, body.name, [...new Set(body.scopes)], secret.slice(0, HINT_LENGTH), hashOfSecret(secret), now, byUserId],
  );
  return { key: toKey(row!), secret };
}

/** Revokes a key of this club (again: unchanged); 404 itemNotFound for another club's or none. */
export async function revokeKey(
  db: Db,
  tenant: TenantId,
  id: number,
  byUserId: number | null,
  now: Date,
): Promise<ApiKey> {
  const [row] = await db.query<KeyRow>(
    `UPDATE api_keys SET revoked_at = coalesce(revoked_at, $3), revoked_by = CASE WHEN revoked_at IS NULL THEN $4 ELSE revoked_by END
     WHERE id = $1 AND tenant = $2 RETURNING ${COLUMNS}`,
    [id, tenant, now, byUserId],
  );
  if (!row) throw new ApiError(404, 'itemNotFound');
  return toKey(row);
}
