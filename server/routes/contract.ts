import { Hono } from 'hono';
import type { Contract } from '../../src/api/contract/contract.ts';
import type { AppEnv } from '../app-env.ts';
import { tenantToday } from '../domain/calendar.ts';
import { requireUser } from '../http/guards.ts';
import { labelsFor } from '../http/labels.ts';

export const contractRoutes = new Hono<AppEnv>();

type ContractRow = {
  id: number;
  number: string;
  package_name: string;
  package_price_cents: number;
  created_date: string;
  end_date: string | null;
  validity: string;
};

/** GET /user/contract: valid and archived contracts, newest first; package names and validity in the request's language. */
contractRoutes.get('/user/contract', async (c) => {
  const claims = requireUser(c);
  const { db, tenant } = c.var;
  const rows = await db.query<ContractRow>(
    `SELECT id, number, package_name, package_price_cents, created_date::text AS created_date, end_date::text AS end_date, validity
     FROM contracts WHERE tenant = $1 AND user_id = $2 ORDER BY created_date DESC, id DESC`,
    [tenant, claims.clientId],
  );
  const today = await tenantToday(db, tenant, c.var.now());
  const localize = await labelsFor(c);
  const body: Contract[] = rows.map((r) => ({
    id: r.id,
    number: r.number,
    createdDate: r.created_date,
    endDate: r.end_date,
    packageName: localize(r.package_name),
    packagePriceCents: r.package_price_cents,
    validity: localize(r.validity),
    state: r.end_date === null || r.end_date >= today ? 'valid' : 'archived',
  }));
  return c.json(body);
});
