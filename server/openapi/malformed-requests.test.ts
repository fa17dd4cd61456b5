import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument, type OpenApiOperation } from './document.ts';
import type { JsonSchema } from './json-schema.ts';
import { openApiPath } from './operation.ts';
import { makeTestApp, unthrottled, type DemoUser, type TestApp } from '../test-support/make-test-app.ts';
import { routeTable } from '../test-support/route-table.ts';
import type { RouteCase } from '../test-support/route-table-types.ts';

/**
 * Requests generated from the OpenAPI document: the route matrix's valid request of each route, then
 * variants of it for every field and query parameter the document names (a wrong type, left out when
 * required, a huge string). Each must be refused with 400 and an error key, never answer 500.
 */
const document = buildOpenApiDocument('test');
const huge = 'x'.repeat(60_000);

function resolve(schema: JsonSchema | undefined): JsonSchema {
  const ref = schema?.$ref;
  if (typeof ref !== 'string') return schema ?? {};
  const name = decodeURIComponent(ref.replace('#/components/schemas/', '')).replaceAll('~1', '/').replaceAll('~0', '~');
  return resolve(document.components.schemas[name]);
}

/** The JSON type a schema asks for ('string', 'number', …), through refs and nullables. */
function typeOf(schema: JsonSchema | undefined): string | undefined {
  const s = resolve(schema);
  if (typeof s.type === 'string') return s.type;
  const options = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  return options?.map(typeOf).find((type) => type && type !== 'null');
}

const wrongValue = (type: string | undefined): unknown =>
  type === 'string' ? 12345 : type === 'number' || type === 'integer' ? 'x' : type === 'boolean' ? 'yes' : 'x';

type Variant = { label: string; path: string; body?: unknown };

function variantsOf(route: RouteCase, op: OpenApiOperation, path: string, body: unknown): Variant[] {
  const variants: Variant[] = [];
  const bodySchema = resolve(op.requestBody?.content['application/json']?.schema);
  const properties = (bodySchema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((bodySchema.required ?? []) as string[]);
  if (body && typeof body === 'object') {
    for (const [name, schema] of Object.entries(properties)) {
      const type = typeOf(schema);
      variants.push({ label: `body.${name} of a wrong type`, path, body: { ...body, [name]: wrongValue(type) } });
      if (required.has(name)) {
        const { [name]: _left, ...rest } = body as Record<string, unknown>;
        variants.push({ label: `body.${name} left out`, path, body: rest });
      }
      if (type === 'string') variants.push({ label: `body.${name} huge`, path, body: { ...body, [name]: huge } });
    }
  }
  const [base = '', search = ''] = path.split('?');
  for (const param of (op.parameters ?? []).filter((p) => p.in === 'query')) {
    const query = new URLSearchParams(search);
    const schema = resolve(param.schema);
    if (param.required) {
      query.delete(param.name);
      variants.push({ label: `?${param.name} left out`, path: `${base}?${query}`, body });
    }
    if (schema.pattern || schema.enum || schema.format || schema.$ref || typeOf(param.schema) !== 'string') {
      query.set(param.name, '-1x');
      variants.push({ label: `?${param.name} of a wrong type`, path: `${base}?${query}`, body });
    }
    query.set(param.name, huge.slice(0, 8_000));
    variants.push({ label: `?${param.name} huge`, path: `${base}?${query}`, body });
  }
  return variants;
}

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ throttle: unthrottled });
}, 60_000);
afterAll(() => t?.close());

const withInput = routeTable.filter((route) => {
  const op = document.paths[openApiPath(route.pattern)]?.[route.method.toLowerCase()] as OpenApiOperation | undefined;
  return op?.requestBody || op?.parameters?.some((p) => p.in === 'query');
});

describe.each(withInput)('$method $pattern', (route) => {
  it('refuses generated malformed requests with 400 and an error key, never 500', async () => {
    const op = document.paths[openApiPath(route.pattern)]?.[route.method.toLowerCase()] as OpenApiOperation;
    const as: DemoUser | undefined = route.minRole === 'anonymous' ? undefined : route.minRole;
    const variants = variantsOf(
      route,
      op,
      route.path(t.fixture.main, t.fixture),
      route.body?.(t.fixture.main, t.fixture),
    );
    expect(variants.length).toBeGreaterThan(0);
    const answers: string[] = [];
    for (const variant of variants) {
      const res = await t.request(route.method, variant.path, { as, body: variant.body });
      const body = (await res.json()) as { errors?: unknown[] };
      answers.push(`${variant.label}: ${res.status} ${String(body.errors?.[0])}`);
    }
    expect(answers).toEqual(answers.map((answer) => answer.replace(/: .*$/, ': 400 invalidInput')));
  });
});
