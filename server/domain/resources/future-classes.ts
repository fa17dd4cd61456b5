import type { FutureClass } from '../../../src/api/contract/admin-resources.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { displayName } from '../booking/registration-record.ts';

type Row = { id: number; name: string; name_prefix: string; start_at: Date; end_at: Date };

/**
 * The classes (not cancelled) of a room or trainer that have not started yet: a room or trainer with
 * any of them cannot be deactivated without leaving those classes (and their clients) stranded.
 */
export async function futureClasses(
  db: Db,
  tenant: TenantId,
  owner: 'room' | 'trainer',
  ownerId: number,
  now: Date,
): Promise<FutureClass[]> {
  const column = owner === 'room' ? 'room_id' : 'trainer_id';
  const rows = await db.query<Row>(
    `SELECT id, name, name_prefix, start_at, end_at FROM trainings
     WHERE tenant = $1 AND ${column} = $2 AND cancelled_at IS NULL AND start_at > $3
     ORDER BY start_at, id`,
    [tenant, ownerId, now],
  );
  return rows.map((r) => ({
    id: r.id,
    name: displayName(r.name, r.name_prefix),
    start: r.start_at.toISOString(),
    end: r.end_at.toISOString(),
  }));
}

/** The same advisory lock per room or trainer as a class save (save-training.ts), so neither slips past the other. */
export async function lockOwner(db: Db, tenant: TenantId, owner: 'room' | 'trainer', ownerId: number): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtextextended($1 || ':${owner}:' || $2, 0))`, [tenant, ownerId]);
}
