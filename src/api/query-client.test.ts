import { afterEach, describe, expect, it } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { isJustFetched, queryClient } from './query-client.ts';

/** Mounts an observer (what useQuery does) and counts the fetches its mount causes. */
async function fetchesOnMount(key: string): Promise<number> {
  let calls = 0;
  const observer = new QueryObserver(queryClient, { queryKey: [key], queryFn: () => ++calls, staleTime: 0 });
  const unsubscribe = observer.subscribe(() => {});
  await new Promise((resolve) => setTimeout(resolve, 0));
  unsubscribe();
  return calls;
}

describe('the query client', () => {
  afterEach(() => queryClient.clear());

  it('does not fetch again on mount what the route loader fetched a moment ago', async () => {
    await queryClient.prefetchQuery({ queryKey: ['just-loaded'], queryFn: () => 'from the loader' });
    expect(await fetchesOnMount('just-loaded')).toBe(0);
  });

  it('fetches on mount what is older (staleTime 0 means each visit reads afresh)', async () => {
    queryClient.setQueryData(['older'], 'from before', { updatedAt: Date.now() - 5_000 });
    expect(await fetchesOnMount('older')).toBe(1);
  });

  it('fetches on mount what a write has just invalidated', async () => {
    await queryClient.prefetchQuery({ queryKey: ['invalidated'], queryFn: () => 'before the write' });
    await queryClient.invalidateQueries({ queryKey: ['invalidated'], refetchType: 'none' });
    expect(await fetchesOnMount('invalidated')).toBe(1);
  });

  it('counts as just fetched only what this page life fetched within the second', () => {
    const now = Date.now();
    expect(isJustFetched(now - 200, now, now - 5_000)).toBe(true);
    expect(isJustFetched(now - 2_000, now, now - 5_000)).toBe(false);
    // restored from the device: written a moment before the reload, still from the earlier page
    expect(isJustFetched(now - 200, now, now - 100)).toBe(false);
  });
});
