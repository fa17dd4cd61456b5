import { lazy, Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCopyText } from '../../lib/use-copy-text.ts';
import { Copy20Regular } from '@fluentui/react-icons/headless/svg/copy';
import { Checkmark20Regular } from '@fluentui/react-icons/headless/svg/checkmark';
import { Button } from '../../ui/button.tsx';
import styles from './claimed-code.module.css';

// The QR drawing the entry page uses too, loaded only once a code is claimed: it stays out of the first visit's scripts.
const QrCanvas = lazy(() => import('../../lib/qr/qr-canvas.tsx').then((m) => ({ default: m.QrCanvas })));

/** A claimed voucher's personal code, as a code: monospace on one line, a copy button and its QR for the desk. */
export function ClaimedCode({ code }: { code: string }) {
  const { t } = useLingui();
  const { copied, copy } = useCopyText(code);

  return (
    <section className={styles.root} aria-labelledby="claimed-code-title">
      <p id="claimed-code-title" className={styles.text}>
        <Trans>The voucher is claimed. Show this code at the club:</Trans>
      </p>
      <code className={styles.code} translate="no">
        {code}
      </code>
      <div className={styles.row}>
        <Button icon={copied === 'yes' ? Checkmark20Regular : Copy20Regular} onClick={() => void copy()}>
          <Trans>Copy the code</Trans>
        </Button>
        <span role="status" className={styles.copied}>
          {copied === 'yes' ? t`Copied` : copied === 'failed' ? t`Could not copy: select the code instead` : ''}
        </span>
      </div>
      <div className={styles.qr}>
        <Suspense fallback={null}>
          <QrCanvas text={code} label={t`QR code of the voucher code ${code}`} />
        </Suspense>
      </div>
    </section>
  );
}
