import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Page } from '../../shell/page.tsx';
import { removeDoorOverlay } from '../../shell/door-overlay.ts';
import { entryQueries } from './queries.ts';
import { ownCodesNamed } from './own-codes-named.ts';
import { profileQuery } from '../../account/profile-query.ts';
import { EntryCodeCard } from './entry-code-card.tsx';
import { useWakeLock } from './use-wake-lock.ts';
import { useDoorSnapshot } from './use-door-snapshot.ts';
import { brightnessHint, entryHeading } from './entry-texts.ts';
import { doorOrder, isEntryCodeExpired, leadingCodes } from '../../common/entry-code-validity.ts';
import styles from './entry.module.css';
import { Spinner } from '../../shell/spinner.tsx';
import { AccountStatusBanner } from '../../account/account-status-banner.tsx';

// Fluent's message bar, only when the codes cannot be loaded: the door page itself stays free of Fluent.
const LoadFailure = lazy(() =>
  import('../../shell/load-failure.tsx').then((module) => ({ default: module.LoadFailure })),
);

/**
 * The member's entry codes as QR codes for the door; drawn from the persisted cache first. What it
 * shows is kept as the door snapshot, and it takes over from the door overlay once its QR is drawn.
 */
export function EntryPage() {
  const { i18n, t } = useLingui();
  const query = useQuery(entryQueries.list());
  /*
   * The codes arrive as a query's update, which React renders at once, in the same task as the answer's
   * parsing; deferred, they are drawn in a background render, in slices (at 4× CPU, one task of ~30 ms less).
   */
  const deferred = useDeferredValue(query.data);
  // the member's name, for their own codes beside their family's (from the kept profile while offline)
  const ownName = useQuery({ ...profileQuery(), select: (p) => `${p.firstName} ${p.lastName}` }).data;
  const data = useMemo(() => deferred && ownCodesNamed(deferred, ownName), [deferred, ownName]);
  const themed = useRef<HTMLDivElement>(null);
  const codes = data ? doorOrder(data) : undefined;
  const current = codes?.[0] && !isEntryCodeExpired(codes[0].validUntil) ? codes[0] : undefined;
  const leading = codes && leadingCodes(codes);
  // The screen stays awake while there is a code to show at the door.
  useWakeLock(current !== undefined);
  useDoorSnapshot(data, themed);

  // Nothing to draw (no valid codes, or no data and a failure): the page's own content replaces the overlay.
  const nothingToDraw = (codes !== undefined && current === undefined) || (query.isError && !data);
  useEffect(() => {
    if (nothingToDraw) removeDoorOverlay();
  }, [nothingToDraw]);

  return (
    <Page title={i18n._(entryHeading)} updatedAt={query.dataUpdatedAt}>
      <AccountStatusBanner />
      {codes ? (
        codes.length > 0 ? (
          <div ref={themed} className="entry-codes">
            {codes.map((entryCode) => (
              <EntryCodeCard
                key={entryCode.code}
                entryCode={entryCode}
                leads={leading?.has(entryCode) ?? false}
                onQrSettled={entryCode === current ? removeDoorOverlay : undefined}
              />
            ))}
            {current && <p className={styles.hint}>{i18n._(brightnessHint)}</p>}
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
