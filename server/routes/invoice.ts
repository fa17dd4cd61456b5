import { Hono } from 'hono';
import * as v from 'valibot';
import { InvoiceConfig, InvoiceQuery } from '../../src/api/contract/invoice.ts';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from '../domain/api-error.ts';
import { addDays } from '../../src/api/contract/calendar.ts';
import { tenantToday } from '../domain/calendar.ts';
import { requireUser } from '../http/guards.ts';
import { labelsFor } from '../http/labels.ts';
import { toInvoice, type InvoiceLineRow, type InvoiceRow } from '../domain/invoices.ts';
import { parseQuery } from '../http/validate.ts';

export const invoiceRoutes = new Hono<AppEnv>();

/** Longest period one request may ask for. */
const MAX_YEARS = 5;

/** GET /user/invoice?from&to: the member's invoices dated in the period, newest first; articles in the request's language. */
invoiceRoutes.get('/user/invoice', async (c) => {
  const claims = requireUser(c);
  const { from, to } = parseQuery(c, InvoiceQuery);
  if (to > addDays(from, MAX_YEARS * 366)) throw new ApiError(400, 'invalidInput');
  const { db, tenant } = c.var;
  const invoices = await db.query<InvoiceRow>(
    `SELECT id, number, invoice_date::text AS invoice_date, due_date::text AS due_date, reference_number, payer, client, paid_cents
     FROM invoices WHERE tenant = $1 AND user_id = $2 AND invoice_date BETWEEN $3::date AND $4::date
     ORDER BY invoice_date DESC, id DESC`,
    [tenant, claims.clientId, from, to],
  );
  const lines = invoices.length
    ? await db.query<InvoiceLineRow>(
        'SELECT invoice_id, article, quantity, price_cents, vat_percent FROM invoice_lines WHERE invoice_id = ANY($1::int[]) ORDER BY id',
        [invoices.map((invoice) => invoice.id)],
      )
    : [];
  const today = await tenantToday(db, tenant, c.var.now());
  const localize = await labelsFor(c);
  const localized = lines.map((line) => ({ ...line, article: localize(line.article) }));
  return c.json(invoices.map((invoice) => toInvoice(invoice, localized.filter((line) => line.invoice_id === invoice.id), today)));
});

const defaultInvoiceConfig: InvoiceConfig = {
  invoiceLogo: '',
  invoiceLogoHeight: 40,
  invoiceLogoPadding: 20,
  sellerName: '',
  sellerAddress: '',
  registrationCode: '',
  vatNumber: '',
  iban: '',
};

/** GET /user/invoice/config: how this club prints invoices. */
invoiceRoutes.get('/user/invoice/config', async (c) => {
  requireUser(c);
  const rows = await c.var.db.query<{ invoice_config: unknown }>('SELECT invoice_config FROM tenant_settings WHERE tenant = $1', [
    c.var.tenant,
  ]);
  const stored = rows[0]?.invoice_config;
  const parsed = v.safeParse(InvoiceConfig, { ...defaultInvoiceConfig, ...(typeof stored === 'object' ? stored : {}) });
  return c.json(parsed.success ? parsed.output : defaultInvoiceConfig);
});
