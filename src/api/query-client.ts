import { QueryClient } from '@tanstack/react-query';
import { CLIENT_VERSION } from './contract/tenant.ts';
import { isApiFailure } from './api-failure.ts';
import { onReachableAgain } from './connectivity.ts';
import { staleTimes } from './cache-times.ts';
import { PERSIST_MAX_AGE_MS, queryPersister } from './query-persist.ts';

/**
 * Client errors will not change on retry; 5xx get two more tries. No answer at all (fetch error,
 * timeout) is not retried: the read gives up within seconds, the cached data stays on screen with the
 * connectivity status, and everything on screen is fetched again once the server answers (below).
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiFailure(error) && error.kind !== 'http') return false;
  if (isApiFailure(error) && (error.status ?? 500) < 500) return false;
  return failureCount < 2;
}

/**
 * A query answered this very moment, by the route's loader just before its screen mounted, is not fetched
 * a second time on mount (a staleTime of 0 made every such screen ask twice). Invalidated data always is, and
 * so is data restored from the device: it was answered in an earlier life of the page, however recent (a
 * reload within a second of a write showed the write's answer, not what the server knew since).
 */
const JUST_FETCHED_MS = 1000;
// when this page life's app started, before the cache is restored (not performance.timeOrigin: test clocks fake it)
const pageStartedAt = Date.now();

export function isJustFetched(dataUpdatedAt: number, now = Date.now(), pageStart = pageStartedAt): boolean {
  return dataUpdatedAt >= pageStart && now - dataUpdatedAt <= JUST_FETCHED_MS;
}

const refetchOnMount = (query: { state: { isInvalidated: boolean; dataUpdatedAt: number } }) =>
  query.state.isInvalidated || !isJustFetched(query.state.dataUpdatedAt);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: staleTimes.default,
      refetchOnMount,
      gcTime: PERSIST_MAX_AGE_MS,
      networkMode: 'offlineFirst',
      retry: shouldRetry,
    },
    mutations: { networkMode: 'offlineFirst', retry: false },
  },
});

// The server answers again: what is on screen is read afresh, so the status and the data agree.
onReachableAgain(() => void queryClient.refetchQueries({ type: 'active' }));

/** How the cache is persisted (query-restore.ts): the buster drops a cache written by another app version. */
export const persistOptions = {
  persister: queryPersister,
  maxAge: PERSIST_MAX_AGE_MS,
  buster: CLIENT_VERSION,
  // Data whose refresh failed (offline, no answer) is still the last good copy: by default only
  // successful queries are kept, so one offline start would erase what the next one needs.
  // A query marked `meta.persist: false` (the member's whole data export) never leaves memory.
  dehydrateOptions: {
    shouldDehydrateQuery: (query: { state: { data: unknown }; meta?: Record<string, unknown> }) =>
      query.state.data !== undefined && query.meta?.persist !== false,
  },
};
