import { Trans, useLingui } from '@lingui/react/macro';
import { Checkmark20Regular } from '@fluentui/react-icons/headless/svg/checkmark';
import { Copy20Regular } from '@fluentui/react-icons/headless/svg/copy';
import { useCopyText } from '../../lib/use-copy-text.ts';
import { ActionBar } from '../../ui/action-bar.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardTitle } from '../../ui/card.tsx';
import styles from './webhooks.module.css';

/** A new key's secret, shown this once: the server keeps only its hash. */
export function ApiKeySecretCard({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const { t } = useLingui();
  const { copied, copy } = useCopyText(secret);
  return (
    <Card className={styles.card} aria-labelledby="api-key-secret-title">
      <CardTitle level={2} id="api-key-secret-title">
        <Trans>The new API key</Trans>
      </CardTitle>
      <p className={styles.secondary}>
        <Trans>
          For {name}. Copy it into the other system now: it is shown only this once, and the club keeps no copy. If it
          is lost, revoke it and make a new one.
        </Trans>
      </p>
      <code className={styles.secret} translate="no" data-testid="api-key-secret">
        {secret}
      </code>
      <ActionBar>
        <Button
          variant="primary"
          icon={copied === 'yes' ? Checkmark20Regular : Copy20Regular}
          onClick={() => void copy()}
        >
          <Trans>Copy the key</Trans>
        </Button>
        <Button onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
        <span role="status" className={styles.status}>
          {copied === 'yes' ? t`Copied` : copied === 'failed' ? t`Could not copy: select the key instead` : ''}
        </span>
      </ActionBar>
    </Card>
  );
}
