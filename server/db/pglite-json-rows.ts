/*
 * Many rows as one JSON value, for PGlite (QueryOptions.manyRows). PGlite's driver copies the bytes of every
 * field of every row into a buffer of its own before decoding it: for a large club's week (169 classes of 41
 * columns) that was about half of the read. As one JSON value the answer is decoded once, natively.
 */

/** A column's JSON value, turned back into what PGlite's own parser gives for its type. */
type Restore = (value: unknown) => unknown;

const asIs: Restore = (value) => value;
const instant: Restore = (value) => (value === null ? null : new Date(value as string));

/**
 * The column types whose JSON gives back exactly what PGlite's parser does (by type OID): booleans, 16- and
 * 32-bit integers, text, json, and timestamps with time zone (ISO 8601 text with an offset, read back as a
 * Date to the millisecond, as PGlite reads them). A statement with any other type (int8, numeric, floats,
 * dates, arrays) is fetched as it is.
 */
const restoreByType = new Map<number, Restore>([
  [16, asIs], // bool
  [21, asIs], // int2
  [23, asIs], // int4
  [25, asIs], // text
  [114, asIs], // json
  [1043, asIs], // varchar
  [3802, asIs], // jsonb
  [1184, instant], // timestamptz
]);

export type ResultField = { name: string; dataTypeID: number };

/** How to give the rows back from their JSON: each column restored by its type; null when a type is not known. */
export type JsonRowsPlan = { restores: [string, Restore][] } | null;

export function jsonRowsPlan(fields: readonly ResultField[]): JsonRowsPlan {
  // json_agg of a row with two columns of one name would keep one of them
  if (fields.length === 0 || new Set(fields.map((f) => f.name)).size !== fields.length) return null;
  const restores: [string, Restore][] = [];
  for (const field of fields) {
    const restore = restoreByType.get(field.dataTypeID);
    if (!restore) return null;
    if (restore !== asIs) restores.push([field.name, restore]);
  }
  return { restores };
}

/**
 * The statement's rows, in its order, as one JSON array (an aggregate over a sorted subquery takes its rows in
 * that order; pglite.test.ts compares them with the plain statement's).
 */
export const jsonRowsSql = (sql: string) => `SELECT coalesce(json_agg(q), '[]') AS rows FROM (${sql}) q`;

/** The rows of jsonRowsSql's answer, each column as PGlite would have given it. */
export function rowsFromJson<T>(rows: Record<string, unknown>[], plan: NonNullable<JsonRowsPlan>): T[] {
  for (const row of rows) for (const [name, restore] of plan.restores) row[name] = restore(row[name]);
  return rows as T[];
}
