import type { Context } from 'hono';
import { getTenant } from '../../tenants/registry.ts';
import type { AppEnv } from '../app-env.ts';
import { isHttps, requestHost } from './request-info.ts';

/**
 * Where the club's app lives, for links in e-mails. The request's host only when the club owns it (a
 * configured host, `<id>.localhost`, plain localhost for the default club); any other Host or X-Client-Host
 * (a stranger asking a reset for someone else) gets the club's first configured host, never the stranger's.
 */
export function appOrigin(c: Context<AppEnv>): string {
  const tenant = c.get('tenant');
  const config = getTenant(tenant);
  const host = requestHost(c).toLowerCase();
  const name = host.replace(/:\d{1,5}$/, '').replace(/\.$/, '');
  const owned =
    config.hosts.includes(name) || name === `${tenant}.localhost` || (tenant === 'default' && name === 'localhost');
  if (owned && /^[a-z0-9.-]+(:\d{1,5})?$/.test(host)) return `${isHttps(c) ? 'https' : 'http'}://${host}`;
  return `https://${config.hosts[0] ?? `${tenant}.localhost`}`;
}
