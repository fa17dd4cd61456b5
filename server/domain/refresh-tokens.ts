import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import type { TenantId } from '../../src/api/contract/tenant.ts';
import { deleteSessionSubscriptions } from './push/subscriptions.ts';

/** keep ("stay logged in") makes the refresh token live 30 days; otherwise a working day. */
export const KEEP_SECONDS = 30 * 24 * 3600;
export const SESSION_SECONDS = 12 * 3600;

/** Only hashes are stored, so a database leak gives no usable refresh tokens. */
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const randomPart = () => randomBytes(32).toString('base64url');

/**
 * A token is `<family key>.<random>`. Every token of a session (family) carries the same secret
 * key, and the family id is its hash, so a token whose row was deleted after use is still known
 * as a replay of that family: used tokens need not be kept to detect reuse.
 */
function parseToken(token: string): { familyId: string; id: string } | null {
  const [key, random, extra] = token.split('.');
  if (!key || !random || extra !== undefined) return null;
  return { familyId: sha256(key), id: sha256(token) };
}

export type IssuedRefreshToken = { token: string; familyId: string; keep: boolean; expiresAt: Date };

async function insertToken(
  db: Db,
  tenant: TenantId,
  userId: number,
  keep: boolean,
  now: Date,
  familyKey: string,
): Promise<IssuedRefreshToken> {
  const token = `${familyKey}.${randomPart()}`;
  const familyId = sha256(familyKey);
  const expiresAt = new Date(now.getTime() + (keep ? KEEP_SECONDS : SESSION_SECONDS) * 1000);
  await db.query(
    `INSERT INTO refresh_tokens (id, tenant, user_id, family_id, keep, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [sha256(token), tenant, userId, familyId, keep, expiresAt, now],
  );
  return { token, familyId, keep, expiresAt };
}

/** Login: a new session (family). */
export function issueRefreshToken(
  db: Db,
  tenant: TenantId,
  userId: number,
  keep: boolean,
  now: Date,
): Promise<IssuedRefreshToken> {
  return insertToken(db, tenant, userId, keep, now, randomPart());
}

/**
 * Two tabs (or a retry after a lost answer) may present the same token within moments of each
 * other. Such a repeat within this window gets its own successor instead of ending the session,
 * so a used token is kept this long and deleted afterwards.
 */
export const CONCURRENT_REFRESH_GRACE_MS = 10_000;

export type RotationResult =
  { ok: true; userId: number; issued: IssuedRefreshToken } | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

const deleteFamily = (db: Db, tenant: TenantId, familyId: string) =>
  db.query<{ id: string }>('DELETE FROM refresh_tokens WHERE tenant = $1 AND family_id = $2 RETURNING id', [
    tenant,
    familyId,
  ]);

/**
 * Marks the presented token used, deletes its family's tokens used before the grace window, and
 * issues the successor. A token of a live family that was used longer ago than the grace window
 * (whether its row still exists or not) means it leaked: the whole family ends.
 */
export async function rotateRefreshToken(db: Db, tenant: TenantId, token: string, now: Date): Promise<RotationResult> {
  const parsed = parseToken(token);
  if (!parsed) return { ok: false, reason: 'unknown' };
  const familyKey = token.slice(0, token.indexOf('.'));
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ user_id: number; keep: boolean; expires_at: Date; used_at: Date | null }>(
      `SELECT user_id, keep, expires_at, used_at FROM refresh_tokens WHERE id = $1 AND tenant = $2 AND family_id = $3 FOR UPDATE`,
      [parsed.id, tenant, parsed.familyId],
    );
    const row = rows[0];
    if (!row) {
      const deleted = await deleteFamily(tx, tenant, parsed.familyId);
      // Rows of a live family but not this token: an older token of the session came back.
      return { ok: false, reason: deleted.length > 0 ? 'reused' : 'unknown' } as const;
    }
    const usedAgo = row.used_at ? now.getTime() - new Date(row.used_at).getTime() : null;
    if (usedAgo !== null && usedAgo > CONCURRENT_REFRESH_GRACE_MS) {
      await deleteFamily(tx, tenant, parsed.familyId);
      return { ok: false, reason: 'reused' } as const;
    }
    if (new Date(row.expires_at).getTime() <= now.getTime()) {
      await tx.query('DELETE FROM refresh_tokens WHERE id = $1', [parsed.id]);
      return { ok: false, reason: 'expired' } as const;
    }
    if (!row.used_at) await tx.query(`UPDATE refresh_tokens SET used_at = $2 WHERE id = $1`, [parsed.id, now]);
    await tx.query('DELETE FROM refresh_tokens WHERE tenant = $1 AND family_id = $2 AND used_at < $3', [
      tenant,
      parsed.familyId,
      new Date(now.getTime() - CONCURRENT_REFRESH_GRACE_MS),
    ]);
    const issued = await insertToken(tx, tenant, row.user_id, row.keep, now, familyKey);
    return { ok: true, userId: row.user_id, issued } as const;
  });
}

/**
 * Logout: the token's whole family stops working (its rows go), and the push subscription made in that
 * session (this device) goes too: a device nobody is logged in on hears nothing of the account. Unknown
 * tokens are ignored.
 */
export async function revokeFamilyOf(db: Db, tenant: TenantId, token: string, now: Date): Promise<void> {
  const parsed = parseToken(token);
  if (!parsed) return;
  await deleteFamily(db, tenant, parsed.familyId);
  await deleteSessionSubscriptions(db, tenant, parsed.familyId, now);
}

/** After a password change every other session of the user ends. */
export async function revokeOtherFamilies(
  db: Db,
  tenant: TenantId,
  userId: number,
  keepFamily: string | undefined,
): Promise<void> {
  await db.query(`DELETE FROM refresh_tokens WHERE tenant = $1 AND user_id = $2 AND family_id <> $3`, [
    tenant,
    userId,
    keepFamily ?? '',
  ]);
}
