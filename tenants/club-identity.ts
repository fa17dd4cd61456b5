import { CLUB_IDENTITY_ELEMENT_ID, type ClubIdentity } from '../src/api/contract/tenant.ts';
import type { TenantConfig } from './schema.ts';

/** A club's logo per colour mode, as the URLs the page loads them from. */
export type LogoUrls = ClubIdentity['logo'];

/**
 * Without a build (tests, the dev server's page) the logos' URLs are the server's own per-host routes
 * (server/routes/tenant-assets.ts); a built app passes the build's hashed files (server/routes/built-app.ts).
 */
export const unbuiltLogoUrls: LogoUrls = { light: '/tenant/logo-light.svg', dark: '/tenant/logo-dark.svg' };

/** The part of a club's config the browser uses (names, the logos' URLs, chart colours). */
export function clubIdentity(tenant: TenantConfig, logoUrls: LogoUrls = unbuiltLogoUrls): ClubIdentity {
  return {
    id: tenant.id,
    title: tenant.title,
    brandName: tenant.brandName,
    shortName: tenant.shortName,
    logo: { light: logoUrls.light, dark: logoUrls.dark },
    pie: { light: tenant.theme.light.pie, dark: tenant.theme.dark.pie },
  };
}

/** The identity as a JSON data block for index.html (not executed, so the CSP allows it); `<` is escaped. */
export function clubIdentityScript(tenant: TenantConfig, logoUrls?: LogoUrls): string {
  const json = JSON.stringify(clubIdentity(tenant, logoUrls)).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${CLUB_IDENTITY_ELEMENT_ID}">${json}</script>`;
}
