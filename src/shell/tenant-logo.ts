import type { ClubIdentity } from '../api/contract/tenant.ts';
import type { ColorMode } from '../state/colormode.ts';

/*
 * Every tenant's SVGs as emitted asset URLs (no-inline keeps them out of the JS bundle: a page loads
 * only its own club's logo). Keys look like `../../tenants/reval/logo-dark.svg`.
 */
const svgUrls = import.meta.glob<string>('../../tenants/*/logo-*.svg', { query: '?no-inline', import: 'default', eager: true });

/** Only the logo files matter here, so the tests can pass any club's config. */
type ClubLogos = Pick<ClubIdentity, 'id' | 'logo' | 'invoiceLogo'>;

function assetUrl(tenant: ClubLogos, file: string): string {
  const url = svgUrls[`../../tenants/${tenant.id}/${file}`];
  if (url === undefined) throw new Error(`tenants/${tenant.id}/${file} is missing`);
  return url;
}

export function tenantLogoUrl(tenant: ClubLogos, mode: ColorMode): string {
  return assetUrl(tenant, tenant.logo[mode]);
}

export function tenantInvoiceLogoUrl(tenant: ClubLogos): string {
  return assetUrl(tenant, tenant.invoiceLogo);
}
