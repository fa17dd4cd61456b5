import * as v from 'valibot';
import { InvoiceConfig, type Invoice, type InvoiceLine } from '../../src/api/contract/invoice.ts';
import type { TenantId } from '../../src/api/contract/tenant.ts';
import type { Db } from '../db/db.ts';
import { tenantToday } from './calendar.ts';
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

/** The member's invoices dated from `from` to `to`, newest first; articles through `localize`. */
export async function memberInvoices(
  db: Db,
  tenant: TenantId,
  userId: number,
  { from, to }: { from: string; to: string },
  now: Date,
  localize: Localize,
): Promise<Invoice[]> {
  const invoices = await db.query<InvoiceRow>(
    `SELECT id, number, invoice_date::text AS invoice_date, due_date::text AS due_date, reference_number, payer, client, paid_cents
     FROM invoices WHERE tenant = $1 AND user_id = $2 AND invoice_date BETWEEN $3::date AND $4::date
     ORDER BY invoice_date DESC, id DESC`,
    [tenant, userId, from, to],
  );
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
