import * as v from 'valibot';
import type { Contract } from '../../src/api/contract/contract.ts';
import { Id } from '../../src/api/contract/id.ts';
import type { Page } from '../../src/api/contract/paging.ts';
import { IsoDate } from '../../src/api/contract/wire-formats.ts';
import type { TenantId } from '../../src/api/contract/tenant.ts';
import type { Db } from '../db/db.ts';
import { tenantToday } from './calendar.ts';
import { toPage } from './keyset.ts';
import type { Localize } from './labels.ts';

type ContractRow = {
  id: number;
  number: string;
  package_name: string;
  package_price_cents: number;
  created_date: string;
  end_date: string | null;
  validity: string;
};

/**
 * Where a page of contracts starts: after this (end date, id). A termless contract ends 'infinity', so the
 * order (latest end first) puts every valid contract before the archived ones, however old it is.
 */
export const ContractKey = v.tuple([v.union([IsoDate, v.literal('infinity')]), Id]);

/**
 * One page of the member's contracts, latest end first (termless first), then newest; valid or archived as
 * of the club's today; package names and validity through `localize`.
 */
export async function memberContracts(
  db: Db,
  tenant: TenantId,
  userId: number,
  { after, limit }: { after: v.InferOutput<typeof ContractKey> | null; limit: number },
  now: Date,
  localize: Localize,
): Promise<Page<Contract>> {
  const params: unknown[] = [tenant, userId, limit + 1];
  if (after) params.push(...after);
  const rows = await db.query<ContractRow & { end_key: string }>(
    `SELECT id, number, package_name, package_price_cents, created_date::text AS created_date, end_date::text AS end_date,
       validity, COALESCE(end_date, 'infinity'::date)::text AS end_key
     FROM contracts WHERE tenant = $1 AND user_id = $2
       ${after ? `AND (COALESCE(end_date, 'infinity'::date), id) < ($4::date, $5::int)` : ''}
     ORDER BY COALESCE(end_date, 'infinity'::date) DESC, id DESC LIMIT $3`,
    params,
  );
  const today = await tenantToday(db, tenant, now);
  return toPage(
    rows,
    limit,
    (r) => [r.end_key, r.id],
    (shown) => shown.map((r) => toContract(r, today, localize)),
  );
}

function toContract(r: ContractRow, today: string, localize: Localize): Contract {
  return {
    id: r.id,
    number: r.number,
    createdDate: r.created_date,
    endDate: r.end_date,
    packageName: localize(r.package_name),
    packagePriceCents: r.package_price_cents,
    validity: localize(r.validity),
    state: r.end_date === null || r.end_date >= today ? 'valid' : 'archived',
  };
}
