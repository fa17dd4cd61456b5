/**
 * `npm run bench:scale -- [--pg URL] [--no-pglite] [--clubs21] [--scale 1] [--seconds 5] [--reuse]`: does an
 * endpoint's cost stay flat as a club grows (issue #35)? For each database (PGlite in a data folder of its
 * own; PostgreSQL at --pg or DATABASE_URL, when given) it builds the demo seed and the seed with one large
 * club (`npm run seed:large`'s generator at --scale), and with --clubs21 on PostgreSQL every club grown
 * (about 4 GB at scale 1). PostgreSQL databases are named `<--db-prefix>_seed`, `_large`, `_clubs21` (prefix
 * bench_scale), made anew and dropped; --reuse keeps them and takes an existing one as it is. Each database
 * gets the real app in this process on a port of its own (BENCH_PORT, default 4350, and up). Every endpoint the app calls daily, per
 * role, is sent by --connections (10) keep-alive connections for --seconds after a one-second warm-up, at
 * most --max-requests, on each database in turn, so the sizes are measured side by side.
 *
 * It prints, per database, p50/p95 at seed and large size, requests/s at large size, the ratios large/seed
 * (and 21 clubs/one club), and flags what misses the targets: on PostgreSQL within ×1.5 of seed and ≤ 50 ms
 * p95 at one large club, 21 clubs within ×2 of one; on PGlite ≤ 100 ms p95. For every endpoint whose p50
 * grows more than ×1.5, it prints EXPLAIN (ANALYZE, BUFFERS) of that endpoint's slowest statement at large
 * size (and with 21 clubs, where its p50 there is over ×2 of one club's): the app's Db is wrapped to record each statement's text, parameters and time for a few requests.
 * The load runs in the server's process (one event loop): the figures include the client's small share.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createApp } from '../server/app.ts';
import { listenApp } from '../server/http/listen.ts';
import { openPgliteBench, openPostgresBench, sizeLabels, type BenchDb, type Size } from './bench-scale-databases.ts';
import { dailyEndpoints, type Endpoint, type Sessions } from './bench-scale-endpoints.ts';
import { httpClient, runLoad, type Call, type LoadResult } from './bench-scale-load.ts';
import { explainAnalyze, recordingDb, seqScans, slowestQuery, type RecordingDb } from './bench-scale-sql.ts';

const { values: args } = parseArgs({
  options: {
    pg: { type: 'string' },
    'no-pglite': { type: 'boolean', default: false },
    'no-pg': { type: 'boolean', default: false },
    clubs21: { type: 'boolean', default: false },
    scale: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '5' },
    'max-requests': { type: 'string', default: '2000' },
    connections: { type: 'string', default: '10' },
    reuse: { type: 'boolean', default: false },
    'db-prefix': { type: 'string', default: 'bench_scale' },
    only: { type: 'string' },
  },
});
const PORT = Number(process.env.BENCH_PORT ?? 4350);
const scale = Number(args.scale);
const seconds = Number(args.seconds);
const maxRequests = Number(args['max-requests']);
const connections = Number(args.connections);
const pgUrl = args['no-pg'] ? undefined : (args.pg ?? process.env.DATABASE_URL);
const only = args.only ? new RegExp(args.only, 'i') : null;
const GROWTH_LIMIT = 1.5;
const CLUBS21_LIMIT = 2;

type Setup = {
  bench: BenchDb;
  staticDir: string;
  recording: RecordingDb;
  server: Server;
  client: ReturnType<typeof httpClient>;
  endpoints: Endpoint[];
  sessions: Sessions;
};
type Row = {
  endpoint: Endpoint;
  results: Partial<Record<Size, LoadResult>>;
  /** EXPLAIN of the slowest statement at one large club (grew over seed) and with 21 clubs (grew over one). */
  explain?: string;
  explain21?: string;
};

