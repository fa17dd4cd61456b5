import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';
import { sweepOnce } from './housekeeping.ts';
import { loginBody, testDevice } from '../test-support/login.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.close());

const cookieOf = (res: Response) => /refresh_token=([^;]*)/.exec(res.headers.getSetCookie().join('\n'))?.[1] ?? '';
const login = async (username: string, password: string, keep = false) => {
  const res = await t.request('POST', '/account/login', {
    body: loginBody(username, password, keep),
  });
  expect(res.status).toBe(200);
  return cookieOf(res);
};
const refresh = (cookie: string) =>
  t.request('POST', '/account/refresh', {
    body: { deviceParameters: testDevice },
    headers: { Cookie: `refresh_token=${cookie}` },
  });
const rowsOf = async (user: 'member' | 'member2' | 'trainer' | 'admin') =>
  (
    await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM refresh_tokens WHERE tenant = $1 AND user_id = $2',
      ['default', t.fixture.main.users[user]],
    )
  )[0]?.n;

/** Moves the clock past the two-tab grace window between refreshes, as the app's one-minute refresh does. */
const aMinuteLater = () => t.clock.advance(60_000);

describe('refresh-token housekeeping (issue 9 point 7)', () => {
  it('keeps one row per session however often it is refreshed', async () => {
    let cookie = await login('trainer', 'Trainer1234');
    for (let i = 0; i < 10; i++) {
      aMinuteLater();
      const res = await refresh(cookie);
      expect(res.status).toBe(200);
      cookie = cookieOf(res);
    }
    // The last used token stays for the two-tab grace window; every older one is gone.
    expect(await rowsOf('trainer')).toBeLessThanOrEqual(2);
    aMinuteLater();
    await sweepOnce(t.db, t.clock.now());
    expect(await rowsOf('trainer')).toBe(1);
  });

  it('still ends the whole session when a deleted, used token comes back', async () => {
    const first = await login('member2', 'Member1234');
    aMinuteLater();
    const second = cookieOf(await refresh(first));
    aMinuteLater();
    const third = cookieOf(await refresh(second));
    aMinuteLater();
    const rows = await t.db.query('SELECT 1 FROM refresh_tokens WHERE user_id = $1', [t.fixture.main.users.member2]);
    expect(rows.length).toBeLessThanOrEqual(2);
    expect((await refresh(first)).status).toBe(401);
    expect((await refresh(third)).status).toBe(401);
    expect(await rowsOf('member2')).toBe(0);
  });

  it('deletes logged-out sessions and expired tokens, periodically and at the owner’s next login', async () => {
    const loggedOut = await login('admin', 'Admin1234');
    await t.request('POST', '/account/logout', { headers: { Cookie: `refresh_token=${loggedOut}` } });
    expect(await rowsOf('admin')).toBe(0);

    await login('admin', 'Admin1234');
    await login('member', 'Member1234');
    t.clock.advance(13 * 3600_000);
    await login('admin', 'Admin1234');
    // The admin's own expired session went at login; the member's waits for the sweep.
    expect(await rowsOf('admin')).toBe(1);
    expect(await rowsOf('member')).toBe(1);
    const swept = await sweepOnce(t.db, t.clock.now());
    expect(swept.refreshTokens).toBeGreaterThanOrEqual(1);
    expect(await rowsOf('member')).toBe(0);
    expect(await rowsOf('admin')).toBe(1);
  });
});

describe('current-password attempts on a password change (issue 9 point 7)', () => {
  const change = (currentPassword: string) =>
    t.request('PUT', '/user/account/password', {
      as: 'member',
      body: { currentPassword, newPassword: 'Better1234', confirmPassword: 'Better1234' },
    });

  it('wait after a few wrong current passwords, with Retry-After; the right one works after the wait', async () => {
    for (let i = 0; i < 4; i++) expect((await change(`Wrong${i}`)).status).toBe(400);
    const refused = await change('Member1234');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toEqual({ errors: ['tooManyAttempts'], code: 429, retryAfter: 2 });
    t.clock.advance(2_000);
    expect((await change('Member1234')).status).toBe(204);
  });
});
