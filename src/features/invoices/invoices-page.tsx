import { Body1, Spinner } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { todayInZone } from '../../common/calendar.ts';
import { deviceTimeZone } from '../../lib/dates.ts';
import { Page } from '../../shell/page.tsx';
import { periodOrDefault } from './invoice-period.ts';
import { invoiceQueries } from './queries.ts';
import { PeriodForm } from './period-form.tsx';
import { InvoiceList } from './invoice-list.tsx';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { LoadMore } from '../../shell/load-more.tsx';
import { pageItems } from '../../api/pages.ts';

const route = getRouteApi('/_auth/invoices');

/** The member's invoices in a period (?from=&to=, invoice dates), newest first, older ones read on scrolling. */
export function InvoicesPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // The same period, so the same query, as the route's loader.
  const period = periodOrDefault(search, todayInZone(deviceTimeZone()));
  const query = useInfiniteQuery(invoiceQueries.list(period));
  const invoices = pageItems(query.data);

  return (
    <Page title={<Trans>Invoices</Trans>} updatedAt={query.dataUpdatedAt}>
      <PeriodForm
        key={`${period.from}/${period.to}`}
        period={period}
        onChange={(next) => void navigate({ search: next })}
      />
      {invoices ? (
        invoices.length > 0 ? (
          <>
            <InvoiceList invoices={invoices} period={period} />
            <LoadMore pages={query} />
          </>
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
