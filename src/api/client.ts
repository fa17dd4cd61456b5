import type * as v from 'valibot';
import { httpCall, parseAnswer, type Method, type Query } from './http.ts';
import { refreshToken } from './token-refresh.ts';
import { needsRefresh } from '../state/auth.ts';

export { ApiFailure, isApiFailure } from './api-failure.ts';

/** docs/behaviour.md#sessions-accounts-and-states: a token expiring within 3 s is refreshed before the call (one refresh for all). */
async function ensureFreshToken(): Promise<void> {
  if (!needsRefresh()) return;
  try {
    await refreshToken();
  } catch {
    // The refresh revoked the session or the network is down; the call itself reports what happens next.
  }
}

/** A call under /api/0.1 whose answer is parsed with `schema`. */
export async function apiRequest<S extends v.GenericSchema>(
  path: string,
  options: { method?: Method; query?: Query; body?: unknown; schema: S; signal?: AbortSignal },
): Promise<v.InferOutput<S>> {
  await ensureFreshToken();
  const data = await httpCall(path, options);
  return parseAnswer(options.schema, data);
}

/** A call whose answer has no body (204). */
export async function apiSend(
  path: string,
  options: { method: Method; query?: Query; body?: unknown; signal?: AbortSignal },
): Promise<void> {
  await ensureFreshToken();
  await httpCall(path, options);
}
