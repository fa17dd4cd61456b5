import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { Invoice, InvoiceConfig, InvoicePage } from '../../api/contract/invoice.ts';
import { staleTimes } from '../../api/cache-times.ts';
import { cursorPaging, cursorQuery } from '../../api/pages.ts';

export type InvoicePeriod = { from: string; to: string };

export const invoiceQueries = {
  all: () => ['invoices'] as const,
  /** The period's invoices, newest first, a page at a time. */
  list: (period: InvoicePeriod) =>
    infiniteQueryOptions({
      queryKey: [...invoiceQueries.all(), 'list', period] as const,
      queryFn: ({ signal, pageParam }) =>
        apiRequest('/user/invoice', { query: { ...period, ...cursorQuery(pageParam) }, schema: InvoicePage, signal }),
      ...cursorPaging,
      staleTime: staleTimes.invoices,
    }),
  /** One invoice: kept on its own, so one opened before opens offline whatever list it came from. */
  one: (id: number) =>
    queryOptions({
      queryKey: [...invoiceQueries.all(), 'one', id] as const,
      queryFn: ({ signal }) => apiRequest(`/user/invoice/${id}`, { schema: Invoice, signal }),
      staleTime: staleTimes.invoices,
    }),
  config: () =>
    queryOptions({
      queryKey: [...invoiceQueries.all(), 'config'] as const,
      queryFn: ({ signal }) => apiRequest('/user/invoice/config', { schema: InvoiceConfig, signal }),
      staleTime: staleTimes.invoiceConfig,
    }),
};

/** The invoice as a cached list page has it (read or restored offline), to show while its own answer comes. */
export function invoiceFromLists(client: QueryClient, id: number): Invoice | undefined {
  for (const [, data] of client.getQueriesData<InfiniteData<InvoicePage>>({
    queryKey: [...invoiceQueries.all(), 'list'],
  })) {
    const found = data?.pages.flatMap((page) => page.items).find((invoice) => invoice.id === id);
    if (found) return found;
  }
  return undefined;
}
