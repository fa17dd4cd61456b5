import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../src/api/contract/tenant.ts';
import {
  makeTestApp,
  tableFingerprints,
  unthrottled,
  type DemoUser,
  type Role,
  type TestApp,
} from './make-test-app.ts';
import { apiKeyScopes } from '../../src/api/contract/api-keys.ts';
import { keyScopesFor } from '../domain/api-keys/key-access.ts';
import { routeTable } from './route-table.ts';
import type { RouteCase } from './route-table-types.ts';

/**
 * The matrices over every API route: each role (allowed, or 401/403), an API key of each scope (as the
 * role it stands for, 403 on a person's own routes), another tenant's token or key and a revoked key (401),
 * another tenant's ids (404), and malformed input (400 invalidInput, nothing changed).
 */
let t: TestApp;
beforeAll(async () => {
  // No limits: the matrix logs in and looks up many times from one address.
  t = await makeTestApp({ throttle: unthrottled });
}, 60_000);
afterAll(() => t?.close());

const roles: Role[] = ['anonymous', 'member', 'trainer', 'admin'];
const rank: Record<Role, number> = { anonymous: 0, member: 1, trainer: 2, admin: 3 };
const userOf = (role: Role): DemoUser | undefined => (role === 'anonymous' ? undefined : role);
const label = (route: RouteCase) => `${route.method} ${route.pattern}`;

async function call(
  route: RouteCase,
  as: DemoUser | undefined,
  options: {
    tokenTenant?: 'main' | 'other';
    ids?: 'main' | 'other';
    body?: unknown;
    path?: string;
    /** An API key's secret to send instead of a login's token. */
    key?: string;
  } = {},
) {
  const ids = t.fixture[options.ids ?? 'main'];
  const body = 'body' in options ? options.body : route.body?.(ids, t.fixture);
  return t.request(route.method, options.path ?? route.path(ids, t.fixture), {
    as,
    tokenTenant: options.tokenTenant,
    body,
    headers: options.key ? { Authorization: `Bearer ${options.key}` } : undefined,
  });
}

/**
 * Every refusal carries the docs/architecture.md#api-contract error body (a form's 400 adds one key per bad field); the
 * schedule's 409s may add what they name (`conflicts`, `classes`: ScheduleRefusal), nothing else.
 */
async function expectErrorBody(res: Response) {
  const body: unknown = await res.json();
  expect(body).toMatchObject({ errors: expect.arrayContaining([expect.any(String)]), code: res.status });
  expect(
    Object.keys(body as object).filter((key) => !['errors', 'code', 'conflicts', 'classes'].includes(key)),
  ).toEqual([]);
  expect((body as { errors: unknown[] }).errors.every((e) => typeof e === 'string')).toBe(true);
  return body as { errors: string[] };
}

describe('the route table', () => {
  it('lists exactly the API routes the app registers', () => {
    const registered = t.app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith(`${API_PREFIX}/`) && !r.path.endsWith('*'))
      .map((r) => `${r.method} ${r.path.slice(API_PREFIX.length)}`);
    expect([...new Set(registered)].sort()).toEqual(routeTable.map(label).sort());
  });
});

