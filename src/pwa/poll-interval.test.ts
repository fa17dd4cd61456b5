import { describe, expect, it } from 'vitest';
import { UPDATE_POLL_MS, updatePollMs } from './poll-interval.ts';
import { cacheBustedUrl, isPublicPath } from './public-paths.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('updatePollMs', () => {
  it('is 30 s by default', () => {
    expect(updatePollMs('', undefined, memoryStorage())).toBe(UPDATE_POLL_MS);
    expect(UPDATE_POLL_MS).toBe(30_000);
  });

  it('takes a test build setting, and a query setting kept for the tab', () => {
    expect(updatePollMs('', '2000', memoryStorage())).toBe(2000);
    const session = memoryStorage();
    expect(updatePollMs('?sw-poll=1000', '2000', session)).toBe(1000);
    expect(updatePollMs('?other=1', undefined, session)).toBe(1000);
  });

  it('ignores nonsense and never polls faster than every 500 ms', () => {
    expect(updatePollMs('?sw-poll=abc', undefined, memoryStorage())).toBe(UPDATE_POLL_MS);
    expect(updatePollMs('?sw-poll=1', undefined, memoryStorage())).toBe(500);
  });
});

describe('public paths', () => {
  it.each(['/public', '/public/vouchers', '/tickets', '/login'])('%s is public', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });
  it.each(['/', '/calendar', '/publications', '/profile', '/invoices/3'])('%s is not', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });

  it('adds a cache-busting parameter and keeps the rest of the address', () => {
    expect(cacheBustedUrl('http://reval.localhost:8080/public?date=2026-01-02#x', 36 ** 3)).toBe(
      'http://reval.localhost:8080/public?date=2026-01-02&sw-reload=1000#x',
    );
  });
});
