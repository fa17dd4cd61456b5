import { tenantIds } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../db.ts';
import { SCHEMA_LOCK_KEY } from '../migrate.ts';
import { seedTenant } from './tenant.ts';
import { seedDemoStrikes } from './strikes.ts';
import { seedTrainings } from './trainings.ts';
import { seedChildrenClasses } from './children-classes.ts';
import { hashDemoPasswords } from './users.ts';

/** Members besides member and member2, enough to fill classes and their waiting lists. */
export const EXTRA_MEMBERS = 30;

/** The club whose demo `member` and `member2` are guardians of a child each (issue 38). */
export const DEMO_FAMILY_TENANT = 'swimminghall';

/**
 * docs/behaviour.md#demo-data demo data in every tenant, in one transaction, only into an empty database.
 * Returns whether it seeded. Under the schema lock, checked again: of processes starting at once on one
 * empty PostgreSQL, one seeds and the others find its data.
 */
export async function seedDemoData(db: Db, now: Date): Promise<boolean> {
  const existing = await db.query('SELECT 1 FROM users LIMIT 1');
  if (existing.length > 0) return false;
  const hashes = await hashDemoPasswords();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    if ((await tx.query('SELECT 1 FROM users LIMIT 1')).length > 0) return false;
    for (const tenant of tenantIds) {
      const seeded = await seedTenant(tx, tenant, {
        hashes,
        now,
        extraMembers: EXTRA_MEMBERS,
        families: tenant === DEMO_FAMILY_TENANT,
        parentFamily: true,
      });
      await seedTrainings(tx, tenant, seeded.refs, now);
      await seedChildrenClasses(tx, tenant, seeded.refs.clubIds, now);
      await seedDemoStrikes(tx, tenant, seeded.refs.clubIds, now);
    }
    return true;
  });
}
