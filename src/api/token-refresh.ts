import { TokenResponse, type LoginRequest } from './contract/account.ts';
import { httpCall, parseAnswer, READ_TIMEOUT_MS } from './http.ts';
import { isApiFailure } from './api-failure.ts';
import { deviceParameters } from './device-parameters.ts';
import { revokeSession, setToken } from '../state/auth.ts';

let inFlight: Promise<void> | null = null;
/*
 * From the moment a logout is sent until the next login: the logout revokes the refresh cookie, so a refresh
 * then (a call finding its token about to expire, a timer) could only be refused, and a refused refresh reads
 * as a failed session rather than a logout.
 */
let loggingOut = false;

/** Why a refresh was not even tried: the session is being logged out. */
export class LoggingOut extends Error {
  constructor() {
    super('The session is being logged out');
  }
}

async function refreshOnce(): Promise<void> {
  try {
    // Bounded like a read: the app waits for it before rendering, and without an answer the cached screens go on.
    const data = await httpCall('/account/refresh', {
      method: 'POST',
      body: { deviceParameters: deviceParameters() },
      timeoutMs: READ_TIMEOUT_MS,
    });
    setToken(parseAnswer(TokenResponse, data).token);
  } catch (error) {
    // docs/behaviour.md#sessions-accounts-and-states: 400/401/403 on refresh revokes; a network failure keeps the session for offline use.
    if (isApiFailure(error) && error.kind === 'http' && [400, 401, 403].includes(error.status ?? 0)) {
      revokeSession('refreshFailed');
    }
    throw error;
  }
}

/** Refreshes the access token through the HttpOnly cookie; concurrent callers share one request. */
export function refreshToken(): Promise<void> {
  if (loggingOut) return Promise.reject(new LoggingOut());
  inFlight ??= refreshOnce().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** POST /account/login; stores the token on success. */
export async function logInOnServer(credentials: LoginRequest['userCredentials']): Promise<void> {
  const data = await httpCall('/account/login', {
    method: 'POST',
    body: { userCredentials: credentials, deviceParameters: deviceParameters() } satisfies LoginRequest,
  });
  setToken(parseAnswer(TokenResponse, data).token);
  loggingOut = false;
}

/**
 * POST /account/logout; its failure is ignored (docs/behaviour.md#sessions-accounts-and-states). A refresh already on its way finishes first;
 * none starts after it (see loggingOut).
 */
export async function logOutOnServer(): Promise<void> {
  loggingOut = true;
  await inFlight?.catch(() => undefined);
  try {
    // Not a mutation hook: logout runs outside React, after which the cache is cleared (architecture.md).
    await httpCall('/account/logout', { method: 'POST' });
  } catch {
    // Ignored by design: the local logout goes on.
  }
}
