import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_VERSION } from './contract/tenant.ts';
import { queryClient } from './query-client.ts';
import { queryPersister } from './query-persist.ts';
import { restoreQueryCache } from './query-restore.ts';
import { revokeSession, setToken } from '../state/auth.ts';
import { makeToken } from '../test-support/tokens.ts';
import { persistedQuery } from '../test-support/persisted-query.ts';

const persistedKeys = async () =>
  (await queryPersister.restoreClient())?.clientState.queries.map((query) => query.queryKey[0]) ?? [];

describe('the persisted query cache at start-up', () => {
  beforeEach(() => {
    revokeSession('logout');
    queryClient.clear();
  });

  it('is back in the query client when the restore ends (the app renders after it), and keeps being written', async () => {
    setToken(makeToken({ clientId: 5 }));
    await queryPersister.persistClient({
      timestamp: Date.now(),
      buster: CLIENT_VERSION,
      clientState: { mutations: [], queries: [persistedQuery(['card'], { code: 'A1' })] },
    });

    const restoring = restoreQueryCache();
    // Fetched by the session's start-up while the cache was being read: kept too.
    queryClient.setQueryData(['account'], { status: 0 });
    await restoring;

    expect(queryClient.getQueryData(['card'])).toEqual({ code: 'A1' });
    await vi.waitFor(async () => expect(await persistedKeys()).toEqual(expect.arrayContaining(['card', 'account'])), {
      timeout: 3000,
    });

    // A later answer is written as it comes (the persister writes at most once a second).
    queryClient.setQueryData(['workouts'], []);
    await vi.waitFor(async () => expect(await persistedKeys()).toContain('workouts'), { timeout: 3000 });
  });

  it('drops a cache another app version wrote, and starts empty', async () => {
    setToken(makeToken({ clientId: 6 }));
    await queryPersister.persistClient({
      timestamp: Date.now(),
      buster: 'an older version',
      clientState: { mutations: [], queries: [persistedQuery(['card'], { code: 'OLD' })] },
    });

    await restoreQueryCache();

    expect(queryClient.getQueryData(['card'])).toBeUndefined();
  });
});
