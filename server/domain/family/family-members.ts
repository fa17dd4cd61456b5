import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { FamilyMember } from '../../../src/api/contract/family.ts';
import { ApiError } from '../api-error.ts';

type MemberRow = { id: number; first_name: string; last_name: string; has_login: boolean };

/**
 * A person's columns as FamilyMember needs them; `u` is the users row. A child has a login of their own from the
 * club's login age on (tenant_settings.child_login_age); someone without a birth date is taken as an adult.
 */
export const memberColumns = `u.id, u.first_name, u.last_name,
  (u.birth_date IS NULL OR date_part('year', age($2::date, u.birth_date)) >=
    coalesce((SELECT s.child_login_age FROM tenant_settings s WHERE s.tenant = u.tenant), 13)) AS has_login`;

export function toFamilyMember(row: MemberRow): FamilyMember {
  return { id: row.id, firstName: row.first_name, lastName: row.last_name, hasLogin: row.has_login };
}

/** The guardian's live dependants, by name. */
export async function dependantsOf(db: Db, tenant: TenantId, guardianId: number, now: Date): Promise<FamilyMember[]> {
  const rows = await db.query<MemberRow>(
    `SELECT ${memberColumns} FROM family_links l JOIN users u ON u.id = l.dependant_id AND u.tenant = l.tenant
     WHERE l.tenant = $1 AND l.guardian_id = $3 AND l.unlinked_at IS NULL
     ORDER BY u.first_name, u.last_name, u.id`,
    [tenant, now, guardianId],
  );
  return rows.map(toFamilyMember);
}

/** Who acts for the dependant, by name. */
export async function guardiansOf(db: Db, tenant: TenantId, dependantId: number, now: Date): Promise<FamilyMember[]> {
  const rows = await db.query<MemberRow>(
    `SELECT ${memberColumns} FROM family_links l JOIN users u ON u.id = l.guardian_id AND u.tenant = l.tenant
     WHERE l.tenant = $1 AND l.dependant_id = $3 AND l.unlinked_at IS NULL
     ORDER BY u.first_name, u.last_name, u.id`,
    [tenant, now, dependantId],
  );
  return rows.map(toFamilyMember);
}

/** One member of the tenant; 404 itemNotFound for an id of no member here (another club's included). */
export async function memberOf(db: Db, tenant: TenantId, userId: number, now: Date): Promise<FamilyMember> {
  const [row] = await db.query<MemberRow>(`SELECT ${memberColumns} FROM users u WHERE u.tenant = $1 AND u.id = $3`, [
    tenant,
    now,
    userId,
  ]);
  if (!row) throw new ApiError(404, 'itemNotFound');
  return toFamilyMember(row);
}

/**
 * The people a member asks to act for, in the order asked: themself or their own live dependants in their own
 * club. Anyone else (another family's dependant, an unlinked member, another club's member) answers 404
 * itemNotFound, the same answer as an id that does not exist, so a guess tells nothing.
 */
export async function actingFor(
  db: Db,
  tenant: TenantId,
  guardianId: number,
  memberIds: readonly number[],
  now: Date,
): Promise<FamilyMember[]> {
  const self = await memberOf(db, tenant, guardianId, now);
  const family = new Map([self, ...(await dependantsOf(db, tenant, guardianId, now))].map((m) => [m.id, m]));
  const unique = [...new Set(memberIds)];
  return unique.map((id) => {
    const member = family.get(id);
    if (!member) throw new ApiError(404, 'itemNotFound');
    return member;
  });
}
