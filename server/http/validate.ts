import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-env.ts';
import { toFormIssues } from '../../src/api/contract/admin.ts';
import { IdString } from '../../src/api/contract/id.ts';
import { ApiError, FormError } from '../domain/api-error.ts';

type AnySchema = v.GenericSchema;

function parseOr400<S extends AnySchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new ApiError(400, 'invalidInput');
  return result.output;
}

/**
 * The JSON body, checked against schema; malformed JSON or a mismatch answers 400 invalidInput.
 * Every body of this API is a JSON object; valibot's v.object would also let an array through.
 */
export async function parseJson<S extends AnySchema>(c: Context<AppEnv>, schema: S): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'invalidInput');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, 'invalidInput');
  return parseOr400(schema, body);
}

/**
 * A form's JSON body: like parseJson, but a field-rule failure answers 400 with
 * `invalidInput` followed by one `<field>.<key>` per bad field (the keys the form shows inline).
 */
export async function parseForm<S extends AnySchema>(c: Context<AppEnv>, schema: S): Promise<v.InferOutput<S>> {
  const body = await parseJson(c, v.looseObject({}));
  const result = v.safeParse(schema, body);
  if (!result.success) throw new FormError(toFormIssues(result.issues).map((i) => `${i.field}.${i.key}`));
  return result.output;
}

/** The query string as an object of strings (first value of each key), checked against schema. */
export function parseQuery<S extends AnySchema>(c: Context<AppEnv>, schema: S): v.InferOutput<S> {
  return parseOr400(schema, c.req.query());
}

/** One path parameter, checked against schema (IdParam for ids). */
export function parseParam<S extends AnySchema>(c: Context<AppEnv>, name: string, schema: S): v.InferOutput<S> {
  return parseOr400(schema, c.req.param(name));
}

/** An id in a path or query string: the app's one id parser (src/api/contract/id.ts). */
export const IdParam = IdString;
