import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/db.ts';

export type BookingOutcome = { outcome: 'booked' | 'waiting_list' } | { outcome: 'refused'; reason: string };

/**
 * The server's Prometheus metrics, in a registry of its own per app (tests build many apps in one process;
 * the global registry would refuse the second). Labels are bounded: route patterns, methods, status classes,
 * booking refusal keys, tenants.
 */
export function createMetrics(db: Db, options: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  // CPU, memory, event-loop lag, handles: for the real process only (each call starts samplers).
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const labelNames = ['route', 'method', 'status_class'] as const;

  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames, registers });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request reaching the app to its answer',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const bookings = new Counter({
    name: 'booking_outcomes_total',
    help: 'Booking attempts by outcome (booked, waiting_list, refused) and refusal reason (the error key)',
    labelNames: ['outcome', 'reason'] as const,
    registers,
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting requests)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = db.stats?.();
      if (stats?.kind !== 'postgres') return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'db_queries_in_flight',
    help: 'Embedded database (PGlite, one connection) calls under way or queued',
    registers,
    collect() {
      const stats = db.stats?.();
      if (stats?.kind === 'pglite') this.set(stats.inFlight);
    },
  });
  new Gauge({
    name: 'sms_outbox_unsent',
    help: 'SMS queued in the outbox and not yet sent by the gateway, per tenant',
    labelNames: ['tenant'] as const,
    registers,
    async collect() {
      // A scrape during a database outage still answers, without this figure.
      const rows = await db
        .query<{ tenant: string; n: number }>(
          'SELECT tenant, count(*)::int AS n FROM sms_outbox WHERE sent_at IS NULL GROUP BY tenant',
        )
        .catch(() => null);
      if (!rows) return;
      this.reset();
      for (const row of rows) this.set({ tenant: row.tenant }, row.n);
    },
  });

  new Gauge({
    name: 'push_queue_pending',
    help: 'Web Push messages queued and not yet delivered to the push service (due or waiting to retry), per tenant',
    labelNames: ['tenant'] as const,
    registers,
    async collect() {
      const rows = await db
        .query<{ tenant: string; n: number }>(
          "SELECT tenant, count(*)::int AS n FROM push_queue WHERE state = 'pending' GROUP BY tenant",
        )
        .catch(() => null);
      if (!rows) return;
      this.reset();
      for (const row of rows) this.set({ tenant: row.tenant }, row.n);
    },
  });

  return {
    registry,
    observeRequest(labels: { route: string; method: string; status: number }, seconds: number) {
      const key = { route: labels.route, method: labels.method, status_class: `${Math.floor(labels.status / 100)}xx` };
      requests.inc(key);
      duration.observe(key, seconds);
    },
    observeBooking(result: BookingOutcome) {
      bookings.inc({ outcome: result.outcome, reason: result.outcome === 'refused' ? result.reason : '' });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
