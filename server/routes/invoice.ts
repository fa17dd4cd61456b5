import { Hono } from 'hono';
import { InvoiceQuery } from '../../src/api/contract/invoice.ts';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from '../domain/api-error.ts';
import { addDays } from '../../src/common/calendar.ts';
import { requireUser } from '../http/guards.ts';
import { labelsFor } from '../http/labels.ts';
import { InvoiceKey, invoiceConfig, memberInvoice, memberInvoices } from '../domain/invoices.ts';
import { decodeCursor } from '../domain/keyset.ts';
import { IdParam, parseParam, parseQuery } from '../http/validate.ts';

export const invoiceRoutes = new Hono<AppEnv>();

/** Longest period one request may ask for. */
const MAX_YEARS = 5;

/** GET /user/invoice?from&to&cursor&limit: a page of the member's invoices dated in the period, newest first; articles in the request's language. */
invoiceRoutes.get('/user/invoice', async (c) => {
  const claims = requireUser(c);
  const { from, to, cursor, limit } = parseQuery(c, InvoiceQuery);
  if (to > addDays(from, MAX_YEARS * 366)) throw new ApiError(400, 'invalidInput');
  const after = decodeCursor(cursor, InvoiceKey);
  return c.json(
    await memberInvoices(
      c.get('db'),
      c.get('tenant'),
      claims.clientId,
      { from, to, after, limit },
      c.get('now')(),
      await labelsFor(c),
    ),
  );
});

/** GET /user/invoice/config: how this club prints invoices. */
invoiceRoutes.get('/user/invoice/config', async (c) => {
  requireUser(c);
  return c.json(await invoiceConfig(c.get('db'), c.get('tenant')));
});

/** GET /user/invoice/{id}: one of the member's invoices (after /config, which is no id); anyone else's is 404. */
invoiceRoutes.get('/user/invoice/:id', async (c) => {
  const claims = requireUser(c);
  const id = parseParam(c, 'id', IdParam);
  return c.json(
    await memberInvoice(c.get('db'), c.get('tenant'), claims.clientId, id, c.get('now')(), await labelsFor(c)),
  );
});
