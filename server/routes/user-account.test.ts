import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';
import { loginBody, testDevice } from '../test-support/login.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.close());

const login = (username: string, password: string) =>
  t.request('POST', '/account/login', { body: loginBody(username, password) });

describe('profile and status', () => {
  it('GET /user/account/profile gives the own profile', async () => {
    const res = await t.request('GET', '/user/account/profile', { as: 'member' });
    expect(await res.json()).toEqual({
      clientId: t.fixture.main.users.member,
      clientCode: 'C10001',
      username: 'member',
      email: 'member@default.example.com',
      phone: expect.any(String),
      firstName: 'Kati',
      lastName: 'Kask',
      gender: 'female',
    });
  });

  it('GET /user/account/status tells whether the member may book', async () => {
    expect(await (await t.request('GET', '/user/account/status', { as: 'member' })).json()).toEqual({
      status: 0,
      name: 'normal',
      canBook: true,
      canEnter: true,
    });
    expect(await (await t.request('GET', '/user/account/status', { as: 'blocked' })).json()).toEqual({
      status: 1,
      name: 'blocked',
      canBook: false,
      canEnter: false,
    });
  });
});

describe('PUT /user/account/password', () => {
  const change = (body: object) => t.request('PUT', '/user/account/password', { as: 'member2', body });

  it('refuses passwords that break the docs/behaviour.md#validation-and-server-errors rules, and mismatches', async () => {
    for (const newPassword of [
      'Short1',
      'alllowercase1',
      'ALLUPPERCASE1',
      'NoDigitsHere',
      'Has space 12A',
      `A1${'a'.repeat(63)}`,
    ]) {
      const res = await change({ currentPassword: 'Member1234', newPassword, confirmPassword: newPassword });
      expect([newPassword, res.status]).toEqual([newPassword, 400]);
    }
    expect(
      (await change({ currentPassword: 'Member1234', newPassword: 'Better1234', confirmPassword: 'Better12345' }))
        .status,
    ).toBe(400);
  });

  it('refuses a wrong current password with passwordNotValid', async () => {
    const res = await change({
      currentPassword: 'Wrong1234',
      newPassword: 'Better1234',
      confirmPassword: 'Better1234',
    });
    expect([res.status, await res.json()]).toEqual([400, { errors: ['passwordNotValid'], code: 400 }]);
  });

  it('refuses a new password equal to the current one with passwordUnchanged', async () => {
    const res = await change({
      currentPassword: 'Member1234',
      newPassword: 'Member1234',
      confirmPassword: 'Member1234',
    });
    expect([res.status, await res.json()]).toEqual([400, { errors: ['passwordUnchanged'], code: 400 }]);
  });

  it('changes the password and ends the other sessions', async () => {
    const otherSession = (await login('member2', 'Member1234')).headers.getSetCookie()[0]!.split(';')[0]!;
    const res = await change({
      currentPassword: 'Member1234',
      newPassword: 'Better1234',
      confirmPassword: 'Better1234',
    });
    expect(res.status).toBe(204);
    expect((await login('member2', 'Member1234')).status).toBe(401);
    expect((await login('member2', 'Better1234')).status).toBe(200);
    const refreshed = await t.request('POST', '/account/refresh', {
      body: { deviceParameters: testDevice },
      headers: { Cookie: otherSession },
    });
    expect(refreshed.status).toBe(401);
  });

  it('needs a logged-in user', async () => {
    expect(
      (
        await t.request('PUT', '/user/account/password', {
          body: { currentPassword: 'x', newPassword: 'Better1234', confirmPassword: 'Better1234' },
        })
      ).status,
    ).toBe(401);
  });
});
