import { Trans, useLingui } from '@lingui/react/macro';
import { SecretOnceCard } from './secret-once-card.tsx';

/** A new key's secret, shown this once: the server keeps only its hash. */
export function ApiKeySecretCard({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <SecretOnceCard
      title={<Trans>The new API key</Trans>}
      secret={secret}
      testId="api-key-secret"
      copyLabel={<Trans>Copy the key</Trans>}
      copyFailed={t`Could not copy: select the key instead`}
      onDone={onDone}
    >
      <Trans>
        For {name}. Copy it into the other system now: it is shown only this once, and the club keeps no copy. If it is
        lost, revoke it and make a new one.
      </Trans>
    </SecretOnceCard>
  );
}
