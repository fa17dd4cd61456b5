/** The load of `npm run bench:scale`: keep-alive connections sending one endpoint's requests back to back. */
import { Agent, request } from 'node:http';

export type Answer = { status: number; body: string };
export type Call = { method: string; path: string; headers?: Record<string, string>; body?: string };
export type LoadResult = { requests: number; perSecond: number; p50: number; p95: number; errors: number };

export function httpClient(port: number, connections: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const send = ({ method, path, headers = {}, body }: Call, keepBody = false): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent,
          headers: {
            host: `localhost:${port}`,
            accept: 'application/json',
            'accept-encoding': 'br, gzip',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => keepBody && chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/**
 * `connections` loops, each running `step(connection, i)` (one or more requests, each timed by `time`) until
 * `seconds` have passed or `maxRequests` were sent. A step answers false for an unexpected answer.
 */
export async function runLoad(
  connections: number,
  seconds: number,
  maxRequests: number,
  step: (connection: number, i: number, time: <T>(work: () => Promise<T>) => Promise<T>) => Promise<boolean>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const time = async <T>(work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    latencies.push(performance.now() - started);
    return result;
  };
  const started = performance.now();
  const endAt = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      while (performance.now() < endAt && sent < maxRequests) {
        const i = sent++;
        if (!(await step(connection, i, time))) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    errors,
  };
}
