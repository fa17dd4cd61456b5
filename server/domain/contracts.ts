import type { Contract } from '../../src/api/contract/contract.ts';
import type { TenantId } from '../../src/api/contract/tenant.ts';
import type { Db } from '../db/db.ts';
import { tenantToday } from './calendar.ts';
import type { Localize } from './labels.ts';

type ContractRow = {
  id: number;
  number: string;
  package_name: string;
  package_price_cents: number;
  created_date: string;
  end_date: string | null;
  validity: string;
  visits_total: number | null;
  visits_left: number | null;
};

/** The member's contracts, newest first, with the visits left on a pass, valid or archived as of the club's today; package names and validity through `localize`. */
export async function memberContracts(
  db: Db,
  tenant: TenantId,
  userId: number,
  now: Date,
  localize: Localize,
): Promise<Contract[]> {
  const rows = await db.query<ContractRow>(
    `SELECT id, number, package_name, package_price_cents, created_date::text AS created_date, end_date::text AS end_date, validity,
            visits_total, visits_left
     FROM contracts WHERE tenant = $1 AND user_id = $2 ORDER BY created_date DESC, id DESC`,
    [tenant, userId],
  );
  const today = await tenantToday(db, tenant, now);
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    createdDate: r.created_date,
    endDate: r.end_date,
    packageName: localize(r.package_name),
    packagePriceCents: r.package_price_cents,
    validity: localize(r.validity),
    visits: r.visits_total === null ? null : { total: r.visits_total, left: r.visits_left ?? 0 },
    state: r.end_date === null || r.end_date >= today ? 'valid' : 'archived',
  }));
}
