import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { fromAddress, makeTestApp, type TestApp } from '../test-support/make-test-app.ts';
import { loginBody } from '../test-support/login.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.close());

const attacker = '198.51.100.7';
const owner = '203.0.113.20';
const login = (username: string, password: string, address: string) =>
  t.request('POST', '/account/login', {
    body: loginBody(username, password),
    address,
  });

async function waitSeconds(res: Response) {
  expect(res.status).toBe(429);
  const body = (await res.json()) as { errors: string[]; code: number; retryAfter: number };
  expect(body).toMatchObject({ errors: ['tooManyAttempts'], code: 429 });
  expect(res.headers.get('retry-after')).toBe(String(body.retryAfter));
  return body.retryAfter;
}

/** Runs fn with the clock moved forward, then puts it back for the next test. */
async function later(ms: number, fn: () => Promise<void>) {
  t.clock.advance(ms);
  try {
    await fn();
  } finally {
    t.clock.advance(-ms);
  }
}

describe('login throttling per account and address (issue 9 point 3)', () => {
  it('answers growing delays with Retry-After, never a lock, and refuses guesses while waiting unchecked', async () => {
    for (let i = 0; i < 3; i++) expect((await login('member2', `Wrong${i}`, attacker)).status).toBe(401);
    // The 4th failure earns a 2 s wait; even the right password waits (nothing is learnt meanwhile).
    expect((await login('member2', 'Wrong3', attacker)).status).toBe(401);
    expect(await waitSeconds(await login('member2', 'Member1234', attacker))).toBe(2);
    // A guess while waiting does not count: the wait does not grow.
    expect(await waitSeconds(await login('member2', 'Wrong4', attacker))).toBe(2);
    await later(2_000, async () => {
      expect((await login('member2', 'Wrong5', attacker)).status).toBe(401);
      expect(await waitSeconds(await login('member2', 'Wrong6', attacker))).toBe(4);
    });
  });

  it('lets the owner log in from another address while an attacker hammers the account', async () => {
    for (let i = 0; i < 12; i++) await login('member', `Guess${i}`, attacker);
    expect(await waitSeconds(await login('member', 'Member1234', attacker))).toBeGreaterThan(0);
    expect((await login('member', 'Member1234', owner)).status).toBe(200);
    // The e-mail names the same account, so it shares the attacker's count instead of doubling it.
    expect((await login('member@default.example.com', 'Member1234', attacker)).status).toBe(429);
  });

  // Past 30 failures the address's spray limit applies to browsers no account logged in from (login-spray.test.ts).
  it('never shuts out a whole address: accounts made to wait there leave the others behind it alone', async () => {
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) for (let i = 0; i < 4; i++) await login(name, 'x', owner);
    expect((await login('a', 'x', owner)).status).toBe(429);
    expect((await login('trainer', 'Trainer1234', owner)).status).toBe(200);
  });

  it('caps the wait and forgets a run after an hour of quiet; a success clears it', async () => {
    const start = t.clock.now();
    try {
      // An attacker who always waits out the delay: 16 counted guesses, the wait doubling up to its cap.
      for (let guesses = 0; guesses < 16;) {
        const res = await login('admin', `Guess${guesses}`, attacker);
        if (res.status === 429) t.clock.advance((await waitSeconds(res)) * 1000);
        else guesses += 1;
      }
      expect(await waitSeconds(await login('admin', 'Admin1234', attacker))).toBe(15 * 60);
      t.clock.advance(61 * 60_000);
      expect((await login('admin', 'Admin1234', attacker)).status).toBe(200);
      for (let i = 0; i < 3; i++) expect((await login('admin', 'nope', attacker)).status).toBe(401);
    } finally {
      t.clock.set(start);
    }
  });

  it('shares the counts between server processes on one database', async () => {
    const second = createApp({
      db: t.db,
      jwtSecret: new Uint8Array(32),
      now: t.clock.now,
      staticDir: mkdtempSync(join(tmpdir(), 'club-static-')),
    });
    const viaSecond = (password: string) =>
      second.request(
        '/api/0.1/account/login',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Client-Host': 'localhost:8080' },
          body: JSON.stringify(loginBody('blocked', password)),
        },
        fromAddress(attacker),
      );
    for (let i = 0; i < 4; i++) expect((await login('blocked', `Wrong${i}`, attacker)).status).toBe(401);
    expect(await waitSeconds(await viaSecond('Blocked1234'))).toBe(2);
  });
});
