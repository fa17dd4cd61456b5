import type { ReactNode } from 'react';
import { Body1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Contract } from '../../api/contract/contract.ts';
import { todayInZone } from '../../common/calendar.ts';
import { deviceTimeZone } from '../../lib/dates.ts';
import { Page } from '../../shell/page.tsx';
import { splitContracts } from './contract-split.ts';
import { contractQueries } from './queries.ts';
import { ContractCard } from './contract-card.tsx';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { LoadMore } from '../../shell/load-more.tsx';
import { pageItems } from '../../api/pages.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
});

function ContractSection({
  id,
  title,
  contracts,
  empty,
}: {
  id: string;
  title: ReactNode;
  contracts: Contract[];
  empty: ReactNode;
}) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {contracts.length > 0 ? (
        <ul className={styles.list}>
          {contracts.map((contract) => (
            <li key={contract.id}>
              <ContractCard contract={contract} />
            </li>
          ))}
        </ul>
      ) : (
        empty && <Body1>{empty}</Body1>
      )}
    </section>
  );
}

/**
 * docs/behaviour.md#sessions-accounts-and-states: valid and archived contracts, split on the device by today's date. The server sends the valid
 * ones first, so the pages read on scrolling add archived ones; "none archived" waits for the last page.
 */
export function ContractsPage() {
  const query = useInfiniteQuery(contractQueries.list());
  const today = todayInZone(deviceTimeZone());
  const contracts = pageItems(query.data);
  const split = contracts ? splitContracts(contracts, today) : null;

  return (
    <Page title={<Trans>Contracts</Trans>} updatedAt={query.dataUpdatedAt}>
      {split ? (
        <>
          <ContractSection
            id="contracts-valid"
            title={<Trans>Valid contracts</Trans>}
            contracts={split.valid}
            empty={<Trans>No valid contracts.</Trans>}
          />
          <ContractSection
            id="contracts-archived"
            title={<Trans>Archived contracts</Trans>}
            contracts={split.archived}
            empty={query.hasNextPage ? null : <Trans>No archived contracts.</Trans>}
          />
          <LoadMore pages={query} />
        </>
      ) : query.isError ? (
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Spinner label={<Trans>Loading contracts…</Trans>} />
      )}
    </Page>
  );
}
