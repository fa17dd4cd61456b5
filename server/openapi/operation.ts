import type * as v from 'valibot';
import type { ResourceErrorKey } from '../../src/api/contract/admin-resources.ts';
import type { ErrorKey } from '../../src/api/contract/errors.ts';
import type { KeyAccess } from '../domain/api-keys/key-access.ts';

/** A key a refusal may carry in `errors[0]`. */
export type RefusalKey = ErrorKey | ResourceErrorKey;

/** Who may call a route, least first: each role includes the ones before it (an admin is also a trainer). */
export const apiRoles = ['anonymous', 'member', 'trainer', 'admin'] as const;
export type ApiRole = (typeof apiRoles)[number];

/** A success answer: a JSON schema of the contract, no body (`null`), or another media type. */
export type Answer = v.GenericSchema | null | { mediaType: string; description: string };

/**
 * One API route as the document describes it. Every schema is the contract's own (src/api/contract):
 * the server parses requests with it and the app parses answers with it, so the document says what the
 * code checks. The route matrix (server/test-support/route-table*.ts) must name the same routes and roles.
 */
export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The Hono pattern under the API prefix, as registered: '/trainer/card/:cardCode'. */
  pattern: string;
  summary: string;
  description?: string;
  /** Least role allowed. */
  minRole: ApiRole;
  /** Path parameters that are not ids (every other `:name` is an id). */
  params?: Record<string, v.GenericSchema>;
  /** The query string, an object schema of strings. */
  query?: v.GenericSchema;
  /** The JSON body. */
  body?: v.GenericSchema;
  /** A body may be left out (an empty body means the defaults). */
  bodyOptional?: boolean;
  /** Success answers by status. */
  answers: Partial<Record<number, Answer>>;
  /** Refusals by status beyond the ones every route of its kind has (operation-refusals.ts). */
  refusals?: Partial<Record<number, readonly RefusalKey[]>>;
  /** A refusal that carries more than the error body, by status (a schedule conflict's classes). */
  refusalBodies?: Partial<Record<number, v.GenericSchema>>;
  /** Attempts are limited per account or address: may answer 429 tooManyAttempts with Retry-After. */
  throttled?: boolean;
  /** How it treats API keys beyond its least role (server/domain/api-keys/key-access.ts). */
  keyAccess?: KeyAccess;
  /** The refresh cookie, not the bearer token, identifies the caller (account routes). */
  cookieAuth?: boolean;
};

/** The OpenAPI path of a Hono pattern: '/user/invoice/:id' → '/user/invoice/{id}'. */
export const openApiPath = (pattern: string) => pattern.replace(/:(\w+)/g, '{$1}');

/** The path parameter names of a pattern, in order. */
export const paramNames = (pattern: string) => [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
