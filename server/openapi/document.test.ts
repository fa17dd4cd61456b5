import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoles } from './operation.ts';
import { buildOpenApiDocument, type OpenApiOperation } from './document.ts';
import { openApiPath } from './operation.ts';
import { routeTable } from '../test-support/route-table.ts';
import { keyScopesFor } from '../domain/api-keys/key-access.ts';
import { makeTestApp, type TestApp } from '../test-support/make-test-app.ts';

const document = buildOpenApiDocument('test');
const operationOf = (method: string, pattern: string) =>
  document.paths[openApiPath(pattern)]?.[method.toLowerCase()] as OpenApiOperation | undefined;

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document (an independent validator)', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  }, 60_000);

  it('has every schema compile as JSON Schema 2020-12', () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema(document, 'openapi.json');
    for (const name of Object.keys(document.components.schemas))
      expect(() => ajv.getSchema(`openapi.json#/components/schemas/${name.replaceAll('/', '~1')}`), name).not.toThrow();
  }, 60_000);

  it.each(routeTable.map((route) => [`${route.method} ${route.pattern}`, route] as const))(
    'describes %s with its roles, parameters and answers',
    (_label, route) => {
      const op = operationOf(route.method, route.pattern);
      expect(op, 'missing from the document').toBeDefined();
      if (!op) return;
      expect(op['x-roles']).toEqual(apiRoles.slice(apiRoles.indexOf(route.minRole)));
      expect(op['x-api-key-scopes']).toEqual(route.ignoresBearer ? [] : keyScopesFor(route.minRole, route.keyAccess));
      expect(op.description).toContain(`**Roles:** ${op['x-roles'].join(', ')}`);
      const keyScopes = op['x-api-key-scopes'];
      const security = keyScopes.length ? [{ bearer: [] }, { apiKey: keyScopes }] : [{ bearer: [] }];
      expect(op.security).toEqual(route.minRole === 'anonymous' ? [{}, ...security] : security);
      const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(pathParams).toEqual([...route.pattern.matchAll(/:(\w+)/g)].map((m) => m[1]));
      if (route.body) expect(op.requestBody, 'a body the route reads').toBeDefined();
      const statuses = Object.keys(op.responses).map(Number);
      expect(statuses.some((status) => status < 300)).toBe(true);
      expect(statuses).toContain(500);
      if (route.minRole === 'trainer' || route.minRole === 'admin') expect(statuses).toContain(403);
      if (!route.ignoresBearer) expect(statuses).toContain(401);
    },
  );

  it('describes no route the route matrix does not know', () => {
    const described = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual(routeTable.map((r) => `${r.method} ${openApiPath(r.pattern)}`).sort());
  });
});

describe('served', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  it('answers the document at /api/0.1/openapi.json, to anyone', async () => {
    const res = await t.request('GET', '/openapi.json');
    expect(res.status).toBe(200);
    const served = (await res.json()) as typeof document;
    expect(served.paths).toEqual(document.paths);
    expect(served.info.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('serves the reference page at /api/docs from its own files, under the site policy', async () => {
    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="(\/api\/[^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets.sort()).toEqual(['/api/docs/start.js', '/api/docs/swagger-ui-bundle.js', '/api/docs/swagger-ui.css']);
    expect(html).toContain('href="/favicon.svg"');
    expect(html).not.toMatch(/<script>|https?:\/\//);
    for (const asset of assets) {
      const res = await t.app.request(asset);
      expect([asset, res.status]).toEqual([asset, 200]);
      expect(res.headers.get('content-type')).toMatch(/^text\/(css|javascript)/);
    }
    expect(await (await t.app.request('/api/docs/start.js')).text()).toContain("url: '/api/0.1/openapi.json'");
    expect((await t.app.request('/api/docs/package.json')).status).toBe(404);
  });
});
