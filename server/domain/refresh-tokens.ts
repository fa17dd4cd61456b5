import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import type { TenantId } from '../../src/api/contract/tenant.ts';

/** keep ("stay logged in") makes the refresh token live 30 days; otherwise a working day. */
export const KEEP_SECONDS = 30 * 24 * 3600;
export const SESSION_SECONDS = 12 * 3600;

/** Only a hash is stored, so a database leak gives no usable refresh tokens. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');

export type IssuedRefreshToken = { token: string; familyId: string; keep: boolean; expiresAt: Date };

export async function issueRefreshToken(
  db: Db,
  tenant: TenantId,
  userId: number,
  keep: boolean,
  now: Date,
  familyId: string = newToken(),
): Promise<IssuedRefreshToken> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + (keep ? KEEP_SECONDS : SESSION_SECONDS) * 1000);
  await db.query(
    `INSERT INTO refresh_tokens (id, tenant, user_id, family_id, keep, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [hashToken(token), tenant, userId, familyId, keep, expiresAt, now],
  );
  return { token, familyId, keep, expiresAt };
}

/**
 * Two tabs (or a retry after a lost answer) may present the same token within moments of each
 * other. Such a repeat within this window gets its own successor instead of ending the session.
 */
export const CONCURRENT_REFRESH_GRACE_MS = 10_000;

export type RotationResult =
  | { ok: true; userId: number; issued: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

/**
 * Marks the presented token used and issues its successor in the same family. Presenting a token
 * that was revoked, or used longer ago than the grace window, means it leaked: the whole family
 * is revoked.
 */
export async function rotateRefreshToken(db: Db, tenant: TenantId, token: string, now: Date): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ user_id: number; family_id: string; keep: boolean; expires_at: Date; used_at: Date | null; revoked_at: Date | null }>(
      `SELECT user_id, family_id, keep, expires_at, used_at, revoked_at FROM refresh_tokens WHERE id = $1 AND tenant = $2 FOR UPDATE`,
      [hashToken(token), tenant],
    );
    const row = rows[0];
    if (!row) return { ok: false, reason: 'unknown' } as const;
    const usedAgo = row.used_at ? now.getTime() - new Date(row.used_at).getTime() : null;
    const isConcurrentRepeat = usedAgo !== null && usedAgo <= CONCURRENT_REFRESH_GRACE_MS;
    if (row.revoked_at || (row.used_at && !isConcurrentRepeat)) {
      await tx.query(`UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL`, [row.family_id, now]);
      return { ok: false, reason: 'reused' } as const;
    }
    if (new Date(row.expires_at).getTime() <= now.getTime()) return { ok: false, reason: 'expired' } as const;
    if (!row.used_at) await tx.query(`UPDATE refresh_tokens SET used_at = $2 WHERE id = $1`, [hashToken(token), now]);
    const issued = await issueRefreshToken(tx, tenant, row.user_id, row.keep, now, row.family_id);
    return { ok: true, userId: row.user_id, issued } as const;
  });
}

/** Logout: the token's whole family stops working. Unknown tokens are ignored. */
export async function revokeFamilyOf(db: Db, tenant: TenantId, token: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = $3 WHERE revoked_at IS NULL AND family_id IN
       (SELECT family_id FROM refresh_tokens WHERE id = $1 AND tenant = $2)`,
    [hashToken(token), tenant, now],
  );
}

/** After a password change every other session of the user ends. */
export async function revokeOtherFamilies(db: Db, tenant: TenantId, userId: number, keepFamily: string | undefined, now: Date): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = $4 WHERE tenant = $1 AND user_id = $2 AND revoked_at IS NULL AND family_id <> $3`,
    [tenant, userId, keepFamily ?? '', now],
  );
}
