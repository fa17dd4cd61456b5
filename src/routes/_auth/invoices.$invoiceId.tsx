import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseId } from '../../api/contract/id.ts';
import { invoiceQueries } from '../../features/invoices/queries.ts';
import { InvoicePage } from '../../features/invoices/invoice-page.tsx';

export const Route = createFileRoute('/_auth/invoices/$invoiceId')({
  params: {
    // Not an id: the not-found page, as for an id the member has no invoice under (InvoicePage).
    parse: ({ invoiceId }) => {
      const id = parseId(invoiceId);
      if (id === undefined) throw notFound();
      return { invoiceId: id };
    },
    stringify: ({ invoiceId }) => ({ invoiceId: String(invoiceId) }),
  },
  // The loader with the component: docs/first-visit.md#route-splits.
  codeSplitGroupings: [['loader', 'component']],
  // Not awaited: the page shows the cached invoice at once, or its own wait (offline, or a server that never answers).
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(invoiceQueries.one(params.invoiceId));
    void queryClient.prefetchQuery(invoiceQueries.config());
  },
  component: InvoicePage,
});
