import { tenantIds, type TenantId } from '../../../src/api/contract/tenant.ts';
import { todayInZone } from '../../../src/common/calendar.ts';
import type { Db } from '../db.ts';
import { clubTimeZone, seedClubs } from './clubs.ts';
import { seedFamilies } from './family.ts';
import { seedParentFamily, type ParentFamilyIds } from './parent-family.ts';
import { seedLabelTranslations } from './label-translations.ts';
import { seedMemberData } from './member-data.ts';
import type { SeededTenant } from './refs.ts';
import { seedTenantSettings } from './tenant-settings.ts';
import { seedUsers, type PasswordHashes } from './users.ts';

export type SeedTenantOptions = {
  hashes: PasswordHashes;
  now: Date;
  extraMembers: number;
  /** give `member` and `member2` a child each (issue 38; the demo: one club, so other clubs' screens stay as they are) */
  families?: boolean;
  /** the demo `parent` with two children (issue 38 point 7: every club of the demo) */
  parentFamily?: boolean;
};

/** Where the tenant-asset routes serve each tenant's invoice logo (same path, the host picks the tenant). */
export const invoiceLogoUrl = '/tenant/invoice-logo.svg';

/** Everything of docs/behaviour.md#demo-data for one tenant except the classes. */
export async function seedTenant(
  db: Db,
  tenant: TenantId,
  { hashes, now, extraMembers, families = false, parentFamily = false }: SeedTenantOptions,
): Promise<SeededTenant & { parentFamily: ParentFamilyIds | null }> {
  const { clubIds, roomGroupIds, roomIds, unitIds, styleIds, trainerIds } = await seedClubs(db, tenant);
  const { users, memberIds } = await seedUsers(db, tenant, hashes, trainerIds, extraMembers);
  const today = todayInZone(clubTimeZone(tenant), now);
  const vatPercent = tenant === 'fitnessbrand-lv' ? 21 : 24;
  const tenantIndex = tenantIds.indexOf(tenant);
  await seedMemberData({ db, tenant, tenantIndex, today, now, users, memberIds, vatPercent });
  const family = families ? await seedFamilies(db, tenant, tenantIndex, today, now, users) : null;
  const parents = parentFamily
    ? await seedParentFamily(db, tenant, tenantIndex, today, now, hashes, { adminId: users.admin, vatPercent })
    : null;
  await seedLabelTranslations(db, tenant);
  await seedTenantSettings(db, tenant, invoiceLogoUrl);
  return {
    tenant,
    users,
    family,
    parentFamily: parents,
    roomGroupIds,
    refs: { clubIds, roomIds, trainerIds, styleIds, unitIds, memberIds },
  };
}
