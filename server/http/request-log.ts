import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { DatabaseUnavailableError } from '../db/db.ts';
import type { Logger } from './logger.ts';
import { routeLabel } from './route-label.ts';

/** Probes and scrapes come every few seconds; they are logged at debug so they do not drown the traffic. */
const quietPaths = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * One line per request: id, tenant, route pattern, method, status, duration, user id when signed in.
 * Deliberately a list of fields, never the URL, headers or body: tokens, passwords, cookies and card
 * codes are in those. An unexpected error (a 500) is logged here with its stack.
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const claims = c.get('claims');
    const line = {
      reqId: c.get('requestId'),
      tenant: c.get('tenant'),
      route: routeLabel(c),
      method: c.req.method,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      ...(claims ? { userId: claims.sub } : {}),
    };
    const error = c.error;
    if (status >= 500 && error && !(error instanceof DatabaseUnavailableError))
      logger.error({ ...line, err: error }, 'request failed');
    else if (status >= 500) logger.warn(line, 'request');
    else if (quietPaths.has(c.req.path)) logger.debug(line, 'request');
    else logger.info(line, 'request');
  };
}
