import type { TenantId } from '../../src/api/contract/tenant.ts';
import { resolveTenant as resolveFromRegistry } from '../../tenants/registry.ts';

/**
 * The tenant serving a request host: a tenant's configured host, else a first label that is a
 * tenant id (`reval.localhost:8080`), else default (docs/architecture.md#clubs-tenants). IPv6 literals are never tenants.
 */
export function resolveTenant(host: string): TenantId {
  return host.trim().startsWith('[') ? 'default' : resolveFromRegistry(host);
}
