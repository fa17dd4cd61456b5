import { describe, expect, it } from 'vitest';
import { tenants } from '../../tenants/registry.ts';
import { tenantInvoiceLogoUrl, tenantLogoUrl } from './tenant-logo.ts';
import { currentTenant } from './tenant-theme.ts';

describe('tenant logos and current tenant', () => {
  it('has a logo per mode and an invoice logo for every club', () => {
    for (const tenant of Object.values(tenants)) {
      expect(tenantLogoUrl(tenant, 'light')).toMatch(/logo-light\.svg/);
      expect(tenantLogoUrl(tenant, 'dark')).toMatch(/logo-dark\.svg/);
      expect(tenantInvoiceLogoUrl(tenant)).toMatch(/\.svg/);
    }
  });

  it('takes the tenant from the page host (the test page runs on localhost: default)', () => {
    expect(currentTenant.id).toBe('default');
  });
});
