import type { Invoice, InvoiceLine } from '../../src/api/contract/invoice.ts';

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
export type InvoiceLineRow = { invoice_id: number; article: string; quantity: number; price_cents: number; vat_percent: number };

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
