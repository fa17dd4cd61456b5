import type { Context } from 'hono';
import { API_PREFIX } from '../../src/api/contract/tenant.ts';
import type { AppEnv } from '../app-env.ts';

const isApiPath = (path: string) => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);

/**
 * The host whose club serves the request. API calls: the app's X-Client-Host, else Host
 * (DESIGN.md §5). Pages and assets: Host only, so a request header cannot put another club's
 * branding into a response that caches and proxies keep per URL (cache poisoning).
 */
export function requestHost(c: Context<AppEnv>): string {
  const fromApp = isApiPath(c.req.path) ? c.req.header('x-client-host') : undefined;
  return (fromApp ?? c.req.header('host') ?? '').trim().slice(0, 255);
}

function hasRemoteAddress(env: unknown): env is { incoming: { socket: { remoteAddress?: unknown } } } {
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return false;
  const { incoming } = env;
  return typeof incoming === 'object' && incoming !== null && 'socket' in incoming && typeof incoming.socket === 'object' && incoming.socket !== null;
}

/**
 * The peer address from @hono/node-server. X-Forwarded-For is not trusted: anyone could send it
 * to dodge the per-address login limit. Tests (app.request) have no socket: 'local'.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const env: unknown = c.env;
  if (!hasRemoteAddress(env)) return 'local';
  const address = env.incoming.socket.remoteAddress;
  return typeof address === 'string' ? address : 'local';
}

/** Cookies get Secure when the app is reached over https (directly or via a TLS proxy). */
export function isHttps(c: Context<AppEnv>): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}