const log = (line: string) => console.log(line);
const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '-' : value.toFixed(1));
const pair = (r: LoadResult | undefined) => (r ? `${ms(r.p50)} / ${ms(r.p95)}` : '-');
const ratio = (a: number | undefined, b: number | undefined) => (a && b ? `×${(a / b).toFixed(1)}` : '-');

async function startSetup(bench: BenchDb, port: number, now: Date, postgres: boolean): Promise<Setup> {
  const recording = recordingDb(bench.db);
  // no built app: the bench asks the API only
  const staticDir = mkdtempSync(path.join(tmpdir(), 'bench-scale-static-'));
  const app = createApp({
    db: recording,
    jwtSecret: randomBytes(32),
    staticDir,
    now: () => new Date(),
    scheduleVersions: postgres ? 'shared' : 'local',
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = listenApp(app.fetch, { port, hostname: '127.0.0.1' }, () => resolve(listening));
  });
  const client = httpClient(port, connections);
  const { endpoints, sessions } = await dailyEndpoints(bench.db, client.send, connections, now);
  return { bench, staticDir, recording, server, client, endpoints, sessions };
}

function stepOf(setup: Setup, endpoint: Endpoint) {
  return (connection: number, i: number, time: <T>(work: () => Promise<T>) => Promise<T>) =>
    endpoint.steps
      ? endpoint.steps(connection, (call: Call) => time(() => setup.client.send(call)))
      : time(() => setup.client.send(endpoint.call!(i))).then((answer) => answer.status === 200);
}

async function measure(setup: Setup, endpoint: Endpoint): Promise<LoadResult> {
  await setup.sessions.refresh();
  const step = stepOf(setup, endpoint);
  await runLoad(connections, 1, 200, step);
  return runLoad(connections, seconds, maxRequests, step);
}

/** The endpoint's slowest statement over three requests, one at a time, and its plan as run. */
async function explainSlowest(setup: Setup, endpoint: Endpoint): Promise<string> {
  await setup.sessions.refresh();
  const step = stepOf(setup, endpoint);
  const stop = setup.recording.record();
  for (let i = 0; i < 3; i++) await step(0, 1_000_000 + i, (work) => work());
  const slowest = slowestQuery(stop());
  if (!slowest) return '  (no statement recorded)';
  const plan = await explainAnalyze(setup.bench.db, slowest);
  const scans = seqScans(plan);
  return [
    `  slowest statement: ${slowest.ms.toFixed(1)} ms on average (${slowest.runs} runs in 3 requests)`,
    `  whole-table scans: ${scans.length ? scans.join('; ') : 'none'}`,
    `  ${slowest.sql.replace(/\s+/g, ' ').trim()}`,
    `  parameters: ${JSON.stringify(slowest.params)}`,
    ...plan.split('\n').map((line) => `    ${line}`),
  ].join('\n');
}

function flags(results: Row['results'], postgres: boolean): string {
  const { seed, large, clubs21 } = results;
  const out: string[] = [];
  if (!large) return '';
  if (postgres) {
    if (seed && large.p50 / seed.p50 > GROWTH_LIMIT) out.push('grows>×1.5');
    if (large.p95 > 50) out.push('p95>50ms');
    if (clubs21 && clubs21.p95 / large.p95 > CLUBS21_LIMIT) out.push('21clubs>×2');
  } else if (large.p95 > 100) out.push('p95>100ms');
  if (seed?.errors || large.errors || clubs21?.errors) out.push('ERRORS');
  return out.join(' ');
}

