import type { SessionClaims } from '../api/contract/account.ts';

/** An unsigned JWT-shaped token carrying the given claims (the client never verifies signatures). */
export function makeToken(overrides: Partial<SessionClaims> = {}, expiresInSeconds = 300, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + expiresInSeconds;
  const claims: SessionClaims = {
    clientId: 7,
    clientCode: 'C-7',
    trainerId: null,
    isAdmin: false,
    canSeeRegistrations: false,
    canManageRegistrations: false,
    keep: false,
    email: 'kati@example.com',
    phone: '+3725550000',
    firstName: 'Kati',
    lastName: 'Karu',
    needsUpdate: false,
    host: 'localhost',
    expiry: exp,
    sub: '7',
    iat: Math.floor(now / 1000),
    exp,
    iss: 'club-booking',
    aud: 'club-booking',
    ...overrides,
  };
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}
