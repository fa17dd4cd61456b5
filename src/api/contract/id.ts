import * as v from 'valibot';

/**
 * The largest id: every id is a PostgreSQL `serial` (a 32-bit integer), so a larger one cannot exist, and
 * asking the database for it would fail the query instead of finding nothing.
 */
export const MAX_ID = 2_147_483_647;

/** Digits only, no sign, no leading zero, no spaces: one text per id, so "7", "07" and " 7" are not three names of one thing. */
const idDigits = /^[1-9]\d{0,9}$/;

/** Whether a number is an id (a positive integer up to MAX_ID). */
export function isId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}

/**
 * The one reading of an id written as text (a path segment, a query or search value), on the server and in the
 * app: "42" → 42; anything else ("0", "042", "4.2", "1e3", " 42", "-1", beyond MAX_ID) → undefined.
 */
export function parseId(text: string): number | undefined {
  if (!idDigits.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_ID ? id : undefined;
}

/** An id in a JSON body or answer. */
export const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID));

/** An id as text (path parameter, query string): parseId as a schema ("42" → 42). */
export const IdString = v.pipe(
  v.string(),
  v.check((text) => parseId(text) !== undefined),
  v.transform(Number),
);

/**
 * An id in a page's search params: the router reads `?gym=3` as the number 3 and `?gym="3"` as the text "3",
 * so both are accepted, each by the rules above.
 */
export const IdSearchValue = v.union([Id, IdString]);
