import { createFileRoute } from '@tanstack/react-router';
import { todayInZone } from '../../common/calendar.ts';
import { deviceTimeZone } from '../../lib/dates.ts';
import { InvoicesSearch, periodOrDefault } from '../../features/invoices/invoice-period.ts';
import { invoiceQueries } from '../../features/invoices/queries.ts';
import { InvoicesRoute } from '../../features/invoices/invoices-route.tsx';

/** The list; `invoices.$invoiceId` is its child, shown instead of the list when open (see InvoicesRoute). */
export const Route = createFileRoute('/_auth/invoices')({
  validateSearch: InvoicesSearch,
  // The loader with the component: docs/first-visit.md#route-splits.
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search: { from, to } }) => ({ from, to }),
  loader: ({ context: { queryClient }, deps, location, route }) => {
    // With an invoice open the list is not on show (the invoice's own route reads that invoice).
    if (location.pathname.replace(/\/$/, '') !== route.fullPath) return;
    // Not awaited: the page shows the cached list at once, or its own wait (offline, or a server that never answers).
    void queryClient.prefetchInfiniteQuery(invoiceQueries.list(periodOrDefault(deps, todayInZone(deviceTimeZone()))));
  },
  component: InvoicesRoute,
});
