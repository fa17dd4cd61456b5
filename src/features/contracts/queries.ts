import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { Contracts } from '../../api/contract/contract.ts';
import { staleTimes } from '../../api/cache-times.ts';

export const contractQueries = {
  all: () => ['contracts'] as const,
  list: () =>
    queryOptions({
      queryKey: [...contractQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => apiRequest('/user/contract', { schema: Contracts, signal }),
      staleTime: staleTimes.contracts,
    }),
};
