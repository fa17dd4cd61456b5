/** A tenant's home zone and today in it; days themselves come from src/common/calendar.ts. */
import type { Db } from '../db/db.ts';
import { todayInZone } from '../../src/common/calendar.ts';
import type { TenantId } from '../../src/api/contract/tenant.ts';

/** The tenant's home time zone (its first club's); dates like "today" are counted in it. */
export async function tenantTimeZone(db: Db, tenant: TenantId): Promise<string> {
  const rows = await db.query<{ time_zone: string }>(
    'SELECT time_zone FROM clubs WHERE tenant = $1 ORDER BY id LIMIT 1',
    [tenant],
  );
  return rows[0]?.time_zone ?? 'Europe/Tallinn';
}

export async function tenantToday(db: Db, tenant: TenantId, now: Date): Promise<string> {
  return todayInZone(await tenantTimeZone(db, tenant), now);
}

/** Instants from PGlite and node-postgres arrive as Date; make the wire form explicit. */
export function toInstant(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
