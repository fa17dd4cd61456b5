import type { SessionClaims } from '../../../src/api/contract/account.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { ApiKeyCaller } from './authenticate.ts';

/**
 * A key's claims, so the routes' role checks answer it as they answer staff: `admin` as the club's admin,
 * `trainer` as registration staff (may see and manage every class's registrations, no trainer of its own),
 * `timetable` as no role. It is no person: clientId 0 names no user, and guards.ts refuses it where a route
 * acts for the caller themself.
 */
export function keyClaims(key: ApiKeyCaller, tenant: TenantId, host: string, now: Date): SessionClaims {
  const admin = key.scopes.includes('admin');
  const staff = admin || key.scopes.includes('trainer');
  const seconds = Math.floor(now.getTime() / 1000);
  return {
    clientId: 0,
    clientCode: '',
    trainerId: null,
    isAdmin: admin,
    canSeeRegistrations: staff,
    canManageRegistrations: staff,
    keep: false,
    email: '',
    phone: '',
    firstName: key.name,
    lastName: '',
    needsUpdate: false,
    host,
    expiry: seconds,
    sub: `apikey:${key.id}`,
    iat: seconds,
    exp: seconds,
    iss: 'api-key',
    aud: tenant,
  };
}