function printTable(title: string, rows: Row[], sizes: Size[], postgres: boolean): void {
  const with21 = sizes.includes('clubs21');
  const header = [
    'endpoint'.padEnd(28),
    'role'.padEnd(8),
    'seed p50/p95'.padStart(15),
    'large p50/p95'.padStart(16),
    'req/s'.padStart(7),
    'ratio p50/p95'.padStart(14),
    ...(with21 ? ['21 clubs p50/p95'.padStart(18), 'vs one'.padStart(7)] : []),
    '  flags',
  ].join(' ');
  log(`\n${title}`);
  log(header);
  log('-'.repeat(header.length + 10));
  for (const { endpoint, results } of rows) {
    const { seed, large, clubs21 } = results;
    log(
      [
        endpoint.label.padEnd(28),
        endpoint.role.padEnd(8),
        pair(seed).padStart(15),
        pair(large).padStart(16),
        (large ? large.perSecond.toFixed(0) : '-').padStart(7),
        `${ratio(large?.p50, seed?.p50)} ${ratio(large?.p95, seed?.p95)}`.padStart(14),
        ...(with21 ? [pair(clubs21).padStart(18), ratio(clubs21?.p95, large?.p95).padStart(7)] : []),
        `  ${flags(results, postgres)}`,
      ].join(' '),
    );
  }
}

async function benchDatabase(kind: 'PGlite' | 'PostgreSQL', port: number): Promise<void> {
  const postgres = kind === 'PostgreSQL';
  const sizes: Size[] = ['seed', 'large', ...(postgres && args.clubs21 ? (['clubs21'] as const) : [])];
  const now = new Date();
  log(`\n${kind}: building ${sizes.map((s) => sizeLabels[s]).join(', ')} (scale ${scale})`);
  const setups: Setup[] = [];
  try {
    for (const [i, size] of sizes.entries()) {
      const options = { scale, now, log };
      const bench = postgres
        ? await openPostgresBench(pgUrl!, size, { ...options, reuse: args.reuse, prefix: args['db-prefix'] })
        : await openPgliteBench(size, options);
      setups.push(await startSetup(bench, port + i, now, postgres));
    }
    const rows: Row[] = [];
    for (const [e, endpoint] of setups[0]!.endpoints.entries()) {
      if (only && !only.test(`${endpoint.role} ${endpoint.label}`)) continue;
      const row: Row = { endpoint, results: {} };
      for (const setup of setups) row.results[setup.bench.size] = await measure(setup, setup.endpoints[e]!);
      const { seed, large } = row.results;
      log(`  ${endpoint.role} ${endpoint.label}: seed ${pair(seed)}, large ${pair(large)} ms`);
      const largeSetup = setups.find((s) => s.bench.size === 'large');
      if (seed && large && largeSetup && large.p50 / seed.p50 > GROWTH_LIMIT)
        row.explain = await explainSlowest(largeSetup, largeSetup.endpoints[e]!);
      const { clubs21 } = row.results;
      const setup21 = setups.find((s) => s.bench.size === 'clubs21');
      if (large && clubs21 && setup21 && clubs21.p50 / large.p50 > CLUBS21_LIMIT)
        row.explain21 = await explainSlowest(setup21, setup21.endpoints[e]!);
      rows.push(row);
    }
    printTable(
      `${kind}, ${connections} connections, ${seconds} s per endpoint and size (at most ${maxRequests} requests), ms:`,
      rows,
      sizes,
      postgres,
    );
    for (const row of rows) {
      const name = `${row.endpoint.role} ${row.endpoint.label}`;
      if (row.explain) log(`\nEXPLAIN (ANALYZE, BUFFERS), ${kind}, one large club: ${name}\n${row.explain}`);
      if (row.explain21) log(`\nEXPLAIN (ANALYZE, BUFFERS), ${kind}, 21 large clubs: ${name}\n${row.explain21}`);
    }
  } finally {
    for (const setup of setups) {
      setup.client.close();
      setup.server.closeAllConnections();
      await new Promise((resolve) => setup.server.close(resolve));
      await setup.bench.close();
      rmSync(setup.staticDir, { recursive: true, force: true });
    }
  }
}

if (!args['no-pglite']) await benchDatabase('PGlite', PORT);
if (pgUrl) await benchDatabase('PostgreSQL', PORT + 10);
else if (!args['no-pg']) log('\nPostgreSQL: skipped (give --pg URL or DATABASE_URL)');
