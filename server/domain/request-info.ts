import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';

/** The host the app runs on: the app's X-Client-Host, else the Host header. */
export function requestHost(c: Context<AppEnv>): string {
  return (c.req.header('x-client-host') ?? c.req.header('host') ?? '').trim().slice(0, 255);
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