describe.each(routeTable)('$method $pattern', (route) => {
  it.each(roles)('as %s: allowed, or 401/403', async (role) => {
    const res = await call(route, userOf(role));
    if (rank[role] < rank[route.minRole]) {
      expect(res.status).toBe(role === 'anonymous' ? 401 : 403);
      expect((await expectErrorBody(res)).errors[0]).toBe(role === 'anonymous' ? 'unauthorized' : 'actionNotAllowed');
    } else {
      expect(res.status, `${label(route)} as ${role}: ${await res.clone().text()}`).toBeLessThan(500);
      expect(res.status).not.toBe(403);
      // some anonymous routes refuse for their own reasons (a refresh without its cookie)
      if (route.minRole !== 'anonymous') expect(res.status).not.toBe(401);
      if (res.status >= 400) await expectErrorBody(res);
    }
  });

  it.skipIf(route.ignoresBearer)('refuses a token of another tenant with 401', async () => {
    const res = await call(route, userOf(route.minRole) ?? 'member', { tokenTenant: 'other' });
    expect(res.status).toBe(401);
    await expectErrorBody(res);
  });

  // issue 39: an integration's key answers as its scopes' role does; it is nobody on a member's own routes
  it.each(apiKeyScopes)('with an API key of scope %s: as its scope allows, or 403', async (scope) => {
    const res = await call(route, undefined, { key: t.fixture.main.apiKeys.scopes[scope].secret });
    if (!keyScopesFor(route.minRole, route.keyAccess).includes(scope)) {
      expect(res.status, await res.clone().text()).toBe(403);
      expect((await expectErrorBody(res)).errors[0]).toBe('actionNotAllowed');
    } else {
      expect(res.status, `${label(route)} with ${scope} key: ${await res.clone().text()}`).toBeLessThan(500);
      expect(res.status).not.toBe(403);
      if (route.minRole !== 'anonymous') expect(res.status).not.toBe(401);
      if (res.status >= 400) await expectErrorBody(res);
    }
  });

  it.skipIf(route.ignoresBearer)("refuses another club's key and a revoked key with 401", async () => {
    const { main, other } = t.fixture;
    const foreign = await call(route, undefined, { key: other.apiKeys.scopes.admin.secret });
    expect(foreign.status).toBe(401);
    expect((await expectErrorBody(foreign)).errors[0]).toBe('unauthorized');
    const revoked = await call(route, undefined, { key: main.apiKeys.revoked.secret });
    expect(revoked.status).toBe(401);
    expect((await expectErrorBody(revoked)).errors[0]).toBe('apiKeyRevoked');
  });

  it.skipIf(!route.ownsIds)("answers another tenant's ids with 404", async () => {
    const before = await tableFingerprints(t.db);
    const res = await call(route, userOf(route.minRole), { ids: 'other' });
    expect(res.status, await res.clone().text()).toBe(404);
    await expectErrorBody(res);
    expect(await tableFingerprints(t.db)).toEqual(before);
  });

  it.skipIf(!route.actsFor)(
    "answers 404 for another family's dependant, another club's and an unlinked member",
    async () => {
      const { main, other } = t.fixture;
      const strangers = {
        otherFamily: main.family.member2Child,
        otherClub: other.family.memberChild,
        unlinked: main.users.member2,
      };
      for (const [who, personId] of Object.entries(strangers)) {
        const before = await tableFingerprints(t.db);
        const request = route.actsFor?.(main, personId);
        if (!request) throw new Error('actsFor missing');
        const res = await t.request(route.method, request.path, { as: 'member', body: request.body });
        expect([who, res.status], await res.clone().text()).toEqual([who, 404]);
        expect((await expectErrorBody(res)).errors[0]).toBe('itemNotFound');
        expect(await tableFingerprints(t.db)).toEqual(before);
      }
    },
  );

  it.skipIf(!route.ownsIds)('answers malformed ids with 4xx', async () => {
    const path = route.path(t.fixture.main, t.fixture);
    for (const bad of ['abc', '-1', '0', '042', '1e3', '2147483648', '99999999999', '1.5']) {
      const res = await call(route, userOf(route.minRole), { path: path.replace(/(?<=[/=,])\d+(?=[/?&,]|$)/, bad) });
      expect([bad, res.status]).toEqual([bad, expect.any(Number)]);
      expect(res.status, `${bad}: ${await res.clone().text()}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      await expectErrorBody(res);
    }
  });

  it.skipIf(!route.body)(
    'answers malformed JSON and wrong types with 400 invalidInput and changes nothing',
    async () => {
      const valid = route.body?.(t.fixture.main, t.fixture);
      const wrongType = (value: unknown) =>
        typeof value === 'string' ? 12345 : typeof value === 'number' ? 'x' : typeof value === 'boolean' ? 'yes' : 'x';
      const variants: unknown[] = ['{"broken":', 'null', '[]', '"text"', 42];
      if (valid && typeof valid === 'object' && !Array.isArray(valid)) {
        for (const [key, value] of Object.entries(valid)) variants.push({ ...valid, [key]: wrongType(value) });
      }
      for (const body of variants) {
        const before = await tableFingerprints(t.db);
        const raw = typeof body === 'string' ? body : JSON.stringify(body);
        const res = await call(route, userOf(route.minRole), { body: raw });
        expect([raw, res.status]).toEqual([raw, 400]);
        expect((await expectErrorBody(res)).errors[0]).toBe('invalidInput');
        expect(await tableFingerprints(t.db)).toEqual(before);
      }
    },
  );

  it.skipIf(!route.badBodies)('refuses its bad input with 400 invalidInput and changes nothing', async () => {
    for (const body of route.badBodies?.(t.fixture.main, t.fixture) ?? []) {
      const before = await tableFingerprints(t.db);
      const res = await call(route, userOf(route.minRole), { body });
      expect([body, res.status]).toEqual([body, 400]);
      expect((await expectErrorBody(res)).errors[0]).toBe('invalidInput');
      expect(await tableFingerprints(t.db)).toEqual(before);
    }
  });
});
