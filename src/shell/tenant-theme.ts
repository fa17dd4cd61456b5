import type { TenantConfig } from '../../tenants/schema.ts';
import { getTenant, resolveTenant } from '../../tenants/registry.ts';

/*
 * The club's colours reach the page as CSS variables in its index.html (tenants/theme-css.ts, put there by
 * the server), so no theme code runs in the browser: this module only says which club the page belongs to.
 */

/** The tenant never changes while a page lives: it is fixed by the host the app was opened from. */
export const currentTenant: TenantConfig = getTenant(resolveTenant(globalThis.location?.host ?? ''));

/** The current club's config (name, logos, invoice settings) for the top bar and other screens. */
export function useTenant(): TenantConfig {
  return currentTenant;
}
