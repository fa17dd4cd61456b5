import { Hono, type Context } from 'hono';
import type { Db } from '../db/db.ts';
import { pendingMigrations } from '../db/migrate.ts';

/** Seconds a load balancer or orchestrator should wait before asking again (a PostgreSQL restart takes seconds). */
export const READY_RETRY_AFTER_SECONDS = 5;
/** A probe must answer even when the database hangs instead of refusing (a pool waiting for a connection). */
const READY_CHECK_TIMEOUT_MS = 3_000;

export type HealthDeps = {
  db: Db;
  /** True once the process has been asked to stop: it finishes what it has but should get no new traffic. */
  draining?: () => boolean;
};

type NotReady = 'draining' | 'database' | 'migrations';

async function notReadyReason(deps: HealthDeps): Promise<NotReady | null> {
  if (deps.draining?.()) return 'draining';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>(
    (resolve) => (timer = setTimeout(() => resolve('timeout'), READY_CHECK_TIMEOUT_MS)),
  );
  try {
    // One trivial query that also proves the schema is the one this code expects.
    const pending = await Promise.race([pendingMigrations(deps.db), timeout]);
    if (pending === 'timeout') return 'database';
    return pending.length > 0 ? 'migrations' : null;
  } catch {
    // The database layer logs an outage once; a probe every few seconds must not add a line each.
    return 'database';
  } finally {
    clearTimeout(timer);
  }
}

/** Probes are about this process and this moment: nothing in between may keep an answer. */
const uncached = (c: Context) => c.header('Cache-Control', 'no-store');

/**
 * `/healthz`: the process answers (liveness: restart it when this fails). `/readyz`: it can serve
 * requests now (readiness: send it traffic). Root paths, no tenant and no auth, so a probe needs no
 * host name or token; they reveal nothing but up or down.
 */
export function healthRoutes(deps: HealthDeps): Hono {
  const app = new Hono();
  app.get('/healthz', (c) => {
    uncached(c);
    return c.json({ status: 'ok' });
  });
  app.get('/readyz', async (c) => {
    uncached(c);
    const reason = await notReadyReason(deps);
    if (reason === null) return c.json({ status: 'ready' });
    c.header('Retry-After', String(READY_RETRY_AFTER_SECONDS));
    return c.json({ status: 'unavailable', reason }, 503);
  });
  return app;
}
