import { beforeEach, describe, expect, it } from 'vitest';
import { cacheKey, deletePersistedCache, queryPersister } from './query-persist.ts';
import { revokeSession, setToken } from '../state/auth.ts';
import { makeToken } from '../test-support/tokens.ts';

const snapshot = (marker: string) => ({ timestamp: Date.now(), buster: marker, clientState: { queries: [], mutations: [] } });

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
