import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { memberContracts } from '../domain/contracts.ts';
import { requireUser } from '../http/guards.ts';
import { labelsFor } from '../http/labels.ts';

export const contractRoutes = new Hono<AppEnv>();

/** GET /user/contract: valid and archived contracts, newest first; package names and validity in the request's language. */
contractRoutes.get('/user/contract', async (c) => {
  const claims = requireUser(c);
  return c.json(await memberContracts(c.var.db, c.var.tenant, claims.clientId, c.var.now(), await labelsFor(c)));
});
