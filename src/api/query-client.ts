import { QueryClient } from '@tanstack/react-query';
import { CLIENT_VERSION } from './contract/tenant.ts';
import { isApiFailure } from './api-failure.ts';
import { staleTimes } from './cache-times.ts';
import { PERSIST_MAX_AGE_MS, queryPersister } from './query-persist.ts';

/** Client errors will not change on retry; network trouble and 5xx get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiFailure(error) && (error.kind === 'parse' || (error.kind === 'http' && (error.status ?? 500) < 500))) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: staleTimes.default,
      gcTime: PERSIST_MAX_AGE_MS,
      networkMode: 'offlineFirst',
      retry: shouldRetry,
    },
    mutations: { networkMode: 'offlineFirst', retry: false },
  },
});

/** PersistQueryClientProvider options: the buster drops a cache written by another app version. */
export const persistOptions = {
  persister: queryPersister,
  maxAge: PERSIST_MAX_AGE_MS,
  buster: CLIENT_VERSION,
};
