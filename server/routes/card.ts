import { Hono } from 'hono';
import { CardCode } from '../../src/api/contract/card.ts';
import type { AppEnv } from '../app-env.ts';
import { findCardHolder, memberEntryCodes } from '../domain/entry-codes.ts';
import { requireTrainer, requireUser } from '../http/guards.ts';
import { labelsFor } from '../http/labels.ts';
import { parseParam } from '../http/validate.ts';

export const cardRoutes = new Hono<AppEnv>();

/** GET /user/card: the member's entry codes, named in the request's language. */
cardRoutes.get('/user/card', async (c) => {
  const claims = requireUser(c);
  return c.json(
    await memberEntryCodes(c.get('db'), c.get('tenant'), claims.clientId, c.get('now')(), await labelsFor(c)),
  );
});

/** GET /trainer/card/{cardCode}: who holds a scanned card (its name in the request's language). */
cardRoutes.get('/trainer/card/:cardCode', async (c) => {
  requireTrainer(c);
  const code = parseParam(c, 'cardCode', CardCode);
  const card = await findCardHolder(c.get('db'), c.get('tenant'), code, c.get('now')());
  // localized only once found: a refusal names no language (no Vary)
  return c.json({ ...card, cardName: (await labelsFor(c))(card.cardName) });
});
