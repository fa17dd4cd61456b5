import { Body1, Spinner } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Page } from '../../shell/page.tsx';
import { invoiceQueries } from './queries.ts';
import { PeriodForm } from './period-form.tsx';
import { InvoiceList } from './invoice-list.tsx';
import { LoadFailure } from '../../shell/load-failure.tsx';

const route = getRouteApi('/_auth/invoices');

/** The member's invoices in a period (?from=&to=, invoice dates), newest first. */
export function InvoicesPage() {
  const navigate = route.useNavigate();
  // The period of the search as the route's loader read it (periodOrDefault): one reading, one query.
  const period = route.useLoaderDeps();
  const query = useQuery(invoiceQueries.list(period));

  return (
    <Page title={<Trans>Invoices</Trans>} updatedAt={query.dataUpdatedAt}>
      <PeriodForm key={`${period.from}/${period.to}`} period={period} onChange={(next) => void navigate({ search: next })} />
      {query.data ? (
        query.data.length > 0 ? (
          <InvoiceList invoices={query.data} period={period} />
        ) : (
          <Body1>
            <Trans>No invoices in the period</Trans>
          </Body1>
        )
      ) : query.isError ? (
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Spinner label={<Trans>Loading invoices…</Trans>} />
      )}
    </Page>
  );
}
