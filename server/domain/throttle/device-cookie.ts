import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TenantId } from '../../../src/api/contract/tenant.ts';

/** How long a browser stays recognised after its last successful login to an account. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** Domain separation: the JWT secret also signs access tokens; a device token must never pass for one, nor the reverse. */
const mac = (secret: Uint8Array, tenant: TenantId, userId: number, issuedAt: number) =>
  createHmac('sha256', secret).update(`device-cookie\n${tenant}\n${userId}\n${issuedAt}`).digest('base64url');

/**
 * Proof that this browser logged in to this account before (OWASP's "device cookie"): `userId.issuedAt.mac`.
 * It grants nothing but an exemption from the per-address spray wait; the password is still checked.
 */
export function deviceToken(secret: Uint8Array, tenant: TenantId, userId: number, now: Date): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return `${userId}.${issuedAt}.${mac(secret, tenant, userId, issuedAt)}`;
}

/** Whether the token was issued by this server, for this club's account, within its lifetime. */
export function isRecognisedDevice(
  token: string | undefined,
  secret: Uint8Array,
  tenant: TenantId,
  userId: number,
  now: Date,
): boolean {
  const match = token ? /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
  if (!match || Number(match[1]) !== userId) return false;
  const issuedAt = Number(match[2]);
  const age = now.getTime() / 1000 - issuedAt;
  if (age < -60 || age > DEVICE_COOKIE_MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(mac(secret, tenant, userId, issuedAt));
  const given = Buffer.from(match[3] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
