import { createFileRoute } from '@tanstack/react-router';
import { todayInZone } from '../../api/contract/calendar.ts';
import { deviceTimeZone } from '../../lib/dates.ts';
import { InvoicesSearch, periodOrDefault } from '../../features/invoices/invoice-period.ts';
import { invoiceQueries } from '../../features/invoices/queries.ts';
import { InvoicesRoute } from '../../features/invoices/invoices-route.tsx';

/** The list; `invoices.$invoiceId` is its child, shown instead of the list when open (see InvoicesRoute). */
export const Route = createFileRoute('/_auth/invoices')({
  validateSearch: InvoicesSearch,
  loaderDeps: ({ search }) => periodOrDefault(search, todayInZone(deviceTimeZone())),
  loader: ({ context: { queryClient }, deps, location, route }) => {
    // With an invoice open the list is not on show (the invoice's own route reads its period's list).
    if (location.pathname.replace(/\/$/, '') === route.fullPath) void queryClient.prefetchQuery(invoiceQueries.list(deps));
  },
  component: InvoicesRoute,
});
