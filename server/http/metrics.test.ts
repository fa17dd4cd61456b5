import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { fromAddress, makeTestApp, type TestApp } from '../test-support/make-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.close());

const scrape = (app: { request: TestApp['app']['request'] }, address: string, headers: Record<string, string> = {}) =>
  app.request('/metrics', { headers }, fromAddress(address));

/** The value of one sample line, e.g. `booking_outcomes_total{outcome="booked",reason=""}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('counts requests per route pattern and status class, bookings by outcome, the outbox and the database', async () => {
    const { upcoming, full } = t.fixture.main.trainings;
    // member2 gets a place, member (booked there already) is refused, member queues for the full class
    expect((await t.request('POST', `/user/registration/${upcoming}`, { as: 'member2' })).status).toBe(201);
    expect((await t.request('POST', `/user/registration/${upcoming}`, { as: 'member' })).status).toBe(409);
    expect((await t.request('POST', `/user/registration/${full}`, { as: 'member' })).status).toBe(201);
    await t.db.query(
      `INSERT INTO sms_outbox (tenant, phone, message) VALUES ($1, '+3725550000', 'hi'), ($1, '+3725550001', 'hi')`,
      [t.fixture.main.tenant],
    );

    const res = await scrape(t.app, '127.0.0.1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(
      sample(
        text,
        'http_requests_total{route="/api/0.1/user/registration/:trainingId",method="POST",status_class="2xx"}',
      ),
    ).toBe(2);
    expect(
      sample(
        text,
        'http_requests_total{route="/api/0.1/user/registration/:trainingId",method="POST",status_class="4xx"}',
      ),
    ).toBe(1);
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.1",route="/api/0.1/user/registration/:trainingId",method="POST",status_class="2xx"}',
    );
    expect(sample(text, 'booking_outcomes_total{outcome="booked",reason=""}')).toBe(1);
    expect(sample(text, 'booking_outcomes_total{outcome="waiting_list",reason=""}')).toBe(1);
    expect(sample(text, 'booking_outcomes_total{outcome="refused",reason="userAlreadyRegistered"}')).toBe(1);
    expect(sample(text, `sms_outbox_unsent{tenant="${t.fixture.main.tenant}"}`)).toBeGreaterThanOrEqual(2);
    if (t.dbKind === 'pglite') expect(sample(text, 'db_queries_in_flight')).toBeGreaterThanOrEqual(0);
    else expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThan(0);
    // no raw path (codes, ids) ever becomes a label
    expect(text).not.toContain(`/user/registration/${upcoming}"`);
  });

  it('answers loopback (IPv4, IPv6, mapped) and nobody else without a token', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect((await scrape(t.app, address)).status).toBe(200);
    for (const address of ['192.0.2.10', '::ffff:10.0.0.1']) expect((await scrape(t.app, address)).status).toBe(404);
    expect((await scrape(t.app, '192.0.2.10', { Authorization: 'Bearer anything-at-all-here' })).status).toBe(404);
  });

  it('with METRICS_TOKEN, answers the right bearer from anywhere and refuses a wrong one with 403', async () => {
    const token = 'scrape-token-0123456789';
    const app = createApp({
      db: t.db,
      jwtSecret: new Uint8Array(32),
      staticDir: mkdtempSync(join(tmpdir(), 'club-static-')),
      metricsToken: token,
    });
    expect((await scrape(app, '192.0.2.10', { Authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await scrape(app, '192.0.2.10', { Authorization: `Bearer ${token}x` })).status).toBe(403);
    expect((await scrape(app, '192.0.2.10')).status).toBe(403);
    expect((await scrape(app, '127.0.0.1')).status).toBe(200);
  });

  it('behind a trusted proxy, a forwarded outside client is not loopback', async () => {
    const app = createApp({
      db: t.db,
      jwtSecret: new Uint8Array(32),
      staticDir: mkdtempSync(join(tmpdir(), 'club-static-')),
      trustProxy: true,
    });
    expect((await scrape(app, '127.0.0.1', { 'X-Forwarded-For': '198.51.100.4' })).status).toBe(404);
    expect((await scrape(app, '127.0.0.1')).status).toBe(200);
  });
});

describe('GET /metrics: where the memory goes', () => {
  it("reports the embedded database's WebAssembly heap and the bytes of the answers kept in memory", async () => {
    const week = 'from=2026-03-09T00:00:00.000Z&to=2026-03-16T00:00:00.000Z';
    const before = await (await scrape(t.app, '127.0.0.1')).text();
    // PGlite's heap starts at 128 MiB and only grows; PostgreSQL's memory is not the server's
    if (t.db.stats?.().kind === 'pglite')
      expect(sample(before, 'db_engine_wasm_memory_bytes')).toBeGreaterThanOrEqual(128 * 1024 * 1024);
    else expect(sample(before, 'db_engine_wasm_memory_bytes')).toBe(0);
    const keptBefore = sample(before, 'schedule_cache_bytes')!;

    const answer = await t.request('GET', `/public/schedule?${week}`, { headers: { 'Accept-Language': 'lv' } });
    expect(answer.status).toBe(200);
    const body = await answer.text();
    const after = await (await scrape(t.app, '127.0.0.1')).text();
    expect(sample(after, 'schedule_cache_bytes')).toBe(keptBefore + body.length);
    expect(sample(after, 'schedule_cache_entries')).toBe(sample(before, 'schedule_cache_entries')! + 1);
  });
});
