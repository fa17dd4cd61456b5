import { Hono } from 'hono';
import * as v from 'valibot';
import { defaultPageRules, PageRules } from '../../src/api/contract/page.ts';
import type { AppEnv } from '../app-env.ts';

export const pageRoutes = new Hono<AppEnv>();

/** GET /page/: the tenant's page rules; a stored value that does not parse gives the defaults. */
pageRoutes.get('/page/', async (c) => {
  const rows = await c.var.db.query<{ page_rules: unknown }>('SELECT page_rules FROM tenant_settings WHERE tenant = $1', [c.var.tenant]);
  const parsed = v.safeParse(PageRules, rows[0]?.page_rules ?? {});
  return c.json(parsed.success ? parsed.output : defaultPageRules);
});
