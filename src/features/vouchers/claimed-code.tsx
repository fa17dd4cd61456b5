import { lazy, Suspense, useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Copy20Regular } from '@fluentui/react-icons/headless/svg/copy';
import { Checkmark20Regular } from '@fluentui/react-icons/headless/svg/checkmark';
import { Button } from '../../ui/button.tsx';
import styles from './claimed-code.module.css';

// The QR drawing the entry page uses too, loaded only once a code is claimed: it stays out of the first visit's scripts.
const QrCanvas = lazy(() => import('../../lib/qr/qr-canvas.tsx').then((m) => ({ default: m.QrCanvas })));

/** How long "Copied" shows after a copy. */
const COPIED_MS = 3_000;

/** A claimed voucher's personal code, as a code: monospace on one line, a copy button and its QR for the desk. */
export function ClaimedCode({ code }: { code: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('yes');
    } catch {
      // no clipboard (an old browser, a refused permission): the code stays there to select by hand
      setCopied('failed');
    }
  };

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
