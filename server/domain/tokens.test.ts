import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAccessToken, TOKEN_ISSUER, verifyAccessToken } from './tokens.ts';
import type { UserRow } from './users.ts';

const secret = randomBytes(32);
const now = new Date('2026-03-02T10:00:00Z');
const nowSeconds = now.getTime() / 1000;
const user: UserRow = {
  id: 42,
  username: 'm',
  email: 'm@example.test',
  phone: '+3725550000',
  first_name: 'Mari',
  last_name: 'Maasikas',
  gender: 'female',
  password_hash: 'x',
  client_code: 'C42',
  status: 0,
  is_admin: false,
  trainer_id: null,
  can_see_registrations: false,
  can_manage_registrations: false,
  needs_update: false,
};
const issue = () =>
  signAccessToken({ user, tenant: 'reval', host: 'reval.example', keep: false, sessionId: 's1', now, secret });

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token with any header and claims, signed with key (the right secret unless told). */
function handMade(header: unknown, claims: Record<string, unknown>, key: Uint8Array = secret): string {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
}

async function claimsOf(): Promise<Record<string, unknown>> {
  const [, payload] = (await issue()).split('.');
  return JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('verifyAccessToken', () => {
  it('answers the claims of a token it issued, for its tenant, until it expires', async () => {
    const token = await issue();
    expect(verifyAccessToken(token, 'reval', secret, now)).toMatchObject({
      clientId: 42,
      sub: '42',
      aud: 'reval',
      iss: TOKEN_ISSUER,
    });
    expect(verifyAccessToken(token, 'reval', secret, new Date(now.getTime() + 299_999))).not.toBeNull();
    // exp is the first second it is no longer valid
    expect(verifyAccessToken(token, 'reval', secret, new Date(now.getTime() + 300_000))).toBeNull();
  });

  it('refuses another tenant, another secret and any change to the text', async () => {
    const token = await issue();
    expect(verifyAccessToken(token, 'default', secret, now)).toBeNull();
    expect(verifyAccessToken(token, 'reval', randomBytes(32), now)).toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const other = b64({ ...(await claimsOf()), clientId: 1, sub: '1' });
    expect(verifyAccessToken(`${header}.${other}.${signature}`, 'reval', secret, now)).toBeNull();
    expect(verifyAccessToken(`${header}.${payload}.${signature}=`, 'reval', secret, now)).toBeNull();
    expect(verifyAccessToken(`${header}.${payload}`, 'reval', secret, now)).toBeNull();
    expect(verifyAccessToken('not-a-token', 'reval', secret, now)).toBeNull();
  });

  it('accepts only HS256 and no critical header extensions', async () => {
    const claims = await claimsOf();
    expect(verifyAccessToken(handMade({ typ: 'JWT', alg: 'HS256' }, claims), 'reval', secret, now)).not.toBeNull();
    expect(verifyAccessToken(handMade({ alg: 'HS384', typ: 'JWT' }, claims), 'reval', secret, now)).toBeNull();
    expect(
      verifyAccessToken(handMade({ alg: 'HS256', crit: ['exp'], exp: 1 }, claims), 'reval', secret, now),
    ).toBeNull();
    const unsigned = `${b64({ alg: 'none' })}.${b64(claims)}.`;
    expect(verifyAccessToken(unsigned, 'reval', secret, now)).toBeNull();
  });

  it('checks issuer, audience, not-before and the claims shape', async () => {
    const claims = await claimsOf();
    const header = { alg: 'HS256', typ: 'JWT' };
    const verify = (changed: Record<string, unknown>) =>
      verifyAccessToken(handMade(header, { ...claims, ...changed }), 'reval', secret, now);
    expect(verify({ aud: ['default', 'reval'] })).not.toBeNull();
    expect(verify({ iss: 'someone-else' })).toBeNull();
    expect(verify({ iss: undefined })).toBeNull();
    expect(verify({ aud: ['default'] })).toBeNull();
    expect(verify({ nbf: nowSeconds + 1 })).toBeNull();
    expect(verify({ nbf: nowSeconds })).not.toBeNull();
    expect(verify({ exp: String(nowSeconds + 60) })).toBeNull();
    expect(verify({ iat: 'yesterday' })).toBeNull();
    expect(verify({ sub: '43' })).toBeNull();
    expect(verify({ isAdmin: 'yes' })).toBeNull();
    expect(
      verifyAccessToken(handMade(header, [claims] as unknown as Record<string, unknown>), 'reval', secret, now),
    ).toBeNull();
  });
});
