import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { isApiFailure } from '../../api/api-failure.ts';
import { Page } from '../../shell/page.tsx';
import { NotFoundPage } from '../../shell/not-found-page.tsx';
import { invoiceFromLists, invoiceQueries } from './queries.ts';
import { InvoiceDocument } from './invoice-document.tsx';
import { LoadFailure } from '../../shell/load-failure.tsx';

const route = getRouteApi('/_auth/invoices/$invoiceId');

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
});

/** One invoice as a document, read by its id; a list page that holds it shows it meanwhile. */
export function InvoicePage() {
  const styles = useStyles();
  const { invoiceId } = route.useParams();
  const search = route.useSearch();
  const queryClient = useQueryClient();
  const one = useQuery({
    ...invoiceQueries.one(invoiceId),
    placeholderData: () => invoiceFromLists(queryClient, invoiceId),
  });
  const config = useQuery(invoiceQueries.config());
  const invoice = one.data;
  // No invoice of the member's under this id: the same page as an id that is not one (the route's params).
  if (isApiFailure(one.error) && one.error.status === 404) return <NotFoundPage />;

  return (
    <Page
      title={invoice ? <Trans>Invoice {invoice.number}</Trans> : <Trans>Invoice</Trans>}
      updatedAt={one.dataUpdatedAt}
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
      ) : one.isError ? (
        <LoadFailure error={one.error} onRetry={() => void one.refetch()} />
      ) : (
        <Spinner label={<Trans>Loading the invoice…</Trans>} />
      )}
    </Page>
  );
}
