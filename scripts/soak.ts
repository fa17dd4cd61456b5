/**
 * `npm run soak`: does the server's memory stay flat under a day's traffic? Starts the real server
 * (server/main.ts as `npm start` runs it, NODE_ENV=production, embedded PGlite unless DATABASE_URL is set) on a
 * data folder of its own, logs in --clients members (member, member2, member3, …) and has each send the daily
 * mix of soak-clients.ts back to back for --minutes. Every --sample seconds it reads the server's resident
 * memory (VmRSS of the process and any children) and, from its /metrics, the V8 heap, external memory and the
 * embedded database's WebAssembly heap. Prints RSS over time (start, max, end, slope over the last half),
 * requests answered, 5xx, p50/p95 per kind of request, the time the server took to answer (and its most RSS
 * meanwhile), and the data folder's size at the end. Exits 1 on any 5xx or unanswered request.
 *
 * Flags: --minutes=10 --clients=20 --port=4360 --sample=5 (seconds)
 *   --data-dir=DIR   a data folder to start from (e.g. a large club's); copied, never changed. Default: a new
 *                    folder, which the server seeds with the demo data.
 *   --tenant=default the club whose members log in (`<tenant>.localhost`)
 *   --password=Member1234
 * BENCH_SERVER_LOG=file keeps the server's output (its request log) in that file.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { diskUsage, mib, treeRss } from './process-memory.ts';
import { serverEnv } from './server-env.mjs';
import { type Kind, newTally, SoakClient } from './soak-clients.ts';

const { values: flags } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    clients: { type: 'string', default: '20' },
    port: { type: 'string', default: '4360' },
    sample: { type: 'string', default: '5' },
    'data-dir': { type: 'string' },
    tenant: { type: 'string', default: 'default' },
    password: { type: 'string', default: 'Member1234' },
  },
});
const MINUTES = Number(flags.minutes);
const CLIENTS = Number(flags.clients);
const PORT = Number(flags.port);
const SAMPLE_MS = Number(flags.sample) * 1000;
const host = flags.tenant === 'default' ? 'localhost' : `${flags.tenant}.localhost`;

const workDir = mkdtempSync(join(tmpdir(), 'club-soak-'));
const dataDir = join(workDir, 'data');
if (flags['data-dir']) {
  const copyStarted = performance.now();
  cpSync(resolve(flags['data-dir']), dataDir, { recursive: true });
  console.log(`Copied ${flags['data-dir']} in ${((performance.now() - copyStarted) / 1000).toFixed(1)} s`);
}

type Sample = { at: number; rss: number; heapUsed?: number; external?: number; wasm?: number; cached?: number };
const samples: Sample[] = [];

/** The figures /metrics gives (loopback needs no token), by metric name; empty when the scrape fails. */
async function scrape(): Promise<Map<string, number>> {
  const figures = new Map<string, number>();
  try {
    const response = await fetch(`http://127.0.0.1:${PORT}/metrics`);
    for (const line of (await response.text()).split('\n')) {
      const match = /^([a-z_]+)(?:\{[^}]*\})? ([\d.e+-]+)$/.exec(line);
      if (match) figures.set(match[1]!, (figures.get(match[1]!) ?? 0) + Number(match[2]));
    }
  } catch {
    // a scrape that fails leaves the sample with RSS alone
  }
  return figures;
}

const logFile = process.env.BENCH_SERVER_LOG ?? join(workDir, 'server.log');
const log = openSync(logFile, 'a');
const started = performance.now();
// as scripts/start.mjs runs it
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: serverEnv({ ...process.env, PORT: String(PORT), DATA_DIR: dataDir, STATIC_DIR: 'dist' }),
  stdio: ['ignore', log, log],
});
const pid = server.pid!;
let exited = false;
server.on('exit', (code, signal) => {
  exited = true;
  if (stopping) return;
  const tail = readFileSync(logFile, 'utf8').trim().split('\n').slice(-10).join('\n');
  console.error(`the server ended during the soak (code ${code}, signal ${signal}):\n${tail}`);
});
let stopping = false;

/** The most resident memory the server (with any process it started) held before it answered. */
let startPeak = 0;

