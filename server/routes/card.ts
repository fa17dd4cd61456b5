import { Hono } from 'hono';
import * as v from 'valibot';
import { CardCode, type CardLookup, type EntryCode } from '../../src/api/contract/card.ts';
import { AccountStatusCode } from '../../src/api/contract/profile.ts';
import { statusAllowsEntry } from '../domain/account-status.ts';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from '../domain/api-error.ts';
import { tenantToday } from '../domain/calendar.ts';
import { requireTrainer, requireUser } from '../http/guards.ts';
import { labelsFor } from '../http/labels.ts';
import { parseParam } from '../http/validate.ts';

export const cardRoutes = new Hono<AppEnv>();

/** GET /user/card: the member's entry codes, named in the request's language. */
cardRoutes.get('/user/card', async (c) => {
  const claims = requireUser(c);
  const { db, tenant } = c.var;
  const rows = await db.query<{ code: string; name: string; valid_until: string | null; status: number }>(
    `SELECT e.code, e.name, e.valid_until::text AS valid_until, u.status
     FROM entry_codes e JOIN users u ON u.id = e.user_id AND u.tenant = e.tenant
     WHERE e.tenant = $1 AND e.user_id = $2 ORDER BY e.name, e.code`,
    [tenant, claims.clientId],
  );
  const today = await tenantToday(db, tenant, c.var.now());
  const localize = await labelsFor(c);
  const body: EntryCode[] = rows.map((r) => ({
    code: r.code,
    name: localize(r.name),
    validUntil: r.valid_until,
    access:
      r.valid_until !== null && r.valid_until < today
        ? 'expired'
        : statusAllowsEntry(v.parse(AccountStatusCode, r.status))
          ? 'allowed'
          : 'accountNotActive',
  }));
  return c.json(body);
});

/** GET /trainer/card/{cardCode}: who holds a scanned card. */
cardRoutes.get('/trainer/card/:cardCode', async (c) => {
  requireTrainer(c);
  const code = parseParam(c, 'cardCode', CardCode);
  const { db, tenant } = c.var;
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
  if (card.valid_until !== null && card.valid_until < (await tenantToday(db, tenant, c.var.now()))) {
    throw new ApiError(400, 'cardExpired');
  }
  const body: CardLookup = {
    clientId: card.user_id,
    clientCode: card.client_code,
    firstName: card.first_name,
    lastName: card.last_name,
    status: v.parse(AccountStatusCode, card.status),
    cardName: (await labelsFor(c))(card.name),
    validUntil: card.valid_until,
  };
  return c.json(body);
});
