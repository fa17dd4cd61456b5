import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';
import { loginBody, testDevice, tokenOf } from '../test-support/login.ts';

/** The refresh cookie's value and attributes from a response. */
function refreshCookie(res: Response) {
  const header = res.headers.getSetCookie().find((c) => c.startsWith('refresh_token='));
  const value = header?.split(';')[0]?.slice('refresh_token='.length) ?? '';
  return { header: header ?? '', value };
}

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.close());

async function loginAs(username: string, password: string, opts: { keep?: boolean; tenant?: 'main' | 'other' } = {}) {
  return t.request('POST', '/account/login', { body: loginBody(username, password, opts.keep), tenant: opts.tenant });
}

async function refresh(cookie: string, tenant: 'main' | 'other' = 'main') {
  return t.request('POST', '/account/refresh', {
    body: { deviceParameters: testDevice },
    headers: { Cookie: `refresh_token=${cookie}` },
    tenant,
  });
}

describe('POST /account/login', () => {
  it('gives a short-lived token with the session claims and sets the refresh cookie', async () => {
    const res = await loginAs('member', 'Member1234');
    expect(res.status).toBe(200);
    const token = await tokenOf(res);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      clientId: t.fixture.main.users.member,
      firstName: 'Kati',
      lastName: 'Kask',
      trainerId: null,
      isAdmin: false,
      keep: false,
      host: 'localhost:8080',
      aud: 'default',
      iss: 'club-booking',
      sub: String(t.fixture.main.users.member),
    });
    expect(claims.exp! - claims.iat!).toBe(300);
    expect(claims.expiry).toBe(claims.exp);
    const cookie = refreshCookie(res);
    expect(cookie.value.length).toBeGreaterThan(30);
    expect(cookie.header).toMatch(/HttpOnly/);
    expect(cookie.header).toMatch(/SameSite=Strict/);
    expect(cookie.header).toMatch(/Path=\/api\/0\.1\/account/);
    expect(cookie.header).not.toMatch(/Expires|Max-Age/);
    expect(cookie.header).not.toMatch(/Secure/);
  });

  it('accepts the e-mail address and marks trainers and admins', async () => {
    const res = await loginAs('ADMIN@default.example.com', 'Admin1234');
    expect(res.status).toBe(200);
    const claims = decodeJwt(await tokenOf(res));
    expect(claims).toMatchObject({
      isAdmin: true,
      trainerId: t.fixture.main.refs.trainerIds[1],
      canManageRegistrations: true,
    });
  });

  it('keeps a long-lived cookie when asked to', async () => {
    const res = await loginAs('member2', 'Member1234', { keep: true });
    expect(decodeJwt(await tokenOf(res)).keep).toBe(true);
    const expires = /Expires=([^;]+)/.exec(refreshCookie(res).header)?.[1];
    expect(new Date(expires!).getTime() - t.clock.now().getTime()).toBeGreaterThan(29 * 24 * 3600_000);
  });

  it('sets Secure on the cookie over https', async () => {
    const res = await t.app.request('https://localhost/api/0.1/account/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(loginBody('member', 'Member1234')),
    });
    expect(refreshCookie(res).header).toMatch(/Secure/);
  });

  it('lets a blocked member log in (they only may not book)', async () => {
    expect((await loginAs('blocked', 'Blocked1234')).status).toBe(200);
  });

  it('answers wrongUsernameOrPassword for a wrong password or unknown user', async () => {
    for (const res of [await loginAs('member', 'Wrong1234'), await loginAs('nobody', 'Member1234')]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ errors: ['wrongUsernameOrPassword'], code: 401 });
    }
  });

  it('issues tokens per tenant: the other tenant refuses them', async () => {
    const res = await loginAs('member', 'Member1234', { tenant: 'other' });
    const token = await tokenOf(res);
    expect(decodeJwt(token).aud).toBe('reval');
    const onMain = await t.request('GET', '/user/account/profile', { headers: { Authorization: `Bearer ${token}` } });
    expect(onMain.status).toBe(401);
    const onOther = await t.request('GET', '/user/account/profile', {
      tenant: 'other',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(onOther.status).toBe(200);
    expect(((await onOther.json()) as { clientId: number }).clientId).toBe(t.fixture.other.users.member);
  });

  it('refuses expired and forged tokens', async () => {
    const res = await loginAs('member', 'Member1234');
    const token = await tokenOf(res);
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await t.request('GET', '/user/card', { headers: { Authorization: `Bearer ${forged}` } })).status).toBe(401);
    t.clock.advance(301_000);
    try {
      expect((await t.request('GET', '/user/card', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(
        401,
      );
    } finally {
      t.clock.advance(-301_000);
    }
  });
});

describe('POST /account/refresh', () => {
  it('rotates the refresh token and gives a fresh access token', async () => {
    const first = refreshCookie(await loginAs('member', 'Member1234')).value;
    const res = await refresh(first);
    expect(res.status).toBe(200);
    const second = refreshCookie(res).value;
    expect(second).not.toBe(first);
    expect(decodeJwt(await tokenOf(res)).clientId).toBe(t.fixture.main.users.member);
    expect((await refresh(second)).status).toBe(200);
  });

  it('revokes the whole family when a used token comes back', async () => {
    const first = refreshCookie(await loginAs('member', 'Member1234')).value;
    const second = refreshCookie(await refresh(first)).value;
    t.clock.advance(11_000);
    try {
      const reused = await refresh(first);
      expect(reused.status).toBe(401);
      expect(await reused.json()).toEqual({ errors: ['sessionRefreshFailed'], code: 401 });
      // the thief's replay also ends the legitimate session
      expect((await refresh(second)).status).toBe(401);
    } finally {
      t.clock.advance(-11_000);
    }
  });

  it('lets two tabs refresh with the same token at the same moment', async () => {
    const first = refreshCookie(await loginAs('member', 'Member1234')).value;
    const [a, b] = await Promise.all([refresh(first), refresh(first)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(refreshCookie(a).value).not.toBe(refreshCookie(b).value);
    expect((await refresh(refreshCookie(b).value)).status).toBe(200);
  });

  it('refuses a missing, unknown, expired or other tenant token', async () => {
    expect((await t.request('POST', '/account/refresh', { body: { deviceParameters: testDevice } })).status).toBe(401);
    expect((await refresh('not-a-token')).status).toBe(401);
    const cookie = refreshCookie(await loginAs('member', 'Member1234')).value;
    expect((await refresh(cookie, 'other')).status).toBe(401);
    const fresh = refreshCookie(await loginAs('member', 'Member1234')).value;
    t.clock.advance(12 * 3600_000 + 1);
    try {
      expect((await refresh(fresh)).status).toBe(401);
    } finally {
      t.clock.advance(-(12 * 3600_000 + 1));
    }
  });

  it('answers 400 invalidInput without device parameters', async () => {
    const cookie = refreshCookie(await loginAs('member', 'Member1234')).value;
    const res = await t.request('POST', '/account/refresh', {
      body: {},
      headers: { Cookie: `refresh_token=${cookie}` },
    });
    expect(res.status).toBe(400);
  });
});

describe('POST /account/logout', () => {
  it('revokes the session family and clears the cookie', async () => {
    const first = refreshCookie(await loginAs('member', 'Member1234')).value;
    const second = refreshCookie(await refresh(first)).value;
    const res = await t.request('POST', '/account/logout', { headers: { Cookie: `refresh_token=${first}` } });
    expect(res.status).toBe(204);
    expect(refreshCookie(res).header).toMatch(/Max-Age=0/);
    expect((await refresh(second)).status).toBe(401);
  });

  it('answers 204 without a session too', async () => {
    expect((await t.request('POST', '/account/logout')).status).toBe(204);
  });
});
