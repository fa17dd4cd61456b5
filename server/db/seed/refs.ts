import type { TenantId } from '../../../src/api/contract/tenant.ts';

/** Ids seeded for one tenant, handed to the training seed. memberIds[0] is `member`, [1] `member2`. */
export type SeedRefs = {
  clubIds: number[];
  roomIds: number[];
  trainerIds: number[];
  styleIds: number[];
  unitIds: number[];
  memberIds: number[];
};

/** The demo accounts of docs/behaviour.md#demo-data, by username. */
export type DemoUserIds = { member: number; member2: number; trainer: number; admin: number; blocked: number };

/** The demo families (issue 38): each demo member's child, without a login of their own. */
export type FamilyIds = { memberChild: number; member2Child: number };

export type SeededTenant = {
  tenant: TenantId;
  refs: SeedRefs;
  users: DemoUserIds;
  /** null in a club seeded without families */
  family: FamilyIds | null;
  roomGroupIds: number[];
};
