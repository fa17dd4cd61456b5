import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTenant, tenants } from '../../tenants/registry.ts';
import { clubIdentity } from '../../tenants/club-identity.ts';
import { CLUB_IDENTITY_ELEMENT_ID } from '../api/contract/tenant.ts';
import { tenantInvoiceLogoUrl, tenantLogoUrl } from './tenant-logo.ts';
import { currentTenant } from './current-tenant.ts';

describe('tenant logos and current tenant', () => {
  afterEach(() => vi.resetModules());

  it('has a logo per mode and an invoice logo for every club', () => {
    for (const tenant of Object.values(tenants)) {
      expect(tenantLogoUrl(tenant, 'light')).toMatch(/logo-light\.svg/);
      expect(tenantLogoUrl(tenant, 'dark')).toMatch(/logo-dark\.svg/);
      expect(tenantInvoiceLogoUrl(tenant)).toMatch(/\.svg/);
    }
  });

  it('is the club the server wrote into the page (the test page carries the default club)', () => {
    expect(currentTenant).toEqual(clubIdentity(getTenant('default')));
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
