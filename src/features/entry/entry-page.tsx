import { Body1, Spinner, makeStyles } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Page } from '../../shell/page.tsx';
import { entryQueries } from './queries.ts';
import { EntryCodeCard } from './entry-code-card.tsx';
import { useWakeLock } from './use-wake-lock.ts';
import { LoadFailure } from '../../shell/load-failure.tsx';

const useStyles = makeStyles({
  codes: { display: 'flex', flexWrap: 'wrap', gap: '24px', justifyContent: 'center' },
});

/** The member's entry codes as QR codes for the door; drawn from the persisted cache first. */
export function EntryPage() {
  const styles = useStyles();
  const query = useQuery(entryQueries.list());
  useWakeLock();

  return (
    <Page title={<Trans>Enter the gym</Trans>} updatedAt={query.dataUpdatedAt}>
      {query.data ? (
        query.data.length > 0 ? (
          <div className={styles.codes}>
            {query.data.map((entryCode) => (
              <EntryCodeCard key={entryCode.code} entryCode={entryCode} />
            ))}
          </div>
        ) : (
          <Body1>
            <Trans>You have no entry codes.</Trans>
          </Body1>
        )
      ) : query.isError ? (
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Spinner label={<Trans>Loading entry codes…</Trans>} />
      )}
    </Page>
  );
}
