import { Hono } from 'hono';
import { TicketQuery, type Ticket } from '../../src/api/contract/ticket.ts';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from '../domain/api-error.ts';
import { toInstant } from '../domain/calendar.ts';
import { labelsFor } from '../http/labels.ts';
import { clientAddress } from '../http/request-info.ts';
import { addressKey } from '../domain/throttle/throttle-keys.ts';
import { parseQuery } from '../http/validate.ts';

export const publicTicketRoutes = new Hono<AppEnv>();

/** GET /public/ticket?id=…: a door ticket by its code (trimmed, any case); look-ups per address are limited. */
publicTicketRoutes.get('/public/ticket', async (c) => {
  const { id } = parseQuery(c, TicketQuery);
  const now = c.var.now();
  await c.var.throttle.assertAllowed('publicLookup', addressKey(clientAddress(c)), now);
  await c.var.throttle.record('publicLookup', addressKey(clientAddress(c)), now);
  const rows = await c.var.db.query<{ code: string; name: string; valid_until: Date; used_at: Date | null }>(
    'SELECT code, name, valid_until, used_at FROM tickets WHERE tenant = $1 AND code = $2',
    [c.var.tenant, id],
  );
  const row = rows[0];
  if (!row) throw new ApiError(404, 'ticketNotFound');
  const body: Ticket = {
    code: row.code,
    name: (await labelsFor(c))(row.name),
    validUntil: toInstant(row.valid_until),
    usedAt: row.used_at ? toInstant(row.used_at) : null,
    used: row.used_at !== null,
    expired: new Date(row.valid_until).getTime() < now.getTime(),
  };
  return c.json(body);
});
