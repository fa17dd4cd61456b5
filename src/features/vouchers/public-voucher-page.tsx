import { Card, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { isApiFailure } from '../../api/api-failure.ts';
import { errorMessage, failureText } from '../../i18n/error-messages.ts';
import { todayInZone } from '../../common/calendar.ts';
import { deviceTimeZone } from '../../lib/dates.ts';
import { Page } from '../../shell/page.tsx';
import { voucherQueries } from './queries.ts';
import { voucherState } from './voucher-state.ts';
import { VoucherDetails } from './voucher-details.tsx';
import { ClaimForm } from './claim-form.tsx';
import { LookupForm } from '../../shell/lookup-form.tsx';

const route = getRouteApi('/public/vouchers');

/** Why the voucher cannot be claimed, as its docs/behaviour.md#messages text. */
function VoucherNotice({ text }: { text: string }) {
  return (
    <MessageBar intent="warning">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}

function VoucherResult({ id }: { id: string }) {
  const { i18n, t } = useLingui();
  const query = useQuery(voucherQueries.publicById(id));
  const today = todayInZone(deviceTimeZone());

  if (query.isPending) return <Spinner label={<Trans>Looking up the voucher…</Trans>} />;
  if (query.isError) {
    const notFound = isApiFailure(query.error) && query.error.status === 404;
    return (
      <MessageBar intent="error">
        <MessageBarBody>{notFound ? i18n._(errorMessage('voucherNotFound')) : failureText(query.error)}</MessageBarBody>
      </MessageBar>
    );
  }
  const voucher = query.data;
  const state = voucherState(voucher, today);
  return (
    <Card>
      <VoucherDetails voucher={voucher} state={state} headingLevel={2} showShareable={false}>
        {state === 'expired' ? (
          <VoucherNotice text={i18n._(errorMessage('voucherExpired'))} />
        ) : state === 'used' ? (
          <VoucherNotice text={i18n._(errorMessage('voucherUsed'))} />
        ) : state === 'notYetValid' ? (
          <VoucherNotice text={t`This voucher is not valid yet.`} />
        ) : voucher.claimable ? (
          <ClaimForm key={voucher.code} voucherId={voucher.code} />
        ) : (
          // A personal voucher (a member's own, or a claimed code) is used at the club, not claimed here.
          <VoucherNotice text={i18n._(errorMessage('voucherNotShareable'))} />
        )}
      </VoucherDetails>
    </Card>
  );
}

/** Open to all: look a voucher up by its code (?id=) and claim it with a name and e-mail. */
export function PublicVoucherPage() {
  const { id } = route.useSearch();
  const navigate = route.useNavigate();
  const { t } = useLingui();
  return (
    <Page title={<Trans>Voucher</Trans>}>
      <LookupForm
        key={id ?? ''}
        label={t`Voucher code`}
        initial={id ?? ''}
        onLookUp={(code) => void navigate({ search: { id: code } })}
      />
      {id && <VoucherResult id={id} />}
    </Page>
  );
}
