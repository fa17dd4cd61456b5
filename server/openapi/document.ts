import * as v from 'valibot';
import { API_PREFIX } from '../../src/api/contract/tenant.ts';
import { contractSchemas } from './contract-schemas.ts';
import { schemaConverter, schemaRef, type JsonSchema } from './json-schema.ts';
import { apiRoles, openApiPath, paramNames, type Answer, type Operation } from './operation.ts';
import { refusalsOf } from './operation-refusals.ts';
import { operations } from './operations.ts';
import { webhooksSection } from './webhooks-section.ts';
import { keyScopesFor } from '../domain/api-keys/key-access.ts';

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  /** What the server POSTs to a club's webhook endpoints (docs/webhooks.md). */
  webhooks: Record<string, unknown>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
};
type MediaContent = Record<string, { schema: JsonSchema }>;
type OpenApiResponse = { description: string; content?: MediaContent; headers?: Record<string, unknown> };
export type OpenApiOperation = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  'x-roles': string[];
  /** The API key scopes that may call it (none: no key may). */
  'x-api-key-scopes': string[];
  security: Record<string, string[]>[];
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  requestBody?: { required: boolean; content: MediaContent };
  responses: Record<string, OpenApiResponse>;
};

const statusText: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  304: 'Not modified',
  400: 'Bad input',
  401: 'No valid token (or wrong credentials)',
  403: 'Not allowed for this role',
  404: 'Not found (or of another club)',
  409: 'Refused by the rules',
  413: 'Body larger than 64 KiB',
  415: 'Body is not JSON',
  429: 'Too many attempts: wait Retry-After seconds',
  500: 'Server fault',
  503: 'Database away: try again after Retry-After seconds',
};

const json = (schema: JsonSchema): MediaContent => ({ 'application/json': { schema } });
const retryAfter = { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } } };

/** '/admin/rooms/:id/active' (PUT) → 'putAdminRoomsIdActive'. */
const operationId = (op: Operation) =>
  op.method.toLowerCase() +
  op.pattern
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('');

/** Who may call it: the least role and every role above (an admin is also a trainer). */
const rolesFrom = (op: Operation) => apiRoles.slice(apiRoles.indexOf(op.minRole));

