import { describe, expect, it } from 'vitest';
import { isSkipWaitingMessage, isTenantAsset, navigationDenylist } from './sw-rules.ts';

const fallsBackToIndex = (path: string) => !navigationDenylist.some((pattern) => pattern.test(path));

describe('service worker rules', () => {
  it('answers app navigations with index.html, never the API or server-rendered files', () => {
    for (const path of ['/', '/calendar', '/public/vouchers', '/invoices/12', '/login'])
      expect(fallsBackToIndex(path)).toBe(true);
    for (const path of [
      '/api/0.1/user/contract',
      '/sw.js',
      '/manifest.webmanifest',
      '/favicon.svg',
      '/icons/icon-192.png',
    ]) {
      expect(fallsBackToIndex(path)).toBe(false);
    }
  });

  it('keeps the club files for offline starts', () => {
    for (const path of ['/manifest.webmanifest', '/favicon.svg', '/icons/icon-512.png', '/tenant/logo-dark.svg']) {
      expect(isTenantAsset(path)).toBe(true);
    }
    for (const path of ['/api/0.1/page/', '/assets/index-abc.js', '/index.html'])
      expect(isTenantAsset(path)).toBe(false);
  });

  it('recognises only the SKIP_WAITING message', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
    for (const data of [null, 'SKIP_WAITING', { type: 'OTHER' }, {}]) expect(isSkipWaitingMessage(data)).toBe(false);
  });
});
