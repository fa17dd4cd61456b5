import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
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
 * The HMAC key of a secret for signing, imported once per secret: handing jose the raw bytes makes
 * it import them again for every token it signs.
 */
const hmacKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

function hmacKeyOf(secret: Uint8Array): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    // a failed import is not remembered, so the next call tries again
    key.catch(() => hmacKeys.delete(secret));
    hmacKeys.set(secret, key);
  }
  return key;
}

export async function signAccessToken({
  user,
  tenant,
  host,
  keep,
  sessionId,
  now,
  secret,
}: SignInput): Promise<string> {
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
export function verifyAccessToken(
  token: string,
  tenant: TenantId,
  secret: Uint8Array,
  now: Date,
): SessionClaims | null {
  const payload = verifiedPayload(token, secret);
  if (!payload || !claimsHold(payload, tenant, Math.floor(now.getTime() / 1000))) return null;
  const parsed = v.safeParse(SessionClaims, payload);
  return parsed.success && String(parsed.output.clientId) === parsed.output.sub ? parsed.output : null;
}

/**
 * The HS256 key of a secret, made once per secret. Every API call checks a token, and node:crypto's
 * synchronous HMAC costs a fraction of WebCrypto's, which hands each check to the thread pool.
 */
const verifyKeys = new WeakMap<Uint8Array, KeyObject>();

function verifyKeyOf(secret: Uint8Array): KeyObject {
  let key = verifyKeys.get(secret);
  if (!key) {
    key = createSecretKey(secret);
    verifyKeys.set(secret, key);
  }
  return key;
}

/** The header signAccessToken writes (jose keeps the given key order), known good without decoding. */
const ISSUED_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The payload of a compact JWS signed with HS256 by this secret, or null. Only the header alg HS256
 * is accepted (never "none" or another algorithm), and no critical header extensions (this server
 * issues none). The signature must be the exact base64url text signAccessToken writes.
 */
function verifiedPayload(token: string, secret: Uint8Array): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(
    createHmac('sha256', verifyKeyOf(secret)).update(`${header}.${payload}`).digest('base64url'),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (header !== ISSUED_HEADER) {
    const protectedHeader = decodeJson(header);
    if (!isRecord(protectedHeader) || protectedHeader.alg !== 'HS256' || 'crit' in protectedHeader) return null;
  }
  const claims = decodeJson(payload);
  return isRecord(claims) ? claims : null;
}

/** RFC 7519 checks, as jose's jwtVerify made them: our issuer, this tenant as audience, not expired, already valid. */
function claimsHold(claims: Record<string, unknown>, tenant: TenantId, nowSeconds: number): boolean {
  const { iss, aud, exp, nbf, iat } = claims;
  if (iss !== TOKEN_ISSUER) return false;
  if (!(aud === tenant || (Array.isArray(aud) && aud.includes(tenant)))) return false;
  if (exp !== undefined && (typeof exp !== 'number' || exp <= nowSeconds)) return false;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowSeconds)) return false;
  return iat === undefined || typeof iat === 'number';
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
