import { proxy, useSnapshot } from 'valtio';
import * as v from 'valibot';
import { SessionClaims } from '../api/contract/account.ts';
import { persistStore, readStored, writeStored } from './persisted.ts';

/** docs/behaviour.md#constants-and-limits token expiry margin. */
export const TOKEN_EXPIRY_MARGIN_MS = 3000;

/** Decodes the claims of a JWT without verifying it (the server verifies); null when unusable. */
export function decodeClaims(token: string): SessionClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const result = v.safeParse(SessionClaims, JSON.parse(new TextDecoder().decode(bytes)));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

/** True when the claims are missing or expire within `marginMs` from `now`. */
export function isClaimsExpired(claims: SessionClaims | null, now = Date.now(), marginMs = 0): boolean {
  return claims === null || claims.exp * 1000 - marginMs <= now;
}

const StoredAuth = v.object({ token: v.nullable(v.string()) });

/*
 * The access token is kept under `auth` so an offline start still knows who is logged in and can
 * open that user's cached data; it is short-lived and refreshed through the HttpOnly cookie.
 */
const storedToken = readStored('auth', StoredAuth, { token: null }).token;
const storedClaims = storedToken ? decodeClaims(storedToken) : null;

/** docs/behaviour.md#records-and-local-state auth state. */
export const authState = proxy({
  token: storedClaims ? storedToken : null,
  hasToken: storedClaims !== null,
  hasLoggedIn: readStored('has_logged_in', v.boolean(), false),
  isExpired: isClaimsExpired(storedClaims),
  isLoggedIn: !isClaimsExpired(storedClaims),
  hasUserBeenNotifiedNeedsUpdate: false,
  userClaims: storedClaims,
});
persistStore('auth', authState, (s) => ({ token: s.token }));
persistStore('has_logged_in', authState, (s) => s.hasLoggedIn);

/** docs/behaviour.md#sessions-accounts-and-states: marks hasToken and derives isExpired/isLoggedIn from the exp claim. */
export function setToken(token: string, now = Date.now()): void {
  const claims = decodeClaims(token);
  authState.token = token;
  authState.hasToken = true;
  authState.userClaims = claims;
  authState.isExpired = isClaimsExpired(claims, now);
  authState.isLoggedIn = !authState.isExpired;
  if (authState.isLoggedIn) authState.hasLoggedIn = true;
}

export type RevokeReason = 'logout' | 'refreshFailed';
/** `clientId` is the user the session belonged to, so their cached data can be deleted. */
type RevokeListener = (reason: RevokeReason, clientId: number | null) => void;
const revokeListeners = new Set<RevokeListener>();

/** The session lifecycle listens here to finish a logout that the API layer started. */
export function onSessionRevoked(listener: RevokeListener): () => void {
  revokeListeners.add(listener);
  return () => revokeListeners.delete(listener);
}

/** docs/behaviour.md#sessions-accounts-and-states: clears token and claims; isExpired true, isLoggedIn and hasLoggedIn false. */
export function revokeSession(reason: RevokeReason): void {
  const clientId = authState.userClaims?.clientId ?? null;
  authState.token = null;
  authState.hasToken = false;
  authState.userClaims = null;
  authState.isExpired = true;
  authState.isLoggedIn = false;
  authState.hasLoggedIn = false;
  authState.hasUserBeenNotifiedNeedsUpdate = false;
  // Written at once: a reload right after logout must not resurrect the session.
  writeStored('auth', { token: null });
  writeStored('has_logged_in', false);
  for (const listener of revokeListeners) listener(reason, clientId);
}

/** True when the held token must be refreshed before a call (docs/behaviour.md#sessions-accounts-and-states, 3 s margin). */
export function needsRefresh(now = Date.now()): boolean {
  return authState.token !== null && isClaimsExpired(authState.userClaims, now, TOKEN_EXPIRY_MARGIN_MS);
}

/**
 * A session the app can show: claims known from a token. An expired token still counts while
 * offline (the refresh-before-call renews it once the network answers), so cached pages open.
 */
export function hasSession(): boolean {
  return authState.userClaims !== null;
}

export function useSession() {
  const snap = useSnapshot(authState);
  const claims = snap.userClaims;
  return {
    isLoggedIn: claims !== null,
    claims,
    isTrainer: claims !== null && claims.trainerId !== null,
    isAdmin: claims?.isAdmin === true,
  };
}
