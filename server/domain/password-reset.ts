import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import type { TenantId } from '../../src/api/contract/tenant.ts';
import { PASSWORD_RESET_MINUTES } from '../../src/api/contract/account.ts';
import { ApiError } from './api-error.ts';
import { revokeOtherFamilies } from './refresh-tokens.ts';

/** Only the hash of a link's token is stored: the database alone opens no account. */
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

export const PASSWORD_RESET_MS = PASSWORD_RESET_MINUTES * 60_000;
/** Used and expired tokens are kept this long (so a reused link is told apart from a wrong one), then swept. */
export const RESET_TOKEN_KEEP_MS = 7 * 86_400_000;

/** A new single-use token for the account, valid PASSWORD_RESET_MINUTES from `now`; the link carries it. */
export async function issueResetToken(db: Db, tenant: TenantId, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    'INSERT INTO password_reset_tokens (id, tenant, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)',
    [sha256(token), tenant, userId, new Date(now.getTime() + PASSWORD_RESET_MS), now],
  );
  return token;
}

type TokenRow = { user_id: number; expires_at: Date; used_at: Date | null };

/** The account a token opens, or the refusal that says why not (unknown, expired, used). */
function judge(row: TokenRow | undefined, now: Date): number {
  if (!row) throw new ApiError(400, 'resetLinkInvalid');
  if (row.used_at) throw new ApiError(400, 'resetLinkUsed');
  if (new Date(row.expires_at).getTime() <= now.getTime()) throw new ApiError(400, 'resetLinkExpired');
  return row.user_id;
}

/** Whether the link still works, before the person types a new password. */
export async function checkResetToken(db: Db, tenant: TenantId, token: string, now: Date): Promise<void> {
  const rows = await db.query<TokenRow>(
    'SELECT user_id, expires_at, used_at FROM password_reset_tokens WHERE id = $1 AND tenant = $2',
    [sha256(token), tenant],
  );
  judge(rows[0], now);
}

/**
 * Sets the new password by the link, once: the token (and every other open one of the account) is used up and
 * all the account's sessions end, as after a password change, in one transaction. Returns the account's id.
 */
export async function resetPasswordByToken(
  db: Db,
  tenant: TenantId,
  token: string,
  passwordHash: string,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<TokenRow>(
      'SELECT user_id, expires_at, used_at FROM password_reset_tokens WHERE id = $1 AND tenant = $2 FOR UPDATE',
      [sha256(token), tenant],
    );
    const userId = judge(rows[0], now);
    await tx.query('UPDATE users SET password_hash = $3 WHERE tenant = $1 AND id = $2', [tenant, userId, passwordHash]);
    await useUpResetTokens(tx, tenant, userId, now);
    await revokeOtherFamilies(tx, tenant, userId, undefined);
    return userId;
  });
}

/** A password change by any way ends the account's open reset links. */
export async function useUpResetTokens(db: Db, tenant: TenantId, userId: number, now: Date): Promise<void> {
  await db.query(
    'UPDATE password_reset_tokens SET used_at = $3 WHERE tenant = $1 AND user_id = $2 AND used_at IS NULL',
    [tenant, userId, now],
  );
}

/** Housekeeping: tokens past their keeping time. */
export async function sweepResetTokens(db: Db, now: Date): Promise<number> {
  const rows = await db.query<{ id: string }>('DELETE FROM password_reset_tokens WHERE expires_at < $1 RETURNING id', [
    new Date(now.getTime() - RESET_TOKEN_KEEP_MS),
  ]);
  return rows.length;
}
