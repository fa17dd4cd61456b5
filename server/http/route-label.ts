import type { Context } from 'hono';
import { routePath } from 'hono/route';

/**
 * The registered pattern of the route that answered ('/api/0.1/public/voucher/:code'), read after the
 * request has run: a bounded set for metric labels, and never a raw path, which may hold a card or
 * voucher code. Paths no route claims (static files, unknown URLs) share the fallback's pattern.
 */
export function routeLabel(c: Context): string {
  return routePath(c);
}
