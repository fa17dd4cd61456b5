import { Hono } from 'hono';
import { TicketQuery } from '../../src/api/contract/ticket.ts';
import type { AppEnv } from '../app-env.ts';
import { findTicket } from '../domain/tickets.ts';
import { labelsFor } from '../http/labels.ts';
import { clientAddress } from '../http/request-info.ts';
import { addressKey } from '../domain/throttle/throttle-keys.ts';
import { parseQuery } from '../http/validate.ts';

export const publicTicketRoutes = new Hono<AppEnv>();

/** GET /public/ticket?id=…: a door ticket by its code (trimmed, any case); look-ups per address are limited. */
publicTicketRoutes.get('/public/ticket', async (c) => {
  const { id } = parseQuery(c, TicketQuery);
  const now = c.get('now')();
  await c.get('throttle').assertAllowed('publicLookup', addressKey(clientAddress(c)), now);
  await c.get('throttle').record('publicLookup', addressKey(clientAddress(c)), now);
  const ticket = await findTicket(c.get('db'), c.get('tenant'), id, now);
  // localized only once found: a refusal names no language (no Vary)
  return c.json({ ...ticket, name: (await labelsFor(c))(ticket.name) });
});
