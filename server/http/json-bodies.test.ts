import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, tableFingerprints, type TestApp } from '../test-support/make-test-app.ts';
import { loginBody } from '../test-support/login.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.close());

const login = JSON.stringify(loginBody('member', 'Member1234'));
const unsupported = { errors: ['unsupportedMediaType'], code: 415 };

describe('request bodies only as application/json (CSRF)', () => {
  it('refuses the content types a cross-site form or fetch can send without a preflight', async () => {
    const before = await tableFingerprints(t.db);
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
      'text/json',
    ]) {
      const res = await t.request('POST', '/account/login', { body: login, headers: { 'Content-Type': type } });
      expect([type, res.status, await res.json()]).toEqual([type, 415, unsupported]);
    }
    const claim = await t.request('POST', '/public/voucher', {
      body: JSON.stringify({ id: 'x', name: 'Mallory', email: 'm@example.com' }),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(claim.status).toBe(415);
    expect(await tableFingerprints(t.db)).toEqual(before);
  });

  it('refuses a body sent without any content type', async () => {
    const res = await t.app.request('/api/0.1/account/login', {
      method: 'POST',
      body: new TextEncoder().encode(login),
      headers: { 'X-Client-Host': 'localhost:8080', 'Content-Length': String(login.length) },
    });
    expect([res.status, await res.json()]).toEqual([415, unsupported]);
  });

  it('accepts application/json with or without a charset, and writes without a body', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON']) {
      const res = await t.request('POST', '/account/login', { body: login, headers: { 'Content-Type': type } });
      expect([type, res.status]).toEqual([type, 200]);
    }
    expect((await t.request('POST', '/account/logout')).status).toBe(204);
  });

  it('leaves reads alone whatever they declare', async () => {
    expect((await t.request('GET', '/page/', { headers: { 'Content-Type': 'text/plain' } })).status).toBe(200);
  });
});
