import { CLUB_IDENTITY_ELEMENT_ID, type ClubIdentity } from '../src/api/contract/tenant.ts';
import type { TenantConfig } from './schema.ts';

/** The part of a club's config the browser uses (names, logo files, chart colours). */
export function clubIdentity(tenant: TenantConfig): ClubIdentity {
  return {
    id: tenant.id,
    title: tenant.title,
    brandName: tenant.brandName,
    logo: tenant.logo,
    invoiceLogo: tenant.invoiceLogo,
    pie: { light: tenant.theme.light.pie, dark: tenant.theme.dark.pie },
  };
}

/** The identity as a JSON data block for index.html (not executed, so the CSP allows it); `<` is escaped. */
export function clubIdentityScript(tenant: TenantConfig): string {
  const json = JSON.stringify(clubIdentity(tenant)).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${CLUB_IDENTITY_ELEMENT_ID}">${json}</script>`;
}
