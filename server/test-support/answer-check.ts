import { appendFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { API_PREFIX } from '../../src/api/contract/tenant.ts';
import { buildOpenApiDocument, type OpenApiOperation } from '../openapi/document.ts';
import { openApiPath } from '../openapi/operation.ts';
import { operations } from '../openapi/operations.ts';

/**
 * Every answer the server tests receive, checked against the OpenAPI document (the contract's schemas):
 * the status must be one the route lists, and a JSON body must match the schema of that status, by a
 * standard JSON Schema 2020-12 validator (Ajv). So the document cannot drift from what the server does.
 * With OPENAPI_RECORD=<file>, mismatches are written there instead of failing (to review many at once).
 */
type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

const document = buildOpenApiDocument('test');
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(closedObjects(document), 'openapi.json');

/**
 * The document with every object closed (`unevaluatedProperties: false`) unless the contract lets unknown
 * keys through (v.looseObject): a key the server sends that the contract does not name is drift too. The
 * parts of an `allOf` (an error body and what a refusal adds) are closed as a whole, not each alone.
 */
function closedObjects<T>(doc: T): T {
  const copy = structuredClone(doc);
  const partsOfAllOf = new Set<unknown>();
  const refsInAllOf = new Set<string>();
  const collect = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(collect);
    if (!isNode(node)) return;
    if (Array.isArray(node.allOf))
      for (const part of node.allOf) {
        partsOfAllOf.add(part);
        if (isNode(part) && typeof part.$ref === 'string') refsInAllOf.add(part.$ref.split('/').pop() ?? '');
      }
    Object.values(node).forEach(collect);
  };
  collect(copy);
  const schemas = (copy as { components: { schemas: Node } }).components.schemas;
  // a map of names (`properties`, `schemas`) never has a `properties` key of its own, so only schemas close
  const close = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(close);
    if (!isNode(node)) return;
    const isObject = node.properties !== undefined || Array.isArray(node.allOf);
    if (isObject && node.additionalProperties === undefined && !partsOfAllOf.has(node))
      node.unevaluatedProperties = false;
    Object.values(node).forEach(close);
  };
  close(copy);
  for (const name of refsInAllOf) delete (schemas[name] as Node | undefined)?.unevaluatedProperties;
  return copy;
}

/** Each operation's path as a pattern; a literal segment wins over a parameter ('/user/invoice/config'). */
const routes = operations
  .map((op) => ({
    method: op.method,
    path: openApiPath(op.pattern),
    regex: new RegExp(`^${op.pattern.replace(/:\w+/g, '[^/]+')}$`),
    literals: op.pattern.split('/').filter((segment) => segment && !segment.startsWith(':')).length,
  }))
  .sort((a, b) => b.literals - a.literals);

const validators = new Map<string, ValidateFunction>();
const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

function validatorOf(path: string, method: string, status: string, mediaType: string): ValidateFunction {
  const ref = `openapi.json#/${pointer('paths', path, method, 'responses', status, 'content', mediaType, 'schema')}`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  return validate;
}

const recordTo = process.env.OPENAPI_RECORD;

function mismatch(message: string): void {
  if (recordTo) appendFileSync(recordTo, `${message}\n`);
  else throw new Error(`The answer differs from the OpenAPI document: ${message}`);
}

/** `path` is the API path with its query ('/user/invoice?from=…'), with or without the API prefix. */
export async function checkAnswer(method: string, path: string, response: Response): Promise<void> {
  const bare = (path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : path).split('?')[0] ?? '';
  const route = routes.find((r) => r.method === method.toUpperCase() && r.regex.test(bare));
  // not an API route (a static file, an unknown address): nothing to compare with
  if (!route) return;
  const op = document.paths[route.path]?.[method.toLowerCase()] as OpenApiOperation;
  const label = `${method.toUpperCase()} ${route.path} ${response.status}`;
  const declared = op.responses[String(response.status)];
  const text = await response.clone().text();
  if (!declared) return mismatch(`${label}: status not listed (${text.slice(0, 300)})`);
  if (!declared.content) {
    if (text !== '') mismatch(`${label}: a body where the document says none`);
    return;
  }
  const contentType = response.headers.get('content-type') ?? '';
  const mediaType = Object.keys(declared.content).find((type) => contentType.startsWith(type));
  if (!mediaType)
    return mismatch(`${label}: content type ${contentType}, not ${Object.keys(declared.content).join(', ')}`);
  if (mediaType !== 'application/json') return;
  const validate = validatorOf(route.path, method.toLowerCase(), String(response.status), mediaType);
  const body: unknown = JSON.parse(text);
  if (!validate(body)) mismatch(`${label}: ${ajv.errorsText(validate.errors)} in ${text.slice(0, 300)}`);
}

/**
 * A webhook message's body against the document's `webhooks` (server/openapi/webhooks-section.ts), as closed as
 * the answers: the messages a receiver gets cannot drift from what the document says either. Empty when it fits.
 */
export function webhookPayloadErrors(type: string, payload: unknown): string[] {
  const validate = ajv.getSchema(`openapi.json#/webhooks/${type}/post/requestBody/content/application~1json/schema`);
  if (!validate) return [`the document has no webhook ${type}`];
  return validate(payload) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}
