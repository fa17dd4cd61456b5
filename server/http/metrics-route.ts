import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { clientAddress } from './request-info.ts';
import type { Metrics } from './metrics.ts';

/** The machine itself (a local Prometheus or agent). Behind a proxy, TRUST_PROXY makes this the real client. */
const isLoopback = (address: string) => address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);

function hasToken(c: Context<AppEnv>, token: string): boolean {
  const given = Buffer.from(c.req.header('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `GET /metrics` in Prometheus's text format: to loopback, or to `Authorization: Bearer <METRICS_TOKEN>`.
 * Anyone else gets 404 (without a token set, the endpoint does not exist for them) or 403 (with one).
 */
export function metricsRoute(metrics: Metrics, token: string | undefined): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/metrics', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!isLoopback(clientAddress(c)) && !(token && hasToken(c, token))) {
      return token
        ? c.json({ errors: ['actionNotAllowed'], code: 403 }, 403)
        : c.json({ errors: ['itemNotFound'], code: 404 }, 404);
    }
    return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType });
  });
  return app;
}
