import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';
import { DEVICE_COOKIE } from './account.ts';
import { loginBody } from '../test-support/login.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.close());

/** The club's Wi-Fi: a sprayer and the members share this one address. */
const gym = '192.0.2.50';
const home = '203.0.113.77';

const login = (username: string, password: string, address: string, cookie?: string) =>
  t.request('POST', '/account/login', {
    body: loginBody(username, password),
    address,
    headers: cookie ? { Cookie: cookie } : {},
  });

/** The device cookie a successful login sets, as a Cookie header for the next login from that browser. */
function deviceCookieOf(res: Response): string {
  const set = res.headers.getSetCookie().find((line) => line.startsWith(`${DEVICE_COOKIE}=`));
  if (!set) throw new Error('no device cookie');
  expect(set).toMatch(/HttpOnly/);
  expect(set).toMatch(/Path=\/api\/0\.1\/account\/login/);
  return set.split(';')[0] ?? '';
}

describe('failed logins from one address across accounts (a username spray)', () => {
  it(
    'slows a spray of 1,200 usernames after 30 failures, while members whose phones logged in before get in',
    { timeout: 120_000 },
    async () => {
      // Yesterday, at home: the member's phone logged in once and keeps the device cookie.
      const memberPhone = deviceCookieOf(await login('member', 'Member1234', home));

      // The spray: 1,200 distinct usernames (a few real ones among them), one common password each.
      const names = Array.from(
        { length: 1_200 },
        (_, i) => (i % 100 === 50 ? ['member2', 'trainer', 'admin'][i % 3] : `user${i}`) ?? `user${i}`,
      );
      const statuses = new Map<number, number>();
      const waits = new Set<string | null>();
      for (const name of names) {
        const res = await login(name, 'Summer2026!', gym);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 429) waits.add(res.headers.get('retry-after'));
        await res.arrayBuffer();
      }
      // 30 failures are free and the 31st earns the first wait: 31 guesses checked, every later one refused
      // unchecked, real usernames as unknown ones (the clock stands still, so the wait never ends).
      expect(statuses.get(401)).toBe(31);
      expect(statuses.get(429)).toBe(1_169);
      expect([...waits].every((wait) => Number(wait) >= 1)).toBe(true);

      // During the spray, at the gym: the member mistypes once, then logs in.
      expect((await login('member', 'member1234', gym, memberPhone)).status).toBe(401);
      expect((await login('member', 'Member1234', gym, memberPhone)).status).toBe(200);

      // A real username from the sprayer's own browser (no device cookie) still waits, right password or not:
      // the answer tells neither whether the name exists nor whether the guess was right.
      const guessed = await login('member2', 'Member1234', gym);
      expect(guessed.status).toBe(429);
      expect(Number(guessed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

      // Another account's device cookie, or a forged one, does not help.
      expect((await login('member2', 'Member1234', gym, memberPhone)).status).toBe(429);
      expect(
        (await login('member2', 'Member1234', gym, `${DEVICE_COOKIE}=2.1700000000.${'A'.repeat(43)}`)).status,
      ).toBe(429);

      // The cost, documented: a first login from a new browser at the gym waits during the spray; from elsewhere it does not.
      expect((await login('member2', 'Member1234', home)).status).toBe(200);
    },
  );

  it('forgets the address a quarter of an hour after the spray stops', async () => {
    const start = t.clock.now();
    try {
      t.clock.advance(16 * 60_000);
      expect((await login('trainer', 'Trainer1234', gym)).status).toBe(200);
    } finally {
      t.clock.set(start);
    }
  });
});
