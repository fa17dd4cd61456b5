import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from './contract/paging.ts';

/**
 * What every list read page by page shares in its `infiniteQueryOptions`: the first page has no cursor, and
 * each next one is read with the cursor the previous page answered (none left: the list is complete).
 */
export const cursorPaging = {
  initialPageParam: null as string | null,
  getNextPageParam: (last: Page<unknown>) => last.nextCursor,
};

/** The query string's cursor of a page: none for the first. */
export const cursorQuery = (cursor: string | null) => (cursor === null ? {} : { cursor });

/** The rows of every page read so far, in order. */
export function pageItems<T>(data: InfiniteData<Page<T>> | undefined): T[] | undefined {
  return data?.pages.flatMap((page) => page.items);
}
