import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import { SessionClaims } from '../../src/api/contract/account.ts';
import type { TenantId } from '../../src/api/contract/tenant.ts';
import type { UserRow } from './users.ts';

export const TOKEN_ISSUER = 'club-booking';
/** Access tokens are short-lived; the refresh cookie renews them. */
export const ACCESS_TOKEN_SECONDS = 5 * 60;

type SignInput = {
  user: UserRow;
  tenant: TenantId;
  host: string;
  keep: boolean;
  /** The refresh-token family (login session) this token belongs to. */
  sessionId: string;
  now: Date;
  secret: Uint8Array;
};

/**
 * The HMAC key of a secret, imported once per secret: handing jose the raw bytes makes it
 * import them again for every token it signs or checks.
 */
const hmacKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

function hmacKeyOf(secret: Uint8Array): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    // a failed import is not remembered, so the next call tries again
    key.catch(() => hmacKeys.delete(secret));
    hmacKeys.set(secret, key);
  }
  return key;
}

export async function signAccessToken({ user, tenant, host, keep, sessionId, now, secret }: SignInput): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_SECONDS;
  return new SignJWT({
    clientId: user.id,
    clientCode: user.client_code,
    trainerId: user.trainer_id,
    isAdmin: user.is_admin,
    canSeeRegistrations: user.can_see_registrations,
    canManageRegistrations: user.can_manage_registrations,
    keep,
    email: user.email,
    phone: user.phone,
    firstName: user.first_name,
    lastName: user.last_name,
    needsUpdate: user.needs_update,
    host,
    expiry: exp,
    sid: sessionId,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(tenant)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(await hmacKeyOf(secret));
}

/** The claims of a valid token for this tenant at this time, or null (bad signature, expired, other tenant, bad shape). */
export async function verifyAccessToken(
  token: string,
  tenant: TenantId,
  secret: Uint8Array,
  now: Date,
): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKeyOf(secret), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: tenant,
      currentDate: now,
      clockTolerance: 0,
    });
    const parsed = v.safeParse(SessionClaims, payload);
    return parsed.success && String(parsed.output.clientId) === parsed.output.sub ? parsed.output : null;
  } catch {
    return null;
  }
}

const SessionId = v.object({ sid: v.string() });

/** The login session of an already verified bearer token (see signAccessToken's sid). */
export function sessionIdOf(authorization: string | undefined): string | undefined {
  const token = authorization?.replace(/^Bearer /, '');
  if (!token) return undefined;
  try {
    const parsed = v.safeParse(SessionId, decodeJwt(token));
    return parsed.success ? parsed.output.sid : undefined;
  } catch {
    return undefined;
  }
}
