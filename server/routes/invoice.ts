import { Hono } from 'hono';
import { InvoiceQuery } from '../../src/api/contract/invoice.ts';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from '../domain/api-error.ts';
import { addDays } from '../../src/api/contract/calendar.ts';
import { requireUser } from '../http/guards.ts';
import { labelsFor } from '../http/labels.ts';
import { invoiceConfig, memberInvoices } from '../domain/invoices.ts';
import { parseQuery } from '../http/validate.ts';

export const invoiceRoutes = new Hono<AppEnv>();

/** Longest period one request may ask for. */
const MAX_YEARS = 5;

/** GET /user/invoice?from&to: the member's invoices dated in the period, newest first; articles in the request's language. */
invoiceRoutes.get('/user/invoice', async (c) => {
  const claims = requireUser(c);
  const range = parseQuery(c, InvoiceQuery);
  if (range.to > addDays(range.from, MAX_YEARS * 366)) throw new ApiError(400, 'invalidInput');
  return c.json(await memberInvoices(c.var.db, c.var.tenant, claims.clientId, range, c.var.now(), await labelsFor(c)));
});

/** GET /user/invoice/config: how this club prints invoices. */
invoiceRoutes.get('/user/invoice/config', async (c) => {
  requireUser(c);
  return c.json(await invoiceConfig(c.var.db, c.var.tenant));
});