/** The OpenAPI operation object of one route. */
function operationObject(op: Operation, convert: (schema: v.GenericSchema) => JsonSchema): OpenApiOperation {
  const roles = rolesFrom(op);
  const parameters: NonNullable<OpenApiOperation['parameters']> = paramNames(op.pattern).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: op.params?.[name] ? convert(op.params[name]) : { $ref: schemaRef('IdString') },
  }));
  if (op.query) {
    const query = convertInPlace(op.query, convert);
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, JsonSchema>))
      parameters.push({ name, in: 'query', required: required.has(name), schema });
  }
  const responses: Record<string, OpenApiResponse> = {};
  for (const [status, answer] of Object.entries(op.answers))
    if (answer !== undefined) responses[status] = answerOf(Number(status), answer, convert);
  for (const [status, keys] of refusalsOf(op)) {
    const errors = [...keys].sort();
    const body = errorBody(status, errors, op.refusalBodies?.[status], convert);
    responses[String(status)] = {
      description: `${statusText[status] ?? 'Refused'}: ${errors.map((key) => `\`${key}\``).join(', ')}`,
      content: json(body),
      ...(status === 429 || status === 503 ? { headers: retryAfter } : {}),
    };
  }
  const auth = op.cookieAuth
    ? 'Identified by the refresh cookie (`HttpOnly`), not the bearer token.'
    : op.minRole === 'anonymous'
      ? 'Open to anyone; a bearer token, when sent, must be valid.'
      : `A bearer token from POST /account/login (none: 401${op.minRole === 'member' ? '' : '; a lower role: 403'}).`;
  // the account's routes read no bearer at all (server/app.ts)
  const noBearer = op.cookieAuth || op.pattern.startsWith('/account/');
  const keyScopes = noBearer ? [] : keyScopesFor(op.minRole, op.keyAccess);
  const keys = noBearer
    ? ''
    : keyScopes.length
      ? ` An API key with the scope ${keyScopes.map((s) => `\`${s}\``).join(' or ')}.`
      : ' No API key (403: it acts for a person).';
  const security: Record<string, string[]>[] = [{ bearer: [] }];
  if (keyScopes.length) security.push({ apiKey: [...keyScopes] });
  return {
    operationId: operationId(op),
    summary: op.summary,
    description: [`**Roles:** ${roles.join(', ')}. ${auth}${keys}`, op.description].filter(Boolean).join('\n\n'),
    tags: [op.pattern.split('/')[1] ?? 'api'],
    'x-roles': [...roles],
    'x-api-key-scopes': [...keyScopes],
    security: op.minRole === 'anonymous' ? [{}, ...security] : security,
    ...(parameters.length ? { parameters } : {}),
    ...(op.body ? { requestBody: { required: !op.bodyOptional, content: json(convert(op.body)) } } : {}),
    responses,
  };
}

function answerOf(status: number, answer: Answer, convert: (schema: v.GenericSchema) => JsonSchema): OpenApiResponse {
  const description = statusText[status] ?? 'Answer';
  if (answer === null) return { description };
  if ('mediaType' in answer)
    return { description: answer.description, content: { [answer.mediaType]: { schema: { type: 'string' } } } };
  return { description, content: json(convert(answer)) };
}

/** The error body (docs/architecture.md#api-contract) whose first key is one the route may answer with this status. */
function errorBody(
  status: number,
  keys: string[],
  more: v.GenericSchema | undefined,
  convert: (schema: v.GenericSchema) => JsonSchema,
) {
  const keyed: JsonSchema = {
    allOf: [
      { $ref: schemaRef('ErrorBody') },
      { properties: { errors: { prefixItems: [{ enum: keys }], minItems: 1 }, code: { const: status } } },
    ],
  };
  if (more) (keyed.allOf as JsonSchema[]).push(convert(more));
  return keyed;
}

/** A schema's own JSON Schema even when it has a name (a query's properties become parameters). */
function convertInPlace(schema: v.GenericSchema, convert: (schema: v.GenericSchema) => JsonSchema): JsonSchema {
  return convert(v.pipe(schema));
}

/** The OpenAPI 3.1 document of the API, built from the contract's valibot schemas and the operations. */
export function buildOpenApiDocument(version: string): OpenApiDocument {
  const { components, convert } = schemaConverter(contractSchemas());
  const paths: OpenApiDocument['paths'] = {};
  for (const op of operations) {
    const path = openApiPath(op.pattern);
    paths[path] = { ...paths[path], [op.method.toLowerCase()]: operationObject(op, convert) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Club booking API',
      version,
      description: [
        'The API the club booking app uses, generated from its contract (the valibot schemas of `src/api/contract`).',
        'Every request names its club by its host. Errors answer `{ "errors": [key, ...], "code": status }`.',
        'Roles, least first: anonymous, member, trainer, admin; each includes the ones before it.',
        'Integrations authenticate with an API key (`apiKey`): each route names the scopes it answers (`x-api-key-scopes`).',
      ].join('\n\n'),
    },
    servers: [{ url: API_PREFIX }],
    paths,
    webhooks: webhooksSection(convert),
    components: {
      schemas: components,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token of POST /account/login',
        },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'ck_…',
          description:
            "An integration's API key (POST /admin/api-keys), with the scopes the club gave it: `timetable`, `trainer`, `admin`. A revoked key: 401 `apiKeyRevoked`; another club's or an unknown one: 401 `unauthorized`. See docs/integrations.md.",
        },
      },
    },
  };
}

let built: OpenApiDocument | undefined;

/** The document, built once per process. */
export function openApiDocument(version: string): OpenApiDocument {
  built ??= buildOpenApiDocument(version);
  return built;
}
