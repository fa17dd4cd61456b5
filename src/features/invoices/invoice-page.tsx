import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { todayInZone } from '../../api/contract/calendar.ts';
import { deviceTimeZone } from '../../lib/dates.ts';
import { Page } from '../../shell/page.tsx';
import { lookupPeriod } from './invoice-period.ts';
import { NotFoundPage } from '../../shell/not-found-page.tsx';
import { invoiceQueries } from './queries.ts';
import { InvoiceDocument } from './invoice-document.tsx';
import { LoadFailure } from '../../shell/load-failure.tsx';

const route = getRouteApi('/_auth/invoices/$invoiceId');

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
});

/**
 * One invoice as a document. The API has no single-invoice call, so it is found in the list of
 * the period it was opened from (or the last five years when opened by link).
 */
export function InvoicePage() {
  const styles = useStyles();
  const { invoiceId } = route.useParams();
  const search = route.useSearch();
  // The same period, so the same query, as the route's loader.
  const period = lookupPeriod(search, todayInZone(deviceTimeZone()));
  const list = useQuery(invoiceQueries.list(period));
  const config = useQuery(invoiceQueries.config());
  const invoice = list.data?.find((candidate) => candidate.id === invoiceId);
  // No invoice of the member's under this id: the same page as an id that is not one (the route's params).
  if (list.data && !invoice) return <NotFoundPage />;

  return (
    <Page
      title={invoice ? <Trans>Invoice {invoice.number}</Trans> : <Trans>Invoice</Trans>}
      updatedAt={list.dataUpdatedAt}
      actions={
        <div className={`invoice-no-print ${styles.actions}`}>
          <Link to="/invoices" search={search}>
            <Trans>Back to invoices</Trans>
          </Link>
          {invoice && (
            <Button appearance="primary" onClick={() => window.print()}>
              <Trans>Print</Trans>
            </Button>
          )}
        </div>
      }
    >
      {invoice ? (
        <InvoiceDocument invoice={invoice} config={config.data} />
      ) : list.isError ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Spinner label={<Trans>Loading the invoice…</Trans>} />
      )}
    </Page>
  );
}
