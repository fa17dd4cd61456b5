import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Db } from '../db/db.ts';
import { readEnv } from '../env.ts';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';
import { createLogger } from './logger.ts';
import { loginBody, tokenOf } from '../test-support/login.ts';

/** A pino destination that keeps each JSON line. */
function memoryLog() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const destination = {
    write(chunk: string) {
      raw.push(chunk);
      lines.push(JSON.parse(chunk) as Record<string, unknown>);
    },
  };
  return { lines, raw, logger: createLogger({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, destination) };
}

let t: TestApp;
let log: ReturnType<typeof memoryLog>;
beforeAll(async () => {
  log = memoryLog();
  t = await makeTestApp({ logger: log.logger });
}, 60_000);
afterAll(() => t.close());

const last = () => log.lines.at(-1) ?? {};

describe('the request log', () => {
  it('writes one JSON line per request: id, tenant, route pattern, method, status, duration, user id', async () => {
    const res = await t.request('GET', `/user/schedule/${t.fixture.main.trainings.upcoming}`, { as: 'member' });
    expect(res.status).toBe(200);
    const line = last();
    expect(line).toMatchObject({
      level: 30,
      msg: 'request',
      reqId: res.headers.get('x-request-id'),
      tenant: t.fixture.main.tenant,
      route: '/api/0.1/user/schedule/:id',
      method: 'GET',
      status: 200,
      userId: String(t.fixture.main.users.member),
    });
    expect(typeof line.durationMs).toBe('number');
  });

  it('keeps a sane incoming X-Request-Id and replaces one that could forge log lines or headers', async () => {
    const kept = await t.request('GET', '/public/settings', { headers: { 'X-Request-Id': 'lb-7f3a:42' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a:42');
    expect(last()).toMatchObject({ reqId: 'lb-7f3a:42', route: '/api/0.1/public/settings' });
    for (const bad of ['a b', 'x'.repeat(200), '<script>']) {
      const replaced = await t.request('GET', '/public/settings', { headers: { 'X-Request-Id': bad } });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('never writes a password, token, cookie or card code', async () => {
    const password = 'Member1234';
    const login = await t.request('POST', '/account/login', {
      body: loginBody('member', password),
      headers: { Cookie: 'refresh_token=cookie-secret-value' },
    });
    expect(login.status).toBe(200);
    const token = await tokenOf(login);
    await t.request('GET', '/user/card', { headers: { Authorization: `Bearer ${token}` } });
    await t.request('GET', '/public/ticket/CARDCODE12345');
    const everything = log.raw.join('');
    for (const secret of [
      password,
      token,
      token.split('.')[2] ?? token,
      'cookie-secret-value',
      'CARDCODE12345',
      'Bearer',
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(log.lines.some((line) => line.route === '/api/0.1/account/login' && line.status === 200)).toBe(true);
  });

  it('logs an unexpected error with its stack', async () => {
    const failing: Db = { ...t.db, query: () => Promise.reject(new Error('disk on fire')) };
    const app = createApp({
      db: failing,
      jwtSecret: new Uint8Array(32),
      staticDir: mkdtempSync(join(tmpdir(), 'club-static-')),
      logger: log.logger,
    });
    const res = await app.request('/api/0.1/public/settings');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ errors: ['serverError'], code: 500 });
    const line = last();
    expect(line).toMatchObject({ level: 50, msg: 'request failed', status: 500, route: '/api/0.1/public/settings' });
    expect((line.err as { stack: string }).stack).toContain('disk on fire');
  });

  it('is silent under NODE_ENV=test unless LOG_LEVEL says otherwise', () => {
    expect(createLogger(readEnv({ NODE_ENV: 'test' })).level).toBe('silent');
    expect(createLogger(readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'debug' })).level).toBe('debug');
    expect(createLogger(readEnv({})).level).toBe('info');
  });
});
