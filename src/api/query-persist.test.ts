import { beforeEach, describe, expect, it } from 'vitest';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { cacheKey, deletePersistedCache, queryPersister } from './query-persist.ts';
import { languageState } from '../state/language.ts';
import { revokeSession, setToken } from '../state/auth.ts';
import { makeToken } from '../test-support/tokens.ts';
import { persistedQuery } from '../test-support/persisted-query.ts';

const snapshot = (marker: string) => ({
  timestamp: Date.now(),
  buster: marker,
  clientState: { queries: [], mutations: [] },
});

describe('persisted query cache', () => {
  beforeEach(() => revokeSession('logout'));

  it('is keyed by tenant (the page’s club) and user', () => {
    expect(cacheKey(7, 'reval')).toBe('query-cache:reval:7');
    expect(cacheKey(null)).toBe('query-cache:default:anonymous');
  });

  it('keeps each user’s cache apart and deletes only the one logged out', async () => {
    setToken(makeToken({ clientId: 1 }));
    await queryPersister.persistClient(snapshot('one'));
    setToken(makeToken({ clientId: 2 }));
    await queryPersister.persistClient(snapshot('two'));

    expect((await queryPersister.restoreClient())?.buster).toBe('two');
    await deletePersistedCache(2);
    expect(await queryPersister.restoreClient()).toBeUndefined();

    setToken(makeToken({ clientId: 1 }));
    expect((await queryPersister.restoreClient())?.buster).toBe('one');
  });
});

describe('persisted query cache and the language', () => {
  beforeEach(() => revokeSession('logout'));

  const withSchedule = (): PersistedClient => ({
    timestamp: Date.now(),
    buster: 'v',
    clientState: {
      mutations: [],
      queries: [persistedQuery(['schedule', 'list'], [{ name: 'Morning yoga' }])],
    },
  });

  it('keeps answers fresh in the language they were written in', async () => {
    languageState.language = 'et';
    await queryPersister.persistClient(withSchedule());
    const restored = await queryPersister.restoreClient();
    expect(restored?.clientState.queries[0]?.state).toMatchObject({
      data: [{ name: 'Morning yoga' }],
      isInvalidated: false,
    });
  });

  it('shows answers of another language but reads them afresh', async () => {
    languageState.language = 'en';
    await queryPersister.persistClient(withSchedule());
    languageState.language = 'lv';
    const restored = await queryPersister.restoreClient();
    expect(restored?.clientState.queries[0]?.state).toMatchObject({
      data: [{ name: 'Morning yoga' }],
      isInvalidated: true,
    });
  });
});

describe('persisted query cache and lists read page by page', () => {
  beforeEach(() => revokeSession('logout'));

  it('keeps only the first page of a list, and every other answer whole', async () => {
    const pages = {
      pages: [
        { items: [1, 2], nextCursor: 'a' },
        { items: [3], nextCursor: null },
      ],
      pageParams: [null, 'a'],
    };
    await queryPersister.persistClient({
      timestamp: Date.now(),
      buster: 'v',
      clientState: {
        mutations: [],
        queries: [persistedQuery(['invoices', 'list'], pages), persistedQuery(['schedule'], [{ pages: [1, 2] }])],
      },
    });
    const restored = await queryPersister.restoreClient();
    expect(restored?.clientState.queries.map((query) => query.state.data)).toEqual([
      { pages: [{ items: [1, 2], nextCursor: 'a' }], pageParams: [null] },
      [{ pages: [1, 2] }],
    ]);
  });
});
