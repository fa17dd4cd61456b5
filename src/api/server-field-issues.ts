import * as v from 'valibot';
import { isApiFailure } from './api-failure.ts';
import { ErrorBody } from './contract/errors.ts';
import type { FieldIssue } from './contract/field-issues.ts';

/**
 * The fields a form's 400 refusal names: the server answers `invalidInput` followed by one `<field>.<key>` per bad
 * field (server/http/validate.ts parseForm). Empty for any other failure.
 */
export function serverFieldIssues(error: unknown): FieldIssue<string>[] {
  if (!isApiFailure(error) || error.status !== 400) return [];
  const body = v.safeParse(ErrorBody, error.body);
  if (!body.success) return [];
  return body.output.errors.slice(1).flatMap((entry) => {
    const dot = entry.indexOf('.');
    return dot > 0 ? [{ field: entry.slice(0, dot), key: entry.slice(dot + 1) }] : [];
  });
}
