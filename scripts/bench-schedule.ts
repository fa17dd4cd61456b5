/**
 * `npm run bench:schedule`: does the schedule read path hold load? Starts the real server (production mode,
 * embedded PGlite database with the demo data in a fresh folder) on BENCH_PORT and, over loopback, keeps
 * BENCH_CONNECTIONS (default 10) keep-alive connections busy for BENCH_SECONDS (default 10) per case on
 * this week's `GET /public/schedule` (a visitor) and `GET /user/schedule` (the demo member, bearer token),
 * the query the timetable sends. Each case runs twice:
 * - `full`: every request without validators, as a first visit sends it;
 * - `revalidate`: with If-None-Match from the previous answer, as a browser that has the week sends it.
 * Requests say `Accept-Encoding: br, gzip` like a browser, and `Accept-Language: BENCH_LANGUAGE` when set (et, lv:
 * the club's names translated); bodies are drained, not decoded.
 * With DATABASE_URL (PostgreSQL), BENCH_PROCESSES (default 1) server processes share the database on
 * BENCH_PORT, BENCH_PORT+1, ...; the connections are spread over them, so a kept answer must stay correct
 * across processes (schedule-versions.ts).
 * Reports requests/s and p50/p99 latency; prints figures only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAppServer } from './bench-support.ts';
import { startOfWeek, todayInZone } from '../src/common/calendar.ts';
import { weekFetchRange } from '../src/schedule/week.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4341);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PROCESSES = process.env.DATABASE_URL ? Number(process.env.BENCH_PROCESSES ?? 1) : 1;
const ports = Array.from({ length: PROCESSES }, (_, i) => PORT + i);
const API = '/api/0.1';

type Answer = { status: number; etag: string | undefined; body: string };

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function get(pathAndQuery: string, headers: Record<string, string>, keepBody = false, port = PORT): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: pathAndQuery, agent, headers: { host: `localhost:${port}`, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => keepBody && chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            etag: res.headers.etag,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function logInAsMember(): Promise<string> {
  const device = {
    platform: 'bench',
    userAgent: 'bench-schedule',
    screenWidth: 390,
    screenHeight: 844,
    colorDepth: 24,
    cpuCores: 2,
    touchPoints: 0,
  };
  const response = await fetch(`http://localhost:${PORT}${API}/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userCredentials: { username: 'member', password: 'Member1234' }, deviceParameters: device }),
  });
  if (!response.ok) throw new Error(`member login answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

type Result = { requests: number; perSecond: number; p50: number; p99: number; notModified: number; errors: number };

/** CONNECTIONS loops, each sending the next request when its answer is in, for `seconds`. */
async function load(
  url: string,
  headers: Record<string, string>,
  revalidate: boolean,
  seconds: number,
): Promise<Result> {
  const latencies: number[] = [];
  let notModified = 0;
  let errors = 0;
  const first = await get(url, headers);
  const validator: Record<string, string> = revalidate && first.etag ? { 'if-none-match': first.etag } : {};
  const started = performance.now();
  const endAt = started + seconds * 1000;
  const loop = async (_: unknown, connection: number) => {
    const port = ports[connection % ports.length];
    while (performance.now() < endAt) {
      const sent = performance.now();
      const answer = await get(url, { ...headers, ...validator }, false, port);
      latencies.push(performance.now() - sent);
      if (answer.status === 304) notModified++;
      else if (answer.status !== 200) errors++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    notModified,
    errors,
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-schedule-'));
// One after the other: the first migrates and seeds an empty database, the others find it ready.
const stopServers: (() => void)[] = [];
for (const port of ports) stopServers.push(await startAppServer(port, dataDir, { NODE_ENV: 'production' }));
try {
  const token = await logInAsMember();
  const range = weekFetchRange(startOfWeek(todayInZone('UTC')));
  const query = `?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;
  const language: Record<string, string> = process.env.BENCH_LANGUAGE
    ? { 'accept-language': process.env.BENCH_LANGUAGE }
    : {};
  const browserLike = { 'accept-encoding': 'br, gzip', accept: 'application/json', ...language };
  const cases: { label: string; url: string; headers: Record<string, string> }[] = [
    { label: 'public/schedule', url: `${API}/public/schedule${query}`, headers: browserLike },
    {
      label: 'user/schedule',
      url: `${API}/user/schedule${query}`,
      headers: { ...browserLike, authorization: `Bearer ${token}` },
    },
  ];
  for (const { label, url, headers } of cases) {
    // Without Accept-Encoding: the sample is read as text.
    const sample = await get(url, { authorization: headers.authorization ?? '', ...language }, true);
    if (sample.status !== 200) throw new Error(`${label} answered ${sample.status}`);
    console.log(
      `${label}: ${(JSON.parse(sample.body) as unknown[]).length} classes, ${(sample.body.length / 1024).toFixed(1)} KiB of JSON`,
    );
  }
  const where = process.env.DATABASE_URL
    ? `PostgreSQL, ${PROCESSES} server process${PROCESSES === 1 ? '' : 'es'}`
    : 'PGlite';
  console.log(`\n${where}; ${CONNECTIONS} connections, ${SECONDS} s per case after a 2 s warm-up, loopback:`);
  console.log(
    `${'case'.padEnd(28)} ${'req/s'.padStart(8)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'304s'.padStart(7)} ${'errors'.padStart(7)}`,
  );
  for (const { label, url, headers } of cases) {
    for (const revalidate of [false, true]) {
      await load(url, headers, revalidate, 2);
      const r = await load(url, headers, revalidate, SECONDS);
      const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
      console.log(
        `${`${label} ${revalidate ? 'revalidate' : 'full'}`.padEnd(28)} ${r.perSecond.toFixed(0).padStart(8)} ${ms(r.p50)} ${ms(r.p99)} ${String(r.notModified).padStart(7)} ${String(r.errors).padStart(7)}`,
      );
    }
  }
} finally {
  agent.destroy();
  for (const stop of stopServers) stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
