import type { TenantId } from '../../src/api/contract/tenant.ts';
import type { VoucherClaimResponse } from '../../src/api/contract/voucher.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from './api-error.ts';
import { newVoucherCode } from './codes.ts';
import { isClaimable, toVoucher, voucherColumns, voucherState, type VoucherRow } from './vouchers.ts';

export type VoucherClaim = { code: string; name: string; email: string };

/** PostgreSQL's unique_violation: the one-claim-per-e-mail index caught a concurrent twin. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/**
 * One use of a public or shareable voucher goes to the claimer as a personal single-use voucher
 * with its own unguessable code, so the shared code never becomes the thing shown at the door.
 * The voucher row is locked for the whole claim, so two claims cannot take the last use or both
 * pass the one-claim-per-e-mail check.
 */
export async function claimVoucher(
  db: Db,
  tenant: TenantId,
  claim: VoucherClaim,
  today: string,
  now: Date,
): Promise<VoucherClaimResponse> {
  try {
    return await db.transaction(async (tx) => {
      const rows = await tx.query<VoucherRow>(
        `SELECT ${voucherColumns} FROM vouchers WHERE tenant = $1 AND code = $2 FOR UPDATE`,
        [tenant, claim.code],
      );
      const row = rows[0];
      if (!row) throw new ApiError(404, 'voucherNotFound');
      if (!isClaimable(row)) throw new ApiError(403, 'voucherNotShareable');
      const state = voucherState(row, today);
      if (state === 'used') throw new ApiError(400, 'voucherUsed');
      if (state === 'expired') throw new ApiError(400, 'voucherExpired');
      const earlier = await tx.query(
        'SELECT 1 FROM voucher_claims WHERE tenant = $1 AND voucher_code = $2 AND lower(email) = lower($3) AND personal_code IS NOT NULL',
        [tenant, row.code, claim.email],
      );
      if (earlier.length > 0) throw new ApiError(409, 'voucherAlreadyClaimed');

      const personalCode = newVoucherCode();
      await tx.query('UPDATE vouchers SET uses_left = uses_left - 1 WHERE tenant = $1 AND code = $2', [
        tenant,
        row.code,
      ]);
      await tx.query(
        `INSERT INTO vouchers (code, tenant, user_id, name, valid_from, valid_until, uses_total, uses_left, shareable, is_public)
         VALUES ($1, $2, NULL, $3, $4, $5, 1, 1, false, false)`,
        [personalCode, tenant, row.name, row.valid_from, row.valid_until],
      );
      await tx.query(
        'INSERT INTO voucher_claims (tenant, voucher_code, name, email, claimed_at, personal_code) VALUES ($1, $2, $3, $4, $5, $6)',
        [tenant, row.code, claim.name, claim.email, now, personalCode],
      );
      return { personalCode, voucher: toVoucher({ ...row, uses_left: row.uses_left - 1 }, today) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'voucherAlreadyClaimed');
    throw error;
  }
}
