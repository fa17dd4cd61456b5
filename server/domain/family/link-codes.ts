import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { FamilyLinkCode, FamilyMember } from '../../../src/api/contract/family.ts';
import { ApiError } from '../api-error.ts';
import { newFamilyLinkCode } from '../codes.ts';
import { linkDependant } from './family-links.ts';
import { memberOf } from './family-members.ts';

/** How long a code the club hands over stays good. */
export const LINK_CODE_DAYS = 14;

/** The club issues a one-time code for a dependant (a child, or an adult who agrees to be linked). */
export async function issueLinkCode(
  db: Db,
  tenant: TenantId,
  dependantId: number,
  issuedBy: number | null,
  now: Date,
): Promise<FamilyLinkCode> {
  await memberOf(db, tenant, dependantId, now);
  const code = newFamilyLinkCode();
  const expiresAt = new Date(now.getTime() + LINK_CODE_DAYS * 86_400_000);
  await db.query(
    `INSERT INTO family_link_codes (tenant, code, dependant_id, issued_by, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [tenant, code, dependantId, issuedBy, expiresAt],
  );
  return { code, expiresAt: expiresAt.toISOString() };
}

/**
 * The guardian enters a code: an unknown, used or expired code answers 404 familyCodeInvalid (one answer for all,
 * so a guess tells nothing); the code is spent in the transaction that links.
 */
export async function redeemLinkCode(
  db: Db,
  tenant: TenantId,
  guardianId: number,
  code: string,
  now: Date,
): Promise<FamilyMember> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ dependant_id: number }>(
      `UPDATE family_link_codes SET used_by = $3, used_at = $4
       WHERE tenant = $1 AND code = $2 AND used_at IS NULL AND expires_at > $4 RETURNING dependant_id`,
      [tenant, code, guardianId, now],
    );
    if (!row) throw new ApiError(404, 'familyCodeInvalid');
    return linkDependant(tx, tenant, { guardianId, dependantId: row.dependant_id, byUserId: guardianId }, now);
  });
}
