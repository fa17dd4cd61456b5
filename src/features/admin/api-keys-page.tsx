import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiKey, ApiKeySecret } from '../../api/contract/api-keys.ts';
import { deviceTimeZone, formatDateTime } from '../../lib/dates.ts';
import { useReachable } from '../../lib/online.ts';
import { confirmDestructive } from '../../shell/confirm.ts';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { notifyError } from '../../shell/notify.ts';
import { Page } from '../../shell/page.tsx';
import { Spinner } from '../../shell/spinner.tsx';
import { ActionBar } from '../../ui/action-bar.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardHead, CardTitle } from '../../ui/card.tsx';
import { ApiKeyAddForm } from './api-key-add-form.tsx';
import { apiKeyScopeLabels } from './api-key-labels.ts';
import { apiKeyQueries, useRevokeApiKeyMutation } from './api-key-queries.ts';
import { ApiKeySecretCard } from './api-key-secret.tsx';
import styles from './webhooks.module.css';

/**
 * Issue 39: the club's API keys, one per integration (a website's timetable, door hardware, accounting), each
 * with only the scopes it needs. The secret is shown once; revoking stops it at once (docs/integrations.md).
 */
export function ApiKeysPage() {
  const { t } = useLingui();
  const keys = useQuery(apiKeyQueries.list());
  const [secret, setSecret] = useState<ApiKeySecret | null>(null);
  return (
    <Page
      title={<Trans>API keys</Trans>}
      updatedAt={keys.dataUpdatedAt || undefined}
      actions={
        <Button onClick={() => void keys.refetch()} disabled={keys.isFetching}>
          <Trans>Refresh</Trans>
        </Button>
      }
    >
      <p className={styles.intro}>
        <Trans>
          Other systems of the club (the website’s timetable, door hardware, accounting) use the booking system with a
          key of their own. Give each one only what it needs, and revoke its key when it is no longer used.
        </Trans>
      </p>
      {keys.isPending ? (
        <Spinner label={t`Loading…`} />
      ) : keys.isError && !keys.data ? (
        <LoadFailure error={keys.error} onRetry={() => void keys.refetch()} />
      ) : (
        <>
          {secret && (
            <div className={styles.list}>
              <ApiKeySecretCard name={secret.key.name} secret={secret.secret} onDone={() => setSecret(null)} />
            </div>
          )}
          {keys.data.length === 0 ? (
            <p className={styles.secondary}>
              <Trans>No API keys yet.</Trans>
            </p>
          ) : (
            <ul className={styles.list}>
              {keys.data.map((key) => (
                <KeyCard key={key.id} apiKey={key} />
              ))}
            </ul>
          )}
          <ApiKeyAddForm onAdded={setSecret} />
        </>
      )}
    </Page>
  );
}

function KeyCard({ apiKey }: { apiKey: ApiKey }) {
  const { t, i18n } = useLingui();
  const reachable = useReachable();
  const revoke = useRevokeApiKeyMutation();
  const zone = deviceTimeZone();
  const titleId = `api-key-${apiKey.id}-title`;
  const revoked = apiKey.revokedAt !== null;

  const ask = async () => {
    const sure = await confirmDestructive({
      title: t`Revoke this key?`,
      content: t`${apiKey.name} can no longer use the booking system: its next request is refused. This cannot be undone.`,
      confirmLabel: t`Revoke key`,
      keepLabel: t`Keep key`,
    });
    if (sure) revoke.mutate(apiKey.id, { onError: notifyError });
  };

  return (
    <Card as="li" className={styles.card} aria-labelledby={titleId}>
      <CardHead>
        <CardTitle level={2} id={titleId}>
          <span className={styles.url}>{apiKey.name}</span>
        </CardTitle>
        {revoked ? (
          <Badge tone="neutral">
            <Trans>Revoked</Trans>
          </Badge>
        ) : (
          <Badge tone="success">
            <Trans>In use</Trans>
          </Badge>
        )}
      </CardHead>
      <ul className={styles.events} aria-label={t`What it may do`}>
        {apiKey.scopes.map((scope) => (
          <li key={scope}>{i18n._(apiKeyScopeLabels[scope].name)}</li>
        ))}
      </ul>
      <p className={styles.secondary}>
        <span translate="no">{apiKey.hint}…</span>
        {' · '}
        <Trans>made {formatDateTime(apiKey.createdAt, zone)}</Trans>
        {' · '}
        {apiKey.lastUsedAt ? (
          <Trans>last used {formatDateTime(apiKey.lastUsedAt, zone)}</Trans>
        ) : (
          <Trans>never used</Trans>
        )}
        {apiKey.revokedAt && (
          <>
            {' · '}
            <Trans>revoked {formatDateTime(apiKey.revokedAt, zone)}</Trans>
          </>
        )}
      </p>
      {!revoked && (
        <ActionBar
          destructive={
            <Button
              variant="destructive"
              disabled={revoke.isPending || !reachable}
              aria-busy={revoke.isPending}
              onClick={() => void ask()}
            >
              {revoke.isPending ? <Trans>Revoking…</Trans> : <Trans>Revoke</Trans>}
            </Button>
          }
        />
      )}
    </Card>
  );
}
