import { createHash } from 'node:crypto';

/** Texts already named; the variants of a built query are few, but the map is bounded all the same. */
const names = new Map<string, string>();
const MAX_NAMES = 500;

/**
 * A statement name for a query whose text is built from a few optional parts (the week's filters, the viewer's kind):
 * one name per distinct text, so each PostgreSQL connection parses it once and can keep its plan
 * (db.ts `QueryOptions.statementName`) instead of planning it at every request.
 */
export function statementNameOf(prefix: string, sql: string): string {
  let name = names.get(sql);
  if (name === undefined) {
    name = `${prefix}_${createHash('sha256').update(sql).digest('hex').slice(0, 16)}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(sql, name);
  }
  return name;
}
