import * as v from 'valibot';

/** Rows per page when a request names no `limit`, and the most one request may ask for. */
export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/**
 * The paging part of a list's query string: `cursor` is the previous page's `nextCursor` (opaque,
 * base64url), `limit` the page size. A cursor the server did not write answers 400 invalidInput.
 */
export const PageQueryEntries = {
  cursor: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,200}$/))),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,2}$/), v.transform(Number), v.maxValue(MAX_PAGE_SIZE)),
    String(PAGE_SIZE),
  ),
};
export const PageQuery = v.object(PageQueryEntries);
export type PageQuery = v.InferOutput<typeof PageQuery>;

/**
 * Every list that can grow without bound answers one page, newest first: `items`, and the cursor of
 * the next (older) page, or null when this page is the last one.
 */
export const pageOf = <S extends v.GenericSchema>(item: S) =>
  v.object({ items: v.array(item), nextCursor: v.nullable(v.string()) });
export type Page<T> = { items: T[]; nextCursor: string | null };
