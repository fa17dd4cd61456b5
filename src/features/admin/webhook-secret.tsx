import { Trans, useLingui } from '@lingui/react/macro';
import { SecretOnceCard } from './secret-once-card.tsx';

/** A signing secret, shown this once (the server keeps it to sign with, but never shows it again). */
export function WebhookSecretCard({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <SecretOnceCard
      title={<Trans>The signing secret</Trans>}
      secret={secret}
      testId="webhook-secret"
      copyLabel={<Trans>Copy the secret</Trans>}
      copyFailed={t`Could not copy: select the secret instead`}
      onDone={onDone}
    >
      <Trans>
        For {url}. Copy it into the receiving system now: it is shown only this once. The receiver checks each message's
        signature with it.
      </Trans>
    </SecretOnceCard>
  );
}
