import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { DatabaseUnavailableError, type Db } from '../db/db.ts';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.close());

const appOver = (db: Db, draining?: () => boolean) =>
  createApp({ db, jwtSecret: new Uint8Array(32), staticDir: mkdtempSync(join(tmpdir(), 'club-static-')), draining });

/** Any host, even one no club has, and no token: probes come from load balancers by IP. */
const probe = (app: ReturnType<typeof appOver>, path: string) =>
  app.request(path, { headers: { Host: '10.0.0.7:8080' } });

describe('health probes', () => {
  it('/healthz answers 200 while the process runs, uncached, without tenant or token', async () => {
    const res = await probe(t.app, '/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('/readyz answers 200 when the database answers and every migration is applied', async () => {
    const res = await probe(t.app, '/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('/readyz answers 503 with Retry-After while the database is unreachable; /healthz stays 200', async () => {
    const down: Db = {
      ...t.db,
      query: () =>
        Promise.reject(
          new DatabaseUnavailableError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
        ),
    };
    const app = appOver(down);
    const res = await probe(app, '/readyz');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ status: 'unavailable', reason: 'database' });
    expect((await probe(app, '/healthz')).status).toBe(200);
  });

  it('/readyz answers 503 while migrations are pending', async () => {
    const behind: Db = {
      ...t.db,
      query: async <T>(sql: string, params?: unknown[]) =>
        sql.includes('schema_migrations') ? ([{ name: '001_init.sql' }] as T[]) : t.db.query<T>(sql, params),
    };
    const res = await probe(appOver(behind), '/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', reason: 'migrations' });
  });

  it('/readyz answers 503 once the process is draining (SIGTERM), so the balancer stops sending', async () => {
    const res = await probe(
      appOver(t.db, () => true),
      '/readyz',
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', reason: 'draining' });
  });

  it('the probes are root paths only, not under the API prefix', async () => {
    expect((await t.request('GET', '/healthz')).status).toBe(404);
  });
});
