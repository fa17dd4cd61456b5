import { Button } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifyError, notifySuccess } from '../../shell/notify.ts';

/** Shares the public claim link of a shareable voucher (system share sheet, else the clipboard). */
export function ShareVoucherButton({ code, name }: { code: string; name: string }) {
  const { t } = useLingui();
  const share = async () => {
    const url = new URL('/public/vouchers', window.location.origin);
    url.searchParams.set('id', code);
    try {
      if (navigator.share) {
        await navigator.share({ title: name, url: url.href });
      } else {
        await navigator.clipboard.writeText(url.href);
        notifySuccess(t`Link copied`);
      }
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      notifyError(error);
    }
  };
  return (
    <Button onClick={() => void share()} aria-label={t`Share voucher ${name}`}>
      <Trans>Share</Trans>
    </Button>
  );
}
