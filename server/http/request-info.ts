import type { Context } from 'hono';
import { API_PREFIX } from '../../src/api/contract/tenant.ts';
import type { AppEnv } from '../app-env.ts';

const isApiPath = (path: string) => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);

/**
 * The host whose club serves the request. API calls: the app's X-Client-Host, else Host
 * (docs/architecture.md#clubs-tenants). Pages and assets: Host only, so a request header cannot put another club's
 * branding into a response that caches and proxies keep per URL (cache poisoning).
 */
export function requestHost(c: Context<AppEnv>): string {
  const fromApp = isApiPath(c.req.path) ? c.req.header('x-client-host') : undefined;
  return (fromApp ?? c.req.header('host') ?? '').trim().slice(0, 255);
}

function hasRemoteAddress(env: unknown): env is { incoming: { socket: { remoteAddress?: unknown } } } {
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return false;
  const { incoming } = env;
  return (
    typeof incoming === 'object' &&
    incoming !== null &&
    'socket' in incoming &&
    typeof incoming.socket === 'object' &&
    incoming.socket !== null
  );
}

/** The entry the nearest proxy wrote: the last of a comma-separated forwarding header (earlier ones are the client's to invent). */
function lastForwarded(c: Context<AppEnv>, name: string): string | undefined {
  const value = c.req.header(name)?.split(',').at(-1)?.trim();
  return value ? value : undefined;
}

/**
 * The client's address: the peer address from @hono/node-server, or behind a trusted proxy (TRUST_PROXY)
 * the address that proxy appended to X-Forwarded-For. Untrusted, X-Forwarded-For is ignored: anyone could
 * send it to dodge the per-address login limit. Tests (app.request) have no socket: 'local'.
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.get('trustProxy')) {
    const forwarded = lastForwarded(c, 'x-forwarded-for');
    if (forwarded) return forwarded.slice(0, 64);
  }
  const env: unknown = c.env;
  if (!hasRemoteAddress(env)) return 'local';
  const address = env.incoming.socket.remoteAddress;
  return typeof address === 'string' ? address : 'local';
}

/**
 * Whether the browser reached us over https: directly, or through the operator's TLS proxy when TRUST_PROXY
 * is set (its X-Forwarded-Proto). The one test for HSTS and for Secure cookies, so they never disagree.
 */
export function isHttps(c: Context<AppEnv>): boolean {
  // The request's URL is already normalised (lower-case scheme): no need to parse it on every answer.
  if (c.req.url.startsWith('https:')) return true;
  return c.get('trustProxy') === true && lastForwarded(c, 'x-forwarded-proto')?.toLowerCase() === 'https';
}
