import type { TenantId } from '../../src/api/contract/tenant.ts';
import type { Ticket } from '../../src/api/contract/ticket.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from './api-error.ts';
import { toInstant } from './calendar.ts';

/** A door ticket by its code (the query already trimmed it; any case), its name as stored; unknown is 404 ticketNotFound. */
export async function findTicket(db: Db, tenant: TenantId, code: string, now: Date): Promise<Ticket> {
  const rows = await db.query<{ code: string; name: string; valid_until: Date; used_at: Date | null }>(
    'SELECT code, name, valid_until, used_at FROM tickets WHERE tenant = $1 AND code = $2',
    [tenant, code],
  );
  const row = rows[0];
  if (!row) throw new ApiError(404, 'ticketNotFound');
  return {
    code: row.code,
    name: row.name,
    validUntil: toInstant(row.valid_until),
    usedAt: row.used_at ? toInstant(row.used_at) : null,
    used: row.used_at !== null,
    expired: new Date(row.valid_until).getTime() < now.getTime(),
  };
}
