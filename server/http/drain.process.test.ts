import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../src/api/contract/tenant.ts';
import { killHard, type RunningServer, startServer } from '../test-support/server-process.ts';
import { loginBody } from '../test-support/login.ts';

let server: RunningServer | null = null;
afterAll(async () => {
  if (server && server.child.exitCode === null) await killHard(server);
});

const body = Buffer.from(JSON.stringify(loginBody('member', 'Member1234')));

type Answer = { status: number; token?: string; error?: string };

/**
 * A login whose body arrives in two parts, like a phone on a slow network: once the first part is sent
 * the request is under way on the server, and it can only be answered after `finish()` sends the rest.
 */
function slowLogin(port: number) {
  let finish = () => {};
  const answer = new Promise<Answer>((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `${API_PREFIX}/account/login`,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, token: (JSON.parse(text) as { token?: string }).token }),
        );
      },
    );
    req.on('error', (error) => resolve({ status: 0, error: error.message }));
    req.write(body.subarray(0, 20));
    finish = () => req.end(body.subarray(20));
  });
  return { answer, finish: () => finish() };
}

describe('SIGTERM', { timeout: 300_000 }, () => {
  it('answers every one of 50 requests in flight, then closes the database and exits 0', async () => {
    server = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'club-data-')) });
    const logins = Array.from({ length: 50 }, () => slowLogin(server!.port));
    // A request on a 51st connection is answered only once the server has accepted the 50 before it (the
    // listen queue is first in, first out). A server still busy after its start (e.g. the embedded database's
    // first upkeep holds the event loop) may not have, and SIGTERM resets the connections still queued.
    // Then time to start on their requests.
    expect((await fetch(`${server.origin}/healthz`)).ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A new connection is refused meanwhile: the server stopped listening.
    await expect(fetch(`${server.origin}/healthz`)).rejects.toThrow();
    for (const login of logins) login.finish();
    const answers = await Promise.all(logins.map((login) => login.answer));
    const exit = await server.exited;

    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(answers.every((a) => typeof a.token === 'string')).toBe(true);
    expect(exit.code).toBe(0);
    expect(exit.stdout).toContain('SIGTERM: closing');
    expect(exit.stdout).toMatch(/\nclosed\n/);
  });
});
