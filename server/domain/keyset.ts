import * as v from 'valibot';
import type { Page } from '../../src/api/contract/paging.ts';
import { ApiError } from './api-error.ts';

/** A row's place in its list's order: the sort key, then what breaks ties (an id). */
export type Key = readonly (string | number)[];

/** The opaque cursor of a key: base64url of its JSON, so a client never builds or reads one. */
export function encodeCursor(key: Key): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/**
 * The key a cursor carries, checked against the list's key shape; no cursor is the first page. A cursor
 * this server did not write answers 400 invalidInput (it would otherwise reach SQL as a bad date).
 */
export function decodeCursor<S extends v.GenericSchema>(cursor: string | undefined, shape: S): v.InferOutput<S> | null {
  if (cursor === undefined) return null;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new ApiError(400, 'invalidInput');
  }
  const result = v.safeParse(shape, key);
  if (!result.success) throw new ApiError(400, 'invalidInput');
  return result.output;
}

/**
 * One page from rows read with `LIMIT limit + 1` in the list's order: the extra row only tells that
 * another page follows, whose cursor is the key of this page's last row.
 */
export function toPage<R, T>(rows: R[], limit: number, keyOf: (row: R) => Key, items: (rows: R[]) => T[]): Page<T> {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { items: items(shown), nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
