import type * as v from 'valibot';

/** One form issue: the field (top-level key), what is wrong with it, and the rule's number (a length, a bound). */
export type FieldIssue<K extends string> = { field: string; key: K; requirement?: number };

/**
 * valibot issues as form issues, the first per field. A message that is one of the form's keys is kept; any
 * other is "field required" for a missing value, else "invalid". Shared by every admin form and the server's 400.
 */
export function toFieldIssues<K extends string>(
  issues: readonly v.BaseIssue<unknown>[],
  keys: readonly K[],
): FieldIssue<K | 'fieldRequired' | 'invalid'>[] {
  const seen = new Set<string>();
  const out: FieldIssue<K | 'fieldRequired' | 'invalid'>[] = [];
  for (const issue of issues) {
    const field = String(issue.path?.[0]?.key ?? '');
    if (seen.has(field)) continue;
    seen.add(field);
    const known =
      (keys as readonly string[]).includes(issue.message) && issue.message !== 'invalid'
        ? (issue.message as K)
        : undefined;
    out.push({
      field,
      key: known ?? (issue.input === undefined ? 'fieldRequired' : 'invalid'),
      requirement: typeof issue.requirement === 'number' ? issue.requirement : undefined,
    });
  }
  return out;
}
