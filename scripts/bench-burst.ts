/**
 * `npm run bench:burst`: the opening burst (issue #28). BURST_MEMBERS (1,000) members book into BURST_CLASSES
 * (20) classes of BURST_PLACES (20) places whose booking opens at the same instant, through the real HTTP API
 * of a server in another process (scripts/bench-burst-server.ts): on PGlite in a data folder, then on
 * PostgreSQL when BENCH_DATABASE_URL is set. The server is warmed up first with 2,000 bookings of other
 * members and classes (not counted), every member's connection is open before the opening, and at the
 * opening instant all bookings are sent at once. Prints when the last answer came (target: within 1 s of the
 * opening), latency p50/p99/max (target p99 ≤ 1 s), outcomes, overbooked classes (must be 0), queues while a
 * place is free (0), and waiting-list pairs queued against the order they reached the database (none more
 * than ORDER_TOLERANCE_MS apart). Figures, not a test: it exits 1 only when a class is overbooked or its
 * queue is out of order. BURST_NODE_ARGS passes flags to the server's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`).
 */
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { API_PREFIX } from '../src/api/contract/tenant.ts';

/**
 * Two bookings that reach the database this close together may take the class's lock the other way round:
 * each backend parses and plans before it queues for the lock, and on a busy machine one may be paused in
 * between. Pairs further apart than this must queue in arrival order.
 */
const ORDER_TOLERANCE_MS = 1;

type Started = { port: number; classes: number[]; tokens: string[]; warmUpClasses: number[]; warmUpTokens: string[] };
type Check = {
  overbooked: number;
  gaps: number;
  booked: number;
  waiting: number;
  inversions: number;
  widest: number;
  serverCpuMs: number;
  /** places the standing-booking job made (BURST_STANDING_CLASSES), and what its run at the opening did */
  standing: number;
  standingRun: { booked: number; waiting: number; refused: number } | null;
};

