import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Metrics } from './metrics.ts';
import { routeLabel } from './route-label.ts';

/** Counts and times every request by route pattern, method and status class. */
export function requestMetrics(metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    c.set('metrics', metrics);
    await next();
    metrics.observeRequest(
      { route: routeLabel(c), method: c.req.method, status: c.res.status },
      (performance.now() - started) / 1000,
    );
  };
}
