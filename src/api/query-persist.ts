import { createStore, del, get, set } from 'idb-keyval';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { authState } from '../state/auth.ts';
import type { TenantId } from './contract/tenant.ts';
import { currentTenant } from '../shell/current-tenant.ts';
import { languageState } from '../state/language.ts';

/** How long a persisted cache stays usable offline; the query client's gcTime is at least this. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const store = createStore('club-booking', 'query-cache');

/** The cache belongs to one tenant and one user; anonymous visitors share the tenant's public cache. */
export function cacheKey(
  clientId: number | null = authState.userClaims?.clientId ?? null,
  tenant: TenantId = currentTenant.id,
): string {
  return `query-cache:${tenant}:${clientId ?? 'anonymous'}`;
}

/** The persisted cache with the app's language when it was written. */
type StampedClient = PersistedClient & { language?: string };

/** An infinite query's answer: its pages and the cursor each was read with. */
function isInfiniteData(data: unknown): data is { pages: unknown[]; pageParams: unknown[] } {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as { pages?: unknown }).pages) &&
    Array.isArray((data as { pageParams?: unknown }).pageParams)
  );
}

/**
 * A list read page by page keeps only its first page on disk: that is what opens offline, and a member who
 * scrolled through years of invoices does not make every later write of the cache (and each start) slower.
 */
function firstPageOnly(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) => {
    const data: unknown = query.state.data;
    if (!isInfiniteData(data) || data.pages.length <= 1) return query;
    return {
      ...query,
      state: { ...query.state, data: { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } },
    };
  });
  return { ...client, clientState: { ...client.clientState, queries } };
}

export function serializeCache(client: PersistedClient): string {
  return JSON.stringify({ ...firstPageOnly(client), language: languageState.language } satisfies StampedClient);
}

/**
 * The server names classes, rooms, clubs, cards and packages in the request's language. A cache written
 * in another language (the language changed before the refetched answers were kept) still shows while
 * offline, but every answer in it counts as stale, so it is read afresh in this language once online.
 */
export function deserializeCache(text: string): PersistedClient {
  const { language, ...client } = JSON.parse(text) as StampedClient;
  if (language === languageState.language) return client;
  const queries = client.clientState.queries.map((query) => ({
    ...query,
    state: { ...query.state, isInvalidated: true },
  }));
  return { ...client, clientState: { ...client.clientState, queries } };
}

/*
 * The persister asks for one fixed key; the storage maps it to the current tenant and user at
 * each read and write, so a login or logout moves the cache without rebuilding the provider.
 */
export const queryPersister = createAsyncStoragePersister({
  storage: {
    getItem: async () => (await get<string>(cacheKey(), store)) ?? null,
    setItem: (_key: string, value: string) => set(cacheKey(), value, store),
    removeItem: () => del(cacheKey(), store),
  },
  throttleTime: 1000,
  serialize: serializeCache,
  deserialize: deserializeCache,
});

/** Logout deletes the user's persisted cache (docs/behaviour.md#sessions-accounts-and-states, docs/architecture.md#offline). */
export function deletePersistedCache(clientId: number | null): Promise<void> {
  return del(cacheKey(clientId), store);
}
