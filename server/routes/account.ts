import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { LoginRequest, RefreshRequest } from '../../src/api/contract/account.ts';
import { API_PREFIX } from '../../src/api/contract/tenant.ts';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from '../domain/api-error.ts';
import { verifyAgainstDummy, verifyPassword } from '../domain/passwords.ts';
import { sweepRefreshTokens } from '../domain/refresh-token-sweep.ts';
import {
  issueRefreshToken,
  revokeFamilyOf,
  rotateRefreshToken,
  type IssuedRefreshToken,
} from '../domain/refresh-tokens.ts';
import { auditedLogin } from '../http/audited.ts';
import { clientAddress, isHttps, requestHost } from '../http/request-info.ts';
import { DEVICE_COOKIE_MAX_AGE_SECONDS, deviceToken, isRecognisedDevice } from '../domain/throttle/device-cookie.ts';
import { loginAddressKey, loginKey } from '../domain/throttle/throttle-keys.ts';
import { signAccessToken } from '../domain/tokens.ts';
import { findUserById, findUserByLogin, type UserRow } from '../domain/users.ts';
import { memberOf } from '../domain/family/family-members.ts';
import { parseJson } from '../http/validate.ts';

export const REFRESH_COOKIE = 'refresh_token';
const cookiePath = `${API_PREFIX}/account`;
/** Marks a browser that logged in to an account before (throttle/device-cookie.ts); only the login reads it. */
export const DEVICE_COOKIE = 'device';
const deviceCookiePath = `${API_PREFIX}/account/login`;

function setRefreshCookie(c: Context<AppEnv>, issued: IssuedRefreshToken) {
  setCookie(c, REFRESH_COOKIE, issued.token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: cookiePath,
    secure: isHttps(c),
    // Without keep the cookie ends with the browser session (the token itself also expires).
    ...(issued.keep ? { expires: issued.expiresAt } : {}),
  });
}

function setDeviceCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: deviceCookiePath,
    secure: isHttps(c),
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}

function clearRefreshCookie(c: Context<AppEnv>) {
  deleteCookie(c, REFRESH_COOKIE, { path: cookiePath, httpOnly: true, sameSite: 'Strict', secure: isHttps(c) });
}

export function accountRoutes(deps: { jwtSecret: Uint8Array }) {
  const app = new Hono<AppEnv>();

  const tokenFor = (c: Context<AppEnv>, user: UserRow, session: IssuedRefreshToken) =>
    signAccessToken({
      user,
      tenant: c.get('tenant'),
      host: requestHost(c),
      keep: session.keep,
      sessionId: session.familyId,
      now: c.get('now')(),
      secret: deps.jwtSecret,
    });

  app.post('/account/login', async (c) => {
    const { userCredentials } = await parseJson(c, LoginRequest);
    const db = c.get('db');
    const tenant = c.get('tenant');
    const throttle = c.get('throttle');
    const now = c.get('now')();
    const user = await findUserByLogin(db, tenant, userCredentials.username);
    const address = clientAddress(c);
    const throttleKey = loginKey(tenant, user ? { userId: user.id } : { login: userCredentials.username }, address);
    const addressKey = loginAddressKey(address);
    // A browser this account logged in from before is exempt from the address's spray wait (throttle-keys.ts);
    // unknown names never are, so known and unknown names get the same answer while the address waits.
    const recognised =
      user !== undefined && isRecognisedDevice(getCookie(c, DEVICE_COOKIE), deps.jwtSecret, tenant, user.id, now);
    // Refused before the password is checked, so guesses made while waiting tell nothing.
    if (!recognised) await throttle.assertAllowed('loginAddress', addressKey, now);
    await throttle.assertAllowed('login', throttleKey, now);
    const ok = user
      ? await verifyPassword(user.password_hash, userCredentials.password)
      : await verifyAgainstDummy(userCredentials.password);
    if (!user || !ok) {
      await throttle.record('login', throttleKey, now);
      await throttle.record('loginAddress', addressKey, now);
      throw new ApiError(401, 'wrongUsernameOrPassword');
    }
    // a child below the club's login age has no login of their own (issue 38): their guardian acts for them
    if (!(await memberOf(db, tenant, user.id, now)).hasLogin) throw new ApiError(403, 'childHasNoLogin');
    // Only the account's run ends: one member's success must not reset a sprayer's count at the same address.
    await throttle.clear('login', throttleKey);
    setDeviceCookie(c, deviceToken(deps.jwtSecret, tenant, user.id, now));
    // The user's used and expired tokens go at each login, besides the periodic sweep.
    await sweepRefreshTokens(db, now, { tenant, userId: user.id });
    const session = await auditedLogin(c, user, (tx) =>
      issueRefreshToken(tx, tenant, user.id, userCredentials.keep, now),
    );
    setRefreshCookie(c, session);
    return c.json({ token: await tokenFor(c, user, session) });
  });

  app.post('/account/refresh', async (c) => {
    await parseJson(c, RefreshRequest);
    const presented = getCookie(c, REFRESH_COOKIE);
    if (!presented) throw new ApiError(401, 'sessionRefreshFailed');
    const db = c.get('db');
    const tenant = c.get('tenant');
    const rotated = await rotateRefreshToken(db, tenant, presented, c.get('now')());
    const user = rotated.ok ? await findUserById(db, tenant, rotated.userId) : undefined;
    if (!rotated.ok || !user) {
      clearRefreshCookie(c);
      throw new ApiError(401, 'sessionRefreshFailed');
    }
    setRefreshCookie(c, rotated.issued);
    return c.json({ token: await tokenFor(c, user, rotated.issued) });
  });

  app.post('/account/logout', async (c) => {
    const presented = getCookie(c, REFRESH_COOKIE);
    if (presented) await revokeFamilyOf(c.get('db'), c.get('tenant'), presented, c.get('now')());
    clearRefreshCookie(c);
    return c.body(null, 204);
  });

  return app;
}
