import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { FamilyMember } from '../../../src/api/contract/family.ts';
import { ApiError } from '../api-error.ts';
import { memberOf } from './family-members.ts';

export type LinkRequest = { guardianId: number; dependantId: number; byUserId: number | null };

/**
 * Links a dependant to a guardian, both members of this club. Refused: one person as both (409 familyLinkNotAllowed),
 * a dependant who already acts for this guardian (no loops, 409 familyLinkNotAllowed), or a live link (409
 * familyAlreadyLinked). A child may have several guardians (both parents). Answers the dependant.
 */
export async function linkDependant(db: Db, tenant: TenantId, link: LinkRequest, now: Date): Promise<FamilyMember> {
  return db.transaction(async (tx) => {
    await memberOf(tx, tenant, link.guardianId, now);
    const dependant = await memberOf(tx, tenant, link.dependantId, now);
    if (link.guardianId === link.dependantId) throw new ApiError(409, 'familyLinkNotAllowed');
    // both directions locked in one order, so two opposite links made at once cannot both pass the loop check
    await tx.query(`SELECT id FROM users WHERE tenant = $1 AND id IN ($2, $3) ORDER BY id FOR UPDATE`, [
      tenant,
      link.guardianId,
      link.dependantId,
    ]);
    const existing = await tx.query<{ guardian_id: number }>(
      `SELECT guardian_id FROM family_links WHERE tenant = $1 AND unlinked_at IS NULL
       AND ((guardian_id = $2 AND dependant_id = $3) OR (guardian_id = $3 AND dependant_id = $2))`,
      [tenant, link.guardianId, link.dependantId],
    );
    if (existing.some((row) => row.guardian_id === link.dependantId)) throw new ApiError(409, 'familyLinkNotAllowed');
    if (existing.length > 0) throw new ApiError(409, 'familyAlreadyLinked');
    await tx.query(
      `INSERT INTO family_links (tenant, guardian_id, dependant_id, linked_by, linked_at) VALUES ($1, $2, $3, $4, $5)`,
      [tenant, link.guardianId, link.dependantId, link.byUserId, now],
    );
    return dependant;
  });
}

/** Ends a live link; the row stays with who unlinked and when. 404 itemNotFound without a live link. */
export async function unlinkDependant(db: Db, tenant: TenantId, link: LinkRequest, now: Date): Promise<void> {
  const ended = await db.query<{ id: number }>(
    `UPDATE family_links SET unlinked_at = $4, unlinked_by = $5
     WHERE tenant = $1 AND guardian_id = $2 AND dependant_id = $3 AND unlinked_at IS NULL RETURNING id`,
    [tenant, link.guardianId, link.dependantId, now, link.byUserId],
  );
  if (ended.length === 0) throw new ApiError(404, 'itemNotFound');
}
