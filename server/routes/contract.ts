import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { PageQuery } from '../../src/api/contract/paging.ts';
import { ContractKey, memberContracts } from '../domain/contracts.ts';
import { decodeCursor } from '../domain/keyset.ts';
import { parseQuery } from '../http/validate.ts';
import { requireUser } from '../http/guards.ts';
import { labelsFor } from '../http/labels.ts';

export const contractRoutes = new Hono<AppEnv>();

/** GET /user/contract?cursor&limit: a page of valid and archived contracts, latest end first; names in the request's language. */
contractRoutes.get('/user/contract', async (c) => {
  const claims = requireUser(c);
  const { cursor, limit } = parseQuery(c, PageQuery);
  const after = decodeCursor(cursor, ContractKey);
  return c.json(
    await memberContracts(
      c.get('db'),
      c.get('tenant'),
      claims.clientId,
      { after, limit },
      c.get('now')(),
      await labelsFor(c),
    ),
  );
});
