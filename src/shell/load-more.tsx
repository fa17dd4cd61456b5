import { useEffect, useRef } from 'react';
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { LoadFailure } from './load-failure.tsx';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalM,
  },
  // a touch target (docs/behaviour.md#design-rules)
  button: { minHeight: '44px', minWidth: '44px' },
});

/** What LoadMore needs of a TanStack infinite query. */
export type MorePages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
};

/** How far below the screen the end of a list starts reading the next page, so scrolling rarely waits. */
const AHEAD = '300px';

/**
 * The end of a list read page by page: the next (older) page is read when this comes near the screen,
 * with a "Show more" button for keyboards and browsers that do not tell; a spinner while it loads, and
 * why it failed with a retry. A failed page is not read again by scrolling, only by the retry.
 */
export function LoadMore({ pages }: { pages: MorePages }) {
  const styles = useStyles();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  const wanted = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;

  useEffect(() => {
    const target = sentinel.current;
    if (!wanted || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [wanted, fetchNextPage]);

  if (!hasNextPage) return null;
  return (
    <div className={styles.root} ref={sentinel}>
      {isFetchNextPageError ? (
        <LoadFailure error={pages.error} onRetry={() => void fetchNextPage()} />
      ) : isFetchingNextPage ? (
        <Spinner size="small" label={<Trans>Loading more…</Trans>} />
      ) : (
        <Button className={styles.button} onClick={() => void fetchNextPage()}>
          <Trans>Show more</Trans>
        </Button>
      )}
    </div>
  );
}
