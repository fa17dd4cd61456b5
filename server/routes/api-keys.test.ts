import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeys, ApiKeySecret } from '../../src/api/contract/api-keys.ts';
import { AuditPage } from '../../src/api/contract/audit.ts';
import { verifyAllChains } from '../domain/audit/verify-chain.ts';
import { makeTestApp, unthrottled, type TestApp } from '../test-support/make-test-app.ts';

/** Issue 39 (3): an integration's API key, issued with only the scopes it needs, revocable, in the audit log. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ throttle: unthrottled });
}, 60_000);
afterAll(() => t?.close());

const withKey = (secret: string, side: 'main' | 'other' = 'main') => ({
  headers: { Authorization: `Bearer ${secret}` },
  tenant: side,
});

async function issue(name: string, scopes: string[]) {
  const res = await t.request('POST', '/admin/api-keys', { as: 'admin', body: { name, scopes } });
  expect(res.status, await res.clone().text()).toBe(201);
  return v.parse(ApiKeySecret, await res.json());
}

async function keys() {
  const res = await t.request('GET', '/admin/api-keys', { as: 'admin' });
  return v.parse(ApiKeys, await res.json());
}

const auditLog = async (query = '') => {
  const res = await t.request('GET', `/admin/audit${query}`, { as: 'admin' });
  return v.parse(AuditPage, await res.json()).items;
};

describe('an API key', () => {
  it('is shown once, kept only as a hash, and works in its own club only', async () => {
    const { key, secret } = await issue('Website timetable', ['timetable']);
    expect(secret).toMatch(/^ck_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Website timetable', scopes: ['timetable'], lastUsedAt: null, revokedAt: null });
    expect(secret.startsWith(key.hint)).toBe(true);
    // the list never carries the secret again, and the database holds no copy of it
    expect(JSON.stringify(await keys())).not.toContain(secret);
    const rows = await t.db.query<Record<string, unknown>>('SELECT * FROM api_keys WHERE id = $1', [key.id]);
    expect(JSON.stringify(rows)).not.toContain(secret.slice(key.hint.length));

    const week = 'from=2026-03-09T00:00:00.000Z&to=2026-03-16T00:00:00.000Z';
    const read = await t.request('GET', `/user/schedule?${week}`, withKey(secret));
    expect(read.status).toBe(200);
    expect((await keys()).find((k) => k.id === key.id)?.lastUsedAt).toBe(t.clock.now().toISOString());
    // a person's own data is not a key's, and neither is staff work beyond its scope
    expect((await t.request('GET', '/user/card', withKey(secret))).status).toBe(403);
    const participants = `/trainer/registration/class/${t.fixture.main.trainings.upcoming}`;
    expect((await t.request('GET', participants, withKey(secret))).status).toBe(403);
    const elsewhere = await t.request('GET', `/user/schedule?${week}`, withKey(secret, 'other'));
    expect([elsewhere.status, (await elsewhere.json()).errors]).toEqual([401, ['unauthorized']]);
  });

  it('marks presence as registration staff, and the audit log names the key', async () => {
    const { key, secret } = await issue('Door system', ['trainer']);
    const registration = t.fixture.main.registrations.memberUpcoming;
    const res = await t.request('PUT', `/trainer/registration/${registration}/presence`, {
      ...withKey(secret),
      body: { presence: true },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const [entry] = await auditLog('?action=registration.presence&limit=1');
    expect(entry?.actor).toEqual({ id: key.id, role: 'apiKey', name: 'Door system' });
    expect(entry?.subject).toEqual({ type: 'registration', id: registration });
  });

  it('is refused from the moment it is revoked; issuing and revoking are in the audit log', async () => {
    const { key, secret } = await issue('Accounting', ['admin']);
    expect((await t.request('GET', '/admin/rooms', withKey(secret))).status).toBe(200);
    const revoke = await t.request('DELETE', `/admin/api-keys/${key.id}`, { as: 'admin' });
    expect(revoke.status).toBe(200);
    expect((await revoke.json()).revokedAt).toBe(t.clock.now().toISOString());
    const refused = await t.request('GET', '/admin/rooms', withKey(secret));
    expect([refused.status, (await refused.json()).errors]).toEqual([401, ['apiKeyRevoked']]);
    // listed still, after the keys in use
    expect((await keys()).at(-1)?.id).toBe(t.fixture.main.apiKeys.revoked.id);
    expect((await keys()).find((k) => k.id === key.id)?.revokedAt).not.toBeNull();

    const created = (await auditLog('?action=apiKey.create')).find((e) => e.subject?.id === key.id);
    expect(created?.after).toMatchObject({ name: 'Accounting', scopes: ['admin'] });
    expect(JSON.stringify(created)).not.toContain('secret_hash');
    const [revoked] = await auditLog('?action=apiKey.revoke&limit=1');
    expect(revoked?.subject).toEqual({ type: 'apiKey', id: key.id });
    expect(revoked?.actor.role).toBe('admin');
    expect(revoked?.before?.revoked_at).toBeNull();
    expect(revoked?.after?.revoked_at).not.toBeNull();
    // revoking again changes nothing and writes no entry
    await t.request('DELETE', `/admin/api-keys/${key.id}`, { as: 'admin' });
    expect((await auditLog('?action=apiKey.revoke')).filter((e) => e.subject?.id === key.id)).toHaveLength(1);
    expect((await verifyAllChains(t.db)).map((chain) => chain.broken)).toEqual([null]);
  });

  it("is another club's to revoke: 404", async () => {
    const res = await t.request('DELETE', `/admin/api-keys/${t.fixture.other.apiKeys.scopes.admin.id}`, {
      as: 'admin',
    });
    expect(res.status).toBe(404);
    const still = await t.request('GET', '/admin/rooms', withKey(t.fixture.other.apiKeys.scopes.admin.secret, 'other'));
    expect(still.status).toBe(200);
  });
});
