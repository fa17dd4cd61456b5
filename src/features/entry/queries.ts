import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { EntryCodes } from '../../api/contract/card.ts';
import { staleTimes } from '../../api/cache-times.ts';

export const entryQueries = {
  all: () => ['entry-codes'] as const,
  list: () =>
    queryOptions({
      queryKey: [...entryQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => apiRequest('/user/card', { schema: EntryCodes, signal }),
      staleTime: staleTimes.entryCodes,
    }),
};
