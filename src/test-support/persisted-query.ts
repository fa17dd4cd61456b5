import type { PersistedClient } from '@tanstack/react-query-persist-client';

type PersistedQuery = PersistedClient['clientState']['queries'][number];

/** A successful query's answer as the persister writes it, answered just now. */
export function persistedQuery(queryKey: readonly unknown[], data: unknown): PersistedQuery {
  return {
    queryKey,
    queryHash: JSON.stringify(queryKey),
    dehydratedAt: Date.now(),
    state: {
      data,
      dataUpdateCount: 1,
      dataUpdatedAt: Date.now(),
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
  };
}
