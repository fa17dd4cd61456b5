import type { Db } from '../db/db.ts';
import type { TenantId } from '../../src/api/contract/tenant.ts';

/** The calendar date 'YYYY-MM-DD' of an instant in a time zone. */
export function dateIn(timeZone: string, instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** 'YYYY-MM-DD' plus n days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The tenant's home time zone (its first club's); dates like "today" are counted in it. */
export async function tenantTimeZone(db: Db, tenant: TenantId): Promise<string> {
  const rows = await db.query<{ time_zone: string }>('SELECT time_zone FROM clubs WHERE tenant = $1 ORDER BY id LIMIT 1', [tenant]);
  return rows[0]?.time_zone ?? 'Europe/Tallinn';
}

export async function tenantToday(db: Db, tenant: TenantId, now: Date): Promise<string> {
  return dateIn(await tenantTimeZone(db, tenant), now);
}

/** Instants from PGlite and node-postgres arrive as Date; make the wire form explicit. */
export function toInstant(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
