import { useId, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Checkmark20Regular } from '@fluentui/react-icons/headless/svg/checkmark';
import { Copy20Regular } from '@fluentui/react-icons/headless/svg/copy';
import { useCopyText } from '../../lib/use-copy-text.ts';
import { ActionBar } from '../../ui/action-bar.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardTitle } from '../../ui/card.tsx';
import styles from './webhooks.module.css';

/**
 * A secret the server shows this once (an API key, a webhook's signing secret): what it is for, the secret to copy
 * and "Done". The words are the caller's, for each kind of secret.
 */
export function SecretOnceCard({
  title,
  children,
  secret,
  testId,
  copyLabel,
  copyFailed,
  onDone,
}: {
  title: ReactNode;
  /** what the secret is for and that it is not shown again */
  children: ReactNode;
  secret: string;
  testId: string;
  copyLabel: ReactNode;
  copyFailed: string;
  onDone: () => void;
}) {
  const titleId = useId();
  const { copied, copy } = useCopyText(secret);
  return (
    <Card className={styles.card} aria-labelledby={titleId}>
      <CardTitle level={2} id={titleId}>
        {title}
      </CardTitle>
      <p className={styles.secondary}>{children}</p>
      <code className={styles.secret} translate="no" data-testid={testId}>
        {secret}
      </code>
      <ActionBar>
        <Button
          variant="primary"
          icon={copied === 'yes' ? Checkmark20Regular : Copy20Regular}
          onClick={() => void copy()}
        >
          {copyLabel}
        </Button>
        <Button onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
        <span role="status" className={styles.status}>
          {copied === 'yes' ? <Trans>Copied</Trans> : copied === 'failed' ? copyFailed : ''}
        </span>
      </ActionBar>
    </Card>
  );
}
