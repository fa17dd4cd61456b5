import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { Ticket } from '../../api/contract/ticket.ts';
import { staleTimes } from '../../api/cache-times.ts';

export const ticketQueries = {
  all: () => ['tickets'] as const,
  /** A door ticket by id; `retry: false` so "not found" shows at once. */
  byId: (id: string) =>
    queryOptions({
      queryKey: [...ticketQueries.all(), id] as const,
      queryFn: ({ signal }) => apiRequest('/public/ticket', { query: { id }, schema: Ticket, signal }),
      staleTime: staleTimes.ticket,
      retry: false,
    }),
};