function startServer(databaseUrl: string | undefined) {
  const child = spawn(
    process.execPath,
    [...(process.env.BURST_NODE_ARGS?.split(' ') ?? []), '--import', 'tsx', 'scripts/bench-burst-server.ts'],
    {
      env: { ...process.env, BURST_DATABASE_URL: databaseUrl ?? '' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const nextLine = async <T>(): Promise<T> => {
    const { value, done } = await lines.next();
    if (done) throw new Error('the burst server ended early');
    return JSON.parse(String(value)) as T;
  };
  return {
    started: () => nextLine<Started>(),
    open: async () => (child.stdin.write('open\n'), nextLine<{ opensAt: string }>()),
    check: async () => (child.stdin.write('check\n'), nextLine<Check>()),
    stop: () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.stdin.write('stop\n'))),
  };
}

function post(agent: Agent, port: number, path: string, token: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: { host: 'localhost', authorization: `Bearer ${token}`, 'content-length': 0 },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** One keep-alive connection per member, opened (a request answered) before the opening. */
async function openConnections(agent: Agent, port: number, count: number) {
  const ping = () =>
    new Promise<void>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/healthz', agent },
        (res) => (res.resume(), res.on('end', resolve)),
      );
      req.on('error', reject);
      req.end();
    });
  await Promise.all(Array.from({ length: count }, ping));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function burst(label: string, databaseUrl: string | undefined): Promise<boolean> {
  const server = startServer(databaseUrl);
  const { port, classes, tokens, warmUpClasses, warmUpTokens } = await server.started();
  // Warm-up, not counted: other members book other classes, 50 at a time, as a server that has run for days.
  const warmUpAgent = new Agent({ keepAlive: true, maxSockets: 50 });
  let next = 0;
  const warmUpWorker = async () => {
    for (let i = next++; i < warmUpTokens.length; i = next++)
      await post(
        warmUpAgent,
        port,
        `${API_PREFIX}/user/registration/${warmUpClasses[i % warmUpClasses.length]!}`,
        warmUpTokens[i]!,
      );
  };
  await Promise.all(Array.from({ length: 50 }, warmUpWorker));
  warmUpAgent.destroy();
  // One connection per member, all kept open (an agent keeps only 256 idle ones by default: the others would
  // connect at the opening instant, and a connection's handshake is not what the burst is about).
  const agent = new Agent({ keepAlive: true, maxSockets: tokens.length, maxFreeSockets: tokens.length });
  await openConnections(agent, port, tokens.length);
  const connectionsOpen = Object.values(agent.freeSockets).reduce((sum, sockets) => sum + (sockets?.length ?? 0), 0);
  const { opensAt } = await server.open();
  const opening = new Date(opensAt).getTime();
  const wait = opening - Date.now();
  if (wait < 0)
    throw new Error(`setting up took longer than the opening's lead (${-wait} ms late): raise BURST_OPENS_IN_MS`);
  await new Promise((resolve) => setTimeout(resolve, wait));
  // The timer may fire a little early: booking would be refused as not open yet.
  while (Date.now() < opening) await new Promise((resolve) => setImmediate(resolve));

  const sentAt = performance.now();
  const latencies: number[] = [];
  const outcomes: Record<string, number> = {};
  let lastAnswer = 0;
  await Promise.all(
    tokens.map(async (token, i) => {
      const t0 = performance.now();
      const { status, body } = await post(
        agent,
        port,
        `${API_PREFIX}/user/registration/${classes[i % classes.length]!}`,
        token,
      );
      const t1 = performance.now();
      latencies.push(t1 - t0);
      lastAnswer = Math.max(lastAnswer, t1 - sentAt);
      const outcome =
        status === 201 ? String((JSON.parse(body) as { status?: string }).status) : `${status} ${body.slice(0, 80)}`;
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }),
  );
  agent.destroy();
  const check = await server.check();
  await server.stop();
  latencies.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const withinSecond = lastAnswer <= 1000;
  const p99 = percentile(latencies, 99);
  console.log(
    `${label}: ${tokens.length} members into ${classes.length} classes opening at one instant, over HTTP from another process\n` +
      `  connections open before the opening: ${connectionsOpen} of ${tokens.length}\n` +
      `  last answer ${ms(lastAnswer)} after the opening (${withinSecond ? 'within' : 'NOT within'} 1 s)\n` +
      `  latency p50 ${ms(percentile(latencies, 50))}, p99 ${ms(p99)} (${p99 <= 1000 ? 'meets' : 'BELOW'} target ≤ 1 s), max ${ms(latencies.at(-1) ?? Number.NaN)}\n` +
      `  outcomes ${JSON.stringify(outcomes)}; in the database ${check.booked} booked, ${check.waiting} waiting\n` +
      (check.standingRun
        ? `  standing bookings at the opening: ${check.standing} places held, job run ${JSON.stringify(check.standingRun)}\n`
        : '') +
      `  overbooked classes ${check.overbooked}, queues while a place is free ${check.gaps}, waiting-list pairs against arrival order ${check.inversions}` +
      (check.inversions ? ` (arrivals at most ${check.widest.toFixed(3)} ms apart)` : '') +
      '\n' +
      `  server process CPU from the opening ${ms(check.serverCpuMs)} (${(check.serverCpuMs / tokens.length).toFixed(2)} ms per booking${databaseUrl ? ', PostgreSQL not counted' : ', the embedded database included'})\n` +
      `  (load average now ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`,
  );
  return check.overbooked === 0 && check.gaps === 0 && check.widest <= ORDER_TOLERANCE_MS;
}

let ok = await burst('PGlite', undefined);
if (process.env.BENCH_DATABASE_URL) ok = (await burst('PostgreSQL', process.env.BENCH_DATABASE_URL)) && ok;
if (!ok) {
  console.error('burst check FAILED');
  process.exitCode = 1;
}
