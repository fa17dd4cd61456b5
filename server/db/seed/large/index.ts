import { tenantIds, type TenantId } from '../../../../src/api/contract/tenant.ts';
import { todayInZone } from '../../../../src/common/calendar.ts';
import type { Db } from '../../db.ts';
import { addMemberData } from './member-data.ts';
import { addMembers, firstMemberUsername } from './members.ts';
import { addRegistrations } from './registrations.ts';
import { addLargeResources } from './resources.ts';
import { largeSizes } from './sizes.ts';
import { addTrainings } from './trainings.ts';

export type LargeClubOptions = {
  /** 1 is a real club's size (issue #35); 0.02 a modest club of the same shape for tests. */
  scale?: number;
  /** The instant that splits history from the classes ahead (default: the current time). */
  now?: Date;
};

/** Rows of the tables the generator fills, in the tenant after it ran. */
export type LargeClubCounts = Record<
  'users' | 'trainings' | 'registrations' | 'invoices' | 'invoice_lines' | 'contracts' | 'vouchers' | 'entry_codes',
  number
>;

/**
 * Grows a seeded tenant (the demo seed or the test fixture) into a real club: members, rooms, trainers,
 * years of classes with their registrations, invoices, contracts, vouchers and entry codes, consistent with
 * what the app and the booking engine expect (see each part). Set-based statements in one transaction;
 * the booked/waiting counts are set once instead of by the per-row trigger, which is switched off for the
 * transaction only. Returns false, changing nothing, when the tenant was already generated.
 * Run VACUUM (ANALYZE) afterwards (analyzeLargeClub): the planner must see the new sizes.
 */
export async function generateLargeClub(db: Db, tenant: TenantId, options: LargeClubOptions = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  const sizes = largeSizes(options.scale ?? 1);
  return db.transaction(async (tx) => {
    const done = await tx.query('SELECT 1 FROM users WHERE tenant = $1 AND username = $2', [
      tenant,
      firstMemberUsername,
    ]);
    if (done.length > 0) return false;
    const [before] = await tx.query<{ training: number; invoice: number }>(
      `SELECT (SELECT coalesce(max(id), 0) FROM trainings)::int AS training,
         (SELECT coalesce(max(id), 0) FROM invoices)::int AS invoice`,
    );
    await skipReferenceChecks(tx);
    // sorts of a few hundred thousand rows (class order, billing order) in memory, not on disk
    await tx.query(`SET LOCAL work_mem = '64MB'`);
    const resources = await addLargeResources(tx, tenant);
    await addMembers(tx, tenant, sizes.members, now);
    await addTrainings(tx, tenant, resources, sizes.historyDays, now);
    // the statements below join the new rows: planned with the sizes of before, they loop over them
    await tx.exec('ANALYZE users, trainings');
    await tx.query('ALTER TABLE registrations DISABLE TRIGGER registrations_count');
    await addRegistrations(tx, tenant, before!.training, sizes.members, now, resources.timeZone);
    await tx.query('ALTER TABLE registrations ENABLE TRIGGER registrations_count');
    await addMemberData(
      {
        db: tx,
        tenant,
        tenantIndex: tenantIds.indexOf(tenant),
        today: todayInZone(resources.timeZone, now),
        vatPercent: tenant === 'fitnessbrand-lv' ? 21 : 24,
      },
      before!.invoice,
    );
    // a server already running on this database must not keep answers read before the new classes
    await tx.query(`SELECT nextval('schedule_version')`);
    // nor statistics' settled parts (migration 290; its triggers are skipped in replica mode)
    await tx.query('SELECT note_history_change($1)', [tenant]);
    return true;
  });
}

/**
 * Every row the generator writes refers to rows it has just read or written, so the foreign-key checks
 * (a trigger per row: 1.3 million of them, two thirds of a club's time) prove nothing here. A superuser
 * (PGlite always; PostgreSQL's usual owner) skips them for this transaction in replica mode, which also
 * skips the registration count trigger; any other role keeps them and takes longer.
 */
async function skipReferenceChecks(tx: Db): Promise<void> {
  const [role] = await tx.query<{ superuser: boolean }>(`SELECT current_setting('is_superuser') = 'on' AS superuser`);
  if (role?.superuser) await tx.query('SET LOCAL session_replication_role = replica');
}

/**
 * Fresh planner statistics for the tables the generator filled, and their visibility maps: a real club's
 * years-old rows are all-visible once autovacuum has passed, a fresh bulk load is not, and its index-only
 * scans (statistics) would read the heap as no running club does.
 */
export async function analyzeLargeClub(db: Db): Promise<void> {
  await db.exec(
    'VACUUM (ANALYZE) users, trainings, registrations, invoices, invoice_lines, contracts, vouchers, entry_codes, rooms, trainers',
  );
}

export async function countLargeClub(db: Db, tenant: TenantId): Promise<LargeClubCounts> {
  const [row] = await db.query<LargeClubCounts>(
    `SELECT (SELECT count(*) FROM users WHERE tenant = $1)::int AS users,
       (SELECT count(*) FROM trainings WHERE tenant = $1)::int AS trainings,
       (SELECT count(*) FROM registrations WHERE tenant = $1)::int AS registrations,
       (SELECT count(*) FROM invoices WHERE tenant = $1)::int AS invoices,
       (SELECT count(*) FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id WHERE i.tenant = $1)::int AS invoice_lines,
       (SELECT count(*) FROM contracts WHERE tenant = $1)::int AS contracts,
       (SELECT count(*) FROM vouchers WHERE tenant = $1)::int AS vouchers,
       (SELECT count(*) FROM entry_codes WHERE tenant = $1)::int AS entry_codes`,
    [tenant],
  );
  return row!;
}
