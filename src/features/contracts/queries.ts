import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { ContractPage } from '../../api/contract/contract.ts';
import { staleTimes } from '../../api/cache-times.ts';
import { cursorPaging, cursorQuery } from '../../api/pages.ts';

export const contractQueries = {
  all: () => ['contracts'] as const,
  /** Valid contracts first (latest end first), a page at a time. */
  list: () =>
    infiniteQueryOptions({
      queryKey: [...contractQueries.all(), 'list'] as const,
      queryFn: ({ signal, pageParam }) =>
        apiRequest('/user/contract', { query: cursorQuery(pageParam), schema: ContractPage, signal }),
      ...cursorPaging,
      staleTime: staleTimes.contracts,
    }),
};