async function untilAnswering(): Promise<number> {
  for (;;) {
    if (exited) throw new Error('the server ended before it answered');
    startPeak = Math.max(startPeak, treeRss(pid));
    const ok = await fetch(`http://127.0.0.1:${PORT}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95) };
};

/** Least-squares slope of RSS over time, in MiB per hour. */
function slopePerHour(points: Sample[]): number {
  if (points.length < 2) return Number.NaN;
  const xs = points.map((p) => p.at / 3600_000);
  const ys = points.map((p) => mib(p.rss));
  const mx = xs.reduce((a, b) => a + b) / xs.length;
  const my = ys.reduce((a, b) => a + b) / ys.length;
  const num = xs.reduce((sum, x, i) => sum + (x - mx) * (ys[i]! - my), 0);
  const den = xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
  return num / den;
}

const fmt = (bytes: number | undefined) => (bytes === undefined ? '     -' : mib(bytes).toFixed(0).padStart(6));
const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
const tally = newTally();
try {
  const answeredAfter = await untilAnswering();
  console.log(
    `Server (pid ${pid}) answered ${(answeredAfter / 1000).toFixed(1)} s after it was started` +
      `${flags['data-dir'] ? '' : ' (a new data folder: migrated and seeded with the demo data)'}; RSS ${fmt(treeRss(pid)).trim()} MiB ` +
      `(${fmt(startPeak).trim()} at most while starting)`,
  );
  const clients = Array.from({ length: CLIENTS }, (_, i) => {
    const username = i === 0 ? 'member' : `member${i + 1}`;
    return new SoakClient(PORT, host, username, flags.password, agent, tally);
  });
  for (const client of clients) await client.logIn();

  const soakStarted = performance.now();
  const endAt = soakStarted + MINUTES * 60_000;
  const take = async () => {
    const figures = await scrape();
    const sample: Sample = {
      at: performance.now() - soakStarted,
      rss: treeRss(pid),
      heapUsed: figures.get('nodejs_heap_size_used_bytes'),
      external: figures.get('nodejs_external_memory_bytes'),
      wasm: figures.get('db_engine_wasm_memory_bytes'),
      cached: figures.get('schedule_cache_bytes'),
    };
    samples.push(sample);
    return sample;
  };
  console.log(
    `\n${CLIENTS} members of ${host} for ${MINUTES} min; RSS sampled every ${SAMPLE_MS / 1000} s, printed every 30 s (MiB):`,
  );
  console.log('   min    RSS  V8heap external  wasm  sched.cache  answered  5xx');
  const sampler = (async () => {
    let printedAt = -Infinity;
    while (performance.now() < endAt && !exited) {
      const s = await take();
      if (s.at - printedAt >= 30_000) {
        printedAt = s.at;
        console.log(
          `${(s.at / 60_000).toFixed(1).padStart(6)} ${fmt(s.rss)} ${fmt(s.heapUsed)}   ${fmt(s.external)} ${fmt(s.wasm)}       ${fmt(s.cached)} ${String(tally.answered).padStart(9)} ${String(tally.serverErrors).padStart(4)}`,
        );
      }
      await new Promise((r) => setTimeout(r, Math.min(SAMPLE_MS, Math.max(0, endAt - performance.now()))));
    }
  })();
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < endAt && !exited) {
        try {
          await client.step();
        } catch (error) {
          tally.failed++;
          tally.firstFailure ??= String(error);
          if (exited) return;
        }
      }
    }),
  );
  await sampler;
  const end = await take();
  const seconds = (performance.now() - soakStarted) / 1000;

  const rss = samples.map((s) => mib(s.rss));
  const lastHalf = samples.filter((s) => s.at >= (end.at * 1) / 2);
  console.log(
    `\nRSS (MiB): start ${rss[0]!.toFixed(0)}, max ${Math.max(...rss).toFixed(0)}, end ${mib(end.rss).toFixed(0)}; ` +
      `slope over the last half ${slopePerHour(lastHalf).toFixed(1)} MiB/hour (${lastHalf.length} samples)`,
  );
  console.log(
    `Requests answered: ${tally.answered} in ${seconds.toFixed(0)} s (${(tally.answered / seconds).toFixed(0)}/s), ` +
      `5xx: ${tally.serverErrors}, unanswered: ${tally.failed}${tally.firstFailure ? ` (first: ${tally.firstFailure})` : ''}`,
  );
  console.log(`Statuses: ${JSON.stringify(Object.fromEntries([...tally.byStatus].sort(([a], [b]) => a - b)))}`);
  const all: number[] = [];
  for (const [kind, reservoir] of [...tally.latencies].sort(([a], [b]) => a.localeCompare(b)) as [
    Kind,
    { values: number[]; seen: number },
  ][]) {
    all.push(...reservoir.values);
    const { p50, p95 } = summary(reservoir.values);
    console.log(
      `  ${kind.padEnd(14)} ${String(reservoir.seen).padStart(8)} requests  p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms`,
    );
  }
  const { p50, p95 } = summary(all);
  console.log(`  ${'all (sampled)'.padEnd(14)} ${' '.repeat(17)} p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms`);
  console.log(`Data folder at the end: ${mib(diskUsage(dataDir)).toFixed(1)} MiB (${dataDir})`);
  if (tally.serverErrors > 0 || tally.failed > 0 || exited) process.exitCode = 1;
} finally {
  agent.destroy();
  stopping = true;
  if (!exited) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    console.log(`Data folder after the server closed: ${mib(diskUsage(dataDir)).toFixed(1)} MiB`);
  }
  rmSync(workDir, { recursive: true, force: true });
}
