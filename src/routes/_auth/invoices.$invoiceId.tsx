import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { invoiceQueries } from '../../features/invoices/queries.ts';
import { InvoicePage } from '../../features/invoices/invoice-page.tsx';

export const Route = createFileRoute('/_auth/invoices/$invoiceId')({
  params: {
    parse: (raw) => ({ invoiceId: v.parse(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)), raw.invoiceId) }),
    stringify: (params) => ({ invoiceId: String(params.invoiceId) }),
  },
  loader: ({ context }) => void context.queryClient.prefetchQuery(invoiceQueries.config()),
  component: InvoicePage,
});
