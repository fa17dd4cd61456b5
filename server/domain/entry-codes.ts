import * as v from 'valibot';
import type { CardLookup, EntryCode } from '../../src/api/contract/card.ts';
import { AccountStatusCode } from '../../src/api/contract/profile.ts';
import type { TenantId } from '../../src/api/contract/tenant.ts';
import type { Db } from '../db/db.ts';
import { statusAllowsEntry } from './account-status.ts';
import { ApiError } from './api-error.ts';
import { tenantToday } from './calendar.ts';
import type { Localize } from './labels.ts';

/**
 * The member's entry codes, then their dependants' (issue 38: a guardian shows each child's code at the door), named
 * through `localize`, each with whether it opens the door today for its holder.
 */
export async function memberEntryCodes(
  db: Db,
  tenant: TenantId,
  userId: number,
  now: Date,
  localize: Localize,
): Promise<EntryCode[]> {
  const rows = await db.query<{
    code: string;
    name: string;
    valid_until: string | null;
    status: number;
    holder: string | null;
  }>(
    `SELECT e.code, e.name, e.valid_until::text AS valid_until, u.status,
       CASE WHEN h.id <> $2 THEN u.first_name || ' ' || u.last_name END AS holder
     -- the member and their live dependants, each by primary key and their codes by index (never a scan)
     FROM (SELECT $2::int AS id UNION ALL
       SELECT l.dependant_id FROM family_links l WHERE l.tenant = $1 AND l.guardian_id = $2 AND l.unlinked_at IS NULL) h
     CROSS JOIN LATERAL (SELECT * FROM users x WHERE x.id = h.id AND x.tenant = $1 OFFSET 0) u
     CROSS JOIN LATERAL (SELECT * FROM entry_codes y WHERE y.tenant = $1 AND y.user_id = h.id OFFSET 0) e
     ORDER BY h.id <> $2, u.first_name, u.last_name, u.id, e.name, e.code`,
    [tenant, userId],
  );
  const today = await tenantToday(db, tenant, now);
  return rows.map((r) => ({
    code: r.code,
    name: localize(r.name),
    validUntil: r.valid_until,
    access:
      r.valid_until !== null && r.valid_until < today
        ? 'expired'
        : statusAllowsEntry(v.parse(AccountStatusCode, r.status))
          ? 'allowed'
          : 'accountNotActive',
    ...(r.holder === null ? {} : { holder: r.holder }),
  }));
}

/** Who holds a scanned card, its name as stored; an unknown card is 404 cardNotFound, an expired one 400 cardExpired. */
export async function findCardHolder(db: Db, tenant: TenantId, code: string, now: Date): Promise<CardLookup> {
  const rows = await db.query<{
    code: string;
    name: string;
    valid_until: string | null;
    user_id: number;
    client_code: string;
    first_name: string;
    last_name: string;
    status: number;
  }>(
    `SELECT e.code, e.name, e.valid_until::text AS valid_until, u.id AS user_id, u.client_code, u.first_name, u.last_name, u.status
     FROM entry_codes e JOIN users u ON u.id = e.user_id AND u.tenant = e.tenant
     WHERE e.tenant = $1 AND e.code = $2`,
    [tenant, code],
  );
  const card = rows[0];
  if (!card) throw new ApiError(404, 'cardNotFound');
  if (card.valid_until !== null && card.valid_until < (await tenantToday(db, tenant, now))) {
    throw new ApiError(400, 'cardExpired');
  }
  return {
    clientId: card.user_id,
    clientCode: card.client_code,
    firstName: card.first_name,
    lastName: card.last_name,
    status: v.parse(AccountStatusCode, card.status),
    cardName: card.name,
    validUntil: card.valid_until,
  };
}
