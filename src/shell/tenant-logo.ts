import type { ColourMode, TenantConfig } from '../../tenants/schema.ts';

/*
 * Every tenant's SVGs as emitted asset URLs (no-inline keeps them out of the JS bundle: a page loads
 * only its own club's logo). Keys look like `../../tenants/reval/logo-dark.svg`.
 */
const svgUrls = import.meta.glob<string>('../../tenants/*/logo-*.svg', { query: '?no-inline', import: 'default', eager: true });

function assetUrl(tenant: TenantConfig, file: string): string {
  const url = svgUrls[`../../tenants/${tenant.id}/${file}`];
  if (url === undefined) throw new Error(`tenants/${tenant.id}/${file} is missing`);
  return url;
}

export function tenantLogoUrl(tenant: TenantConfig, mode: ColourMode): string {
  return assetUrl(tenant, tenant.logo[mode]);
}

export function tenantInvoiceLogoUrl(tenant: TenantConfig): string {
  return assetUrl(tenant, tenant.invoiceLogo);
}
