import { Body1, Card, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { todayInZone } from '../../common/calendar.ts';
import { deviceTimeZone } from '../../lib/dates.ts';
import { Page } from '../../shell/page.tsx';
import { voucherQueries } from './queries.ts';
import { voucherState, voucherStateOrder } from './voucher-state.ts';
import { VoucherDetails } from './voucher-details.tsx';
import { ShareVoucherButton } from './share-voucher-button.tsx';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { LoadMore } from '../../shell/load-more.tsx';
import { pageItems } from '../../api/pages.ts';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/**
 * The member's vouchers: usable ones first, each with its state derived from today's date. The server sends
 * the latest expiry first, so the pages read on scrolling are older ones.
 */
export function VouchersPage() {
  const styles = useStyles();
  const query = useInfiniteQuery(voucherQueries.list());
  const today = todayInZone(deviceTimeZone());
  const vouchers = pageItems(query.data)
    ?.map((voucher) => ({ voucher, state: voucherState(voucher, today) }))
    .sort((a, b) => voucherStateOrder.indexOf(a.state) - voucherStateOrder.indexOf(b.state));

  return (
    <Page title={<Trans>Vouchers</Trans>} updatedAt={query.dataUpdatedAt}>
      {vouchers ? (
        vouchers.length > 0 ? (
          <>
            <ul className={styles.list}>
              {vouchers.map(({ voucher, state }) => (
                <li key={voucher.code}>
                  <Card>
                    <VoucherDetails voucher={voucher} state={state} headingLevel={2}>
                      {voucher.shareable && state === 'active' && (
                        <div className={styles.actions}>
                          <ShareVoucherButton code={voucher.code} name={voucher.name} />
                        </div>
                      )}
                    </VoucherDetails>
                  </Card>
                </li>
              ))}
            </ul>
            <LoadMore pages={query} />
          </>
        ) : (
          <Body1>
            <Trans>You have no vouchers.</Trans>
          </Body1>
        )
      ) : query.isError ? (
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Spinner label={<Trans>Loading vouchers…</Trans>} />
      )}
    </Page>
  );
}
