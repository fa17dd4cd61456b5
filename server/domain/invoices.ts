import * as v from 'valibot';
import { InvoiceConfig, type Invoice, type InvoiceLine } from '../../src/api/contract/invoice.ts';
import type { TenantId } from '../../src/api/contract/tenant.ts';
import type { Db } from '../db/db.ts';
import { Id } from '../../src/api/contract/id.ts';
import type { Page } from '../../src/api/contract/paging.ts';
import { IsoDate } from '../../src/api/contract/wire-formats.ts';
import { ApiError } from './api-error.ts';
import { tenantToday } from './calendar.ts';
import { toPage } from './keyset.ts';
import type { Localize } from './labels.ts';

export type InvoiceRow = {
  id: number;
  number: string;
  invoice_date: string;
  due_date: string;
  reference_number: string;
  payer: string;
  client: string;
  paid_cents: number;
};
export type InvoiceLineRow = {
  invoice_id: number;
  article: string;
  quantity: number;
  price_cents: number;
  vat_percent: number;
};

/** VAT is computed per line and rounded to the cent, as printed on the invoice. */
export function toInvoiceLine(row: InvoiceLineRow): InvoiceLine {
  const netCents = row.quantity * row.price_cents;
  const vatCents = Math.round((netCents * row.vat_percent) / 100);
  return {
    article: row.article,
    quantity: row.quantity,
    priceCents: row.price_cents,
    vatPercent: row.vat_percent,
    netCents,
    vatCents,
    totalCents: netCents + vatCents,
  };
}

/** `today`: the club's date (YYYY-MM-DD), to tell an overdue invoice. */
export function toInvoice(row: InvoiceRow, lineRows: InvoiceLineRow[], today: string): Invoice {
  const lines = lineRows.map(toInvoiceLine);
  const totalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const balanceCents = totalCents - row.paid_cents;
  return {
    id: row.id,
    number: row.number,
    date: row.invoice_date,
    dueDate: row.due_date,
    referenceNumber: row.reference_number,
    payer: row.payer,
    client: row.client,
    lines,
    totalCents,
    vatTotalCents: lines.reduce((sum, line) => sum + line.vatCents, 0),
    paidCents: row.paid_cents,
    balanceCents,
    paid: balanceCents <= 0,
    overdue: balanceCents > 0 && row.due_date < today,
  };
}

const invoiceColumns = `id, number, invoice_date::text AS invoice_date, due_date::text AS due_date, reference_number,
  payer, client, paid_cents`;

/** The invoices with their lines (articles through `localize`), overdue as of the club's today. */
async function withLines(
  db: Db,
  tenant: TenantId,
  invoices: InvoiceRow[],
  now: Date,
  localize: Localize,
): Promise<Invoice[]> {
  const lines = invoices.length
    ? await db.query<InvoiceLineRow>(
        'SELECT invoice_id, article, quantity, price_cents, vat_percent FROM invoice_lines WHERE invoice_id = ANY($1::int[]) ORDER BY id',
        [invoices.map((invoice) => invoice.id)],
      )
    : [];
  const today = await tenantToday(db, tenant, now);
  const localized = lines.map((line) => ({ ...line, article: localize(line.article) }));
  return invoices.map((invoice) =>
    toInvoice(
      invoice,
      localized.filter((line) => line.invoice_id === invoice.id),
      today,
    ),
  );
}

/** Where a page of invoices starts: after this (invoice date, id), in the order newest first. */
export const InvoiceKey = v.tuple([IsoDate, Id]);

/**
 * The invoices a member sees: those they pay, their own (no other payer) and their dependants' that name them as
 * payer (issue 38). A dependant with a login never sees the guardian's invoices, nor their own that the guardian
 * pays: an invoice goes to whoever pays it. `$1` is the tenant and `$2` the member.
 */
const paidBy = `tenant = $1 AND (payer_id = $2 OR (payer_id IS NULL AND user_id = $2))`;

/**
 * One page of the invoices the member pays, dated from `from` to `to`, newest first (invoice date, then id),
 * after `after` when given; articles through `localize`.
 */
export async function memberInvoices(
  db: Db,
  tenant: TenantId,
  userId: number,
  {
    from,
    to,
    after,
    limit,
  }: { from: string; to: string; after: v.InferOutput<typeof InvoiceKey> | null; limit: number },
  now: Date,
  localize: Localize,
): Promise<Page<Invoice>> {
  const params: unknown[] = [tenant, userId, from, to, limit + 1];
  const afterKey = after ? `AND (invoice_date, id) < ($6::date, $7::int)` : '';
  if (after) params.push(...after);
  const invoices = await db.query<InvoiceRow>(
    `SELECT ${invoiceColumns}
     FROM invoices WHERE ${paidBy} AND invoice_date BETWEEN $3::date AND $4::date ${afterKey}
     ORDER BY invoice_date DESC, id DESC LIMIT $5`,
    params,
  );
  const page = toPage(
    invoices,
    limit,
    (row) => [row.invoice_date, row.id],
    (rows) => rows,
  );
  return { items: await withLines(db, tenant, page.items, now, localize), nextCursor: page.nextCursor };
}

/** One invoice the member pays; another member's or club's, or none, is 404 itemNotFound. */
export async function memberInvoice(
  db: Db,
  tenant: TenantId,
  userId: number,
  id: number,
  now: Date,
  localize: Localize,
): Promise<Invoice> {
  const rows = await db.query<InvoiceRow>(`SELECT ${invoiceColumns} FROM invoices WHERE ${paidBy} AND id = $3`, [
    tenant,
    userId,
    id,
  ]);
  const [invoice] = await withLines(db, tenant, rows, now, localize);
  if (!invoice) throw new ApiError(404, 'itemNotFound');
  return invoice;
}

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

/** How the club prints invoices: its stored settings over the defaults; a stored value that does not parse gives the defaults. */
export async function invoiceConfig(db: Db, tenant: TenantId): Promise<InvoiceConfig> {
  const rows = await db.query<{ invoice_config: unknown }>(
    'SELECT invoice_config FROM tenant_settings WHERE tenant = $1',
    [tenant],
  );
  const stored = rows[0]?.invoice_config;
  const parsed = v.safeParse(InvoiceConfig, { ...defaultInvoiceConfig, ...(typeof stored === 'object' ? stored : {}) });
  return parsed.success ? parsed.output : defaultInvoiceConfig;
}
