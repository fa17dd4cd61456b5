import type { SessionClaims } from '../../../src/api/contract/account.ts';
import { canManageRegistrations } from '../../../src/common/registration-access.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../api-error.ts';
import { recountStrikes } from './record-strikes.ts';

/**
 * Staff who manage the class's registrations (an admin, the class's trainer) waive one of its strikes with
 * a reason: it no longer counts, and the member's strikes are counted again, so a block it made ends at
 * once. Waiving a waived strike changes nothing. Under the member's row lock, as book_place takes it.
 */
export async function waiveStrike(
  db: Db,
  tenant: TenantId,
  strikeId: number,
  reason: string,
  claims: SessionClaims,
  staffUserId: number | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [s] = await tx.query<{ user_id: number; club_id: number; trainer_id: number | null }>(
      `SELECT m.user_id, m.club_id, t.trainer_id FROM member_strikes m JOIN trainings t ON t.id = m.training_id
       WHERE m.id = $1 AND m.tenant = $2`,
      [strikeId, tenant],
    );
    if (!s) throw new ApiError(404, 'itemNotFound');
    if (!canManageRegistrations(claims, s.trainer_id)) throw new ApiError(403, 'actionNotAllowed');
    await tx.query('SELECT 1 FROM users WHERE id = $1 AND tenant = $2 FOR NO KEY UPDATE', [s.user_id, tenant]);
    const waived = await tx.query(
      `UPDATE member_strikes SET waived_at = $2, waived_by = $3, waive_reason = $4
       WHERE id = $1 AND waived_at IS NULL RETURNING id`,
      [strikeId, now, staffUserId, reason],
    );
    if (waived.length > 0) await recountStrikes(tx, tenant, s.club_id, s.user_id);
  });
}
