import { Trans, useLingui } from '@lingui/react/macro';
import { Checkmark20Regular } from '@fluentui/react-icons/headless/svg/checkmark';
import { Copy20Regular } from '@fluentui/react-icons/headless/svg/copy';
import { useCopyText } from '../../lib/use-copy-text.ts';
import { ActionBar } from '../../ui/action-bar.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardTitle } from '../../ui/card.tsx';
import styles from './webhooks.module.css';

/** A signing secret, shown this once (the server keeps it to sign with, but never shows it again). */
export function WebhookSecretCard({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const { t } = useLingui();
  const { copied, copy } = useCopyText(secret);
  return (
    <Card className={styles.card} aria-labelledby="webhook-secret-title">
      <CardTitle level={2} id="webhook-secret-title">
        <Trans>The signing secret</Trans>
      </CardTitle>
      <p className={styles.secondary}>
        <Trans>
          For {url}. Copy it into the receiving system now: it is shown only this once. The receiver checks each
          message's signature with it.
        </Trans>
      </p>
      <code className={styles.secret} translate="no" data-testid="webhook-secret">
        {secret}
      </code>
      <ActionBar>
        <Button
          variant="primary"
          icon={copied === 'yes' ? Checkmark20Regular : Copy20Regular}
          onClick={() => void copy()}
        >
          <Trans>Copy the secret</Trans>
        </Button>
        <Button onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
        <span role="status" className={styles.status}>
          {copied === 'yes' ? t`Copied` : copied === 'failed' ? t`Could not copy: select the secret instead` : ''}
        </span>
      </ActionBar>
    </Card>
  );
}
