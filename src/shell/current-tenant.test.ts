import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTenant } from '../../tenants/registry.ts';
import { clubIdentity } from '../../tenants/club-identity.ts';
import { CLUB_IDENTITY_ELEMENT_ID } from '../api/contract/tenant.ts';
import { clubTitle, currentTenant } from './current-tenant.ts';

describe('current tenant', () => {
  afterEach(() => vi.resetModules());

  it('is the club the server wrote into the page (the test page carries the default club)', () => {
    expect(currentTenant).toEqual(clubIdentity(getTenant('default')));
  });

  it("takes the logos' URLs from the page: the app ships no table of every club's logo files", () => {
    expect(currentTenant.logo).toEqual({ light: '/tenant/logo-light.svg', dark: '/tenant/logo-dark.svg' });
  });

  it("gives the club's title in the app's language, and in English before one is active", () => {
    const title = getTenant('default').title;
    expect(clubTitle('et')).toBe(title.et);
    expect(clubTitle('lv')).toBe(title.lv);
    expect(clubTitle(undefined)).toBe(title.en);
    expect(title.et).not.toBe(title.en);
  });

  it('refuses to start on a page without a valid club identity', async () => {
    const element = document.getElementById(CLUB_IDENTITY_ELEMENT_ID);
    const original = element?.textContent ?? '';
    element!.textContent = JSON.stringify({ id: 'nowhere' });
    vi.resetModules();
    await expect(import('./current-tenant.ts')).rejects.toThrow(/club-identity/);
    element!.textContent = original;
  });
});
