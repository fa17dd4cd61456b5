import * as v from 'valibot';
import { API_PREFIX, CLIENT_VERSION } from './contract/tenant.ts';
import { ApiFailure, retryAfterSeconds, serverErrorKey } from './api-failure.ts';
import { authState } from '../state/auth.ts';
import { languageState } from '../state/language.ts';
import { reportAnswer, reportNoAnswer, setReachabilityProbe } from './connectivity.ts';
import { noteStartRequest, takeSentStartRequest } from './start-requests.ts';

/**
 * Weak signal at the door: a read gives up after a few seconds (the cached data stays on screen with
 * the connectivity status), a write waits a bounded while longer for its answer, then says it did not come.
 */
export const READ_TIMEOUT_MS = 5_000;
export const WRITE_TIMEOUT_MS = 10_000;
/** The re-check of an unreachable server: a small public GET. */
const PROBE_TIMEOUT_MS = 4_000;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Query = Record<string, string | number | boolean | undefined | null>;

export type HttpOptions = { method?: Method; query?: Query; body?: unknown; signal?: AbortSignal; timeoutMs?: number };

export function apiUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const search = params.toString();
  return `${API_PREFIX}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

function headersFor(hasBody: boolean): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': languageState.language,
    'X-Client-Version': CLIENT_VERSION,
    'X-Client-Host': location.host,
  });
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (authState.token) headers.set('Authorization', `Bearer ${authState.token}`);
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? undefined : JSON.parse(text);
}

/**
 * One call under the API prefix, without the refresh step: bearer, JSON headers, language,
 * client version and host, credentials, a timeout. Throws ApiFailure of the four kinds; a
 * caller's own abort is passed through unchanged so TanStack Query sees a cancellation.
 */
export async function httpCall(path: string, options: HttpOptions): Promise<unknown> {
  const timeout = new AbortController();
  let timedOut = false;
  const limit = options.timeoutMs ?? ((options.method ?? 'GET') === 'GET' ? READ_TIMEOUT_MS : WRITE_TIMEOUT_MS);
  const timer = setTimeout(() => {
    timedOut = true;
    timeout.abort();
  }, limit);
  const onCallerAbort = () => timeout.abort();
  // A signal aborted before the call started fires no event: abort at once.
  if (options.signal?.aborted) timeout.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const url = apiUrl(path, options.query);
    const method = options.method ?? 'GET';
    const headers = headersFor(options.body !== undefined);
    let response: Response;
    try {
      if (method === 'GET') noteStartRequest(url, headers);
      // The same read, sent by the page's start (start-requests.ts): its answer, under this call's timeout and abort.
      const sent = method === 'GET' ? takeSentStartRequest(url, headers) : undefined;
      if (sent) {
        if (timeout.signal.aborted) sent.controller.abort();
        else timeout.signal.addEventListener('abort', () => sent.controller.abort(), { once: true });
      }
      response = await (sent?.response ??
        fetch(url, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          credentials: 'include',
          signal: timeout.signal,
        }));
    } catch (cause) {
      if (timedOut) {
        reportNoAnswer();
        throw new ApiFailure('timeout', { cause });
      }
      if (options.signal?.aborted) throw cause;
      reportNoAnswer();
      throw new ApiFailure('fetch', { cause });
    }
    let data: unknown;
    try {
      data = await readJson(response);
    } catch (cause) {
      if (timedOut) {
        reportNoAnswer();
        throw new ApiFailure('timeout', { cause });
      }
      if (options.signal?.aborted) throw cause;
      if (!response.ok) throw new ApiFailure('http', { status: response.status, cause });
      throw new ApiFailure('parse', { status: response.status, cause });
    }
    // Any status that is not a gateway's "upstream is gone" means the server itself answered.
    if ([502, 503, 504].includes(response.status)) reportNoAnswer();
    else reportAnswer();
    if (!response.ok) {
      throw new ApiFailure('http', {
        status: response.status,
        key: serverErrorKey(response.status, data) ?? 'unknown',
        retryAfterSeconds: retryAfterSeconds(data, response.headers.get('retry-after')),
        body: data,
      });
    }
    return data;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** Parses an answer with its contract schema; a mismatch is the "parsing error" kind. */
export function parseAnswer<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (!result.success) throw new ApiFailure('parse', { cause: new v.ValiError(result.issues) });
  return result.output;
}

setReachabilityProbe(() => httpCall('/page/', { timeoutMs: PROBE_TIMEOUT_MS }));
