import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { InvoiceConfig, Invoices } from '../../api/contract/invoice.ts';
import { staleTimes } from '../../api/cache-times.ts';

export type InvoicePeriod = { from: string; to: string };

export const invoiceQueries = {
  all: () => ['invoices'] as const,
  list: (period: InvoicePeriod) =>
    queryOptions({
      queryKey: [...invoiceQueries.all(), 'list', period] as const,
      queryFn: ({ signal }) => apiRequest('/user/invoice', { query: period, schema: Invoices, signal }),
      staleTime: staleTimes.invoices,
    }),
  config: () =>
    queryOptions({
      queryKey: [...invoiceQueries.all(), 'config'] as const,
      queryFn: ({ signal }) => apiRequest('/user/invoice/config', { schema: InvoiceConfig, signal }),
      staleTime: staleTimes.invoiceConfig,
    }),
};
