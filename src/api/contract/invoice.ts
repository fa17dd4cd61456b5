import * as v from 'valibot';
import { Id } from './id.ts';
import { PageQueryEntries, pageOf } from './paging.ts';
import { Cents, IsoDate } from './wire-formats.ts';

/**
 * GET /user/invoice?from=YYYY-MM-DD&to=YYYY-MM-DD&cursor&limit (invoice date, both inclusive, at most
 * 5 years): one page of InvoicePage, newest first.
 */
export const InvoiceQuery = v.pipe(
  v.object({ from: IsoDate, to: IsoDate, ...PageQueryEntries }),
  v.check((q) => q.from <= q.to, 'fromAfterTo'),
);
export type InvoiceQuery = v.InferInput<typeof InvoiceQuery>;

export const InvoiceLine = v.object({
  article: v.string(),
  quantity: v.number(),
  /** Unit price without VAT. */
  priceCents: Cents,
  vatPercent: v.number(),
  /** quantity × price, without VAT. */
  netCents: Cents,
  vatCents: Cents,
  totalCents: Cents,
});
export type InvoiceLine = v.InferOutput<typeof InvoiceLine>;

export const Invoice = v.object({
  id: Id,
  number: v.string(),
  date: IsoDate,
  dueDate: IsoDate,
  referenceNumber: v.string(),
  payer: v.string(),
  client: v.string(),
  lines: v.array(InvoiceLine),
  /** With VAT. */
  totalCents: Cents,
  vatTotalCents: Cents,
  paidCents: Cents,
  /** totalCents − paidCents; the invoice is paid when this is 0 or less. */
  balanceCents: Cents,
  paid: v.boolean(),
  /** unpaid after its due date (the club's today) */
  overdue: v.boolean(),
});
export type Invoice = v.InferOutput<typeof Invoice>;
export const InvoicePage = pageOf(Invoice);
export type InvoicePage = v.InferOutput<typeof InvoicePage>;

/** GET /user/invoice/config: how the club prints invoices. */
export const InvoiceConfig = v.object({
  /** Logo URL (same origin) or data URL. */
  invoiceLogo: v.string(),
  invoiceLogoHeight: v.number(),
  invoiceLogoPadding: v.number(),
  sellerName: v.string(),
  sellerAddress: v.string(),
  registrationCode: v.string(),
  vatNumber: v.string(),
  iban: v.string(),
});
export type InvoiceConfig = v.InferOutput<typeof InvoiceConfig>;
