import { lazy, Suspense, useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Page } from '../../shell/page.tsx';
import { removeDoorOverlay } from '../../shell/door-overlay.ts';
import { entryQueries } from './queries.ts';
import { EntryCodeCard } from './entry-code-card.tsx';
import { useWakeLock } from './use-wake-lock.ts';
import { useDoorSnapshot } from './use-door-snapshot.ts';
import { entryHeading } from './entry-texts.ts';
import { Spinner } from '../../shell/spinner.tsx';
import { AccountStatusBanner } from '../../account/account-status-banner.tsx';

// Fluent's message bar, only when the codes cannot be loaded: the door page itself stays free of Fluent.
const LoadFailure = lazy(() => import('../../shell/load-failure.tsx').then((module) => ({ default: module.LoadFailure })));

/**
 * The member's entry codes as QR codes for the door; drawn from the persisted cache first. What it
 * shows is kept as the door snapshot, and it takes over from the door overlay once its QR is drawn.
 */
export function EntryPage() {
  const { i18n, t } = useLingui();
  const query = useQuery(entryQueries.list());
  const themed = useRef<HTMLDivElement>(null);
  useWakeLock();
  useDoorSnapshot(query.data, themed);

  // Nothing to draw (no codes, or no data and a failure): the page's own message replaces the overlay.
  const nothingToDraw = query.data?.length === 0 || (query.isError && !query.data);
  useEffect(() => {
    if (nothingToDraw) removeDoorOverlay();
  }, [nothingToDraw]);

  return (
    <Page title={i18n._(entryHeading)} updatedAt={query.dataUpdatedAt}>
      <AccountStatusBanner />
      {query.data ? (
        query.data.length > 0 ? (
          <div ref={themed} className="entry-codes">
            {query.data.map((entryCode) => (
              <EntryCodeCard key={entryCode.code} entryCode={entryCode} onQrSettled={removeDoorOverlay} />
            ))}
          </div>
        ) : (
          <p>
            <Trans>You have no entry codes.</Trans>
          </p>
        )
      ) : query.isError ? (
        <Suspense fallback={null}>
          <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
        </Suspense>
      ) : (
        <Spinner label={t`Loading entry codes…`} />
      )}
    </Page>
  );
}
