import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WebhookEndpoint, WebhookSecret } from '../../api/contract/webhooks.ts';
import { useReachable } from '../../lib/online.ts';
import { confirm, confirmDestructive } from '../../shell/confirm.ts';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { notifyError } from '../../shell/notify.ts';
import { Page } from '../../shell/page.tsx';
import { Spinner } from '../../shell/spinner.tsx';
import { ActionBar } from '../../ui/action-bar.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardHead, CardTitle } from '../../ui/card.tsx';
import { WebhookAddForm } from './webhook-add-form.tsx';
import { WebhookDeliveryList } from './webhook-deliveries.tsx';
import { webhookEventLabels } from './webhook-labels.ts';
import {
  useDeleteWebhookMutation,
  useRotateWebhookSecretMutation,
  useUpdateWebhookMutation,
  webhookQueries,
} from './webhook-queries.ts';
import { WebhookSecretCard } from './webhook-secret.tsx';
import styles from './webhooks.module.css';

/**
 * Issue 39: the club's webhook endpoints. Other systems (accounting, door hardware, a CRM) get signed messages
 * when bookings, classes and members change; here the admin adds and removes them, renews a secret and sees
 * every delivery with the receiver's answer (docs/webhooks.md says the rest to the integrator).
 */
export function WebhooksPage() {
  const { t } = useLingui();
  const endpoints = useQuery(webhookQueries.endpoints());
  const [secret, setSecret] = useState<WebhookSecret | null>(null);
  return (
    <Page
      title={<Trans>Webhooks</Trans>}
      updatedAt={endpoints.dataUpdatedAt || undefined}
      actions={
        <Button onClick={() => void endpoints.refetch()} disabled={endpoints.isFetching}>
          <Trans>Refresh</Trans>
        </Button>
      }
    >
      <p className={styles.intro}>
        <Trans>
          Other systems of the club (accounting, door hardware, a newsletter) can hear at once when a booking, a class
          or a member changes: each message is signed with the endpoint's secret, and tried again for about a day until
          the receiver takes it.
        </Trans>
      </p>
      {endpoints.isPending ? (
        <Spinner label={t`Loading…`} />
      ) : endpoints.isError && !endpoints.data ? (
        <LoadFailure error={endpoints.error} onRetry={() => void endpoints.refetch()} />
      ) : (
        <>
          {secret && (
            <div className={styles.list}>
              <WebhookSecretCard url={secret.endpoint.url} secret={secret.secret} onDone={() => setSecret(null)} />
            </div>
          )}
          {endpoints.data.length === 0 ? (
            <p className={styles.secondary}>
              <Trans>No endpoints yet.</Trans>
            </p>
          ) : (
            <ul className={styles.list}>
              {endpoints.data.map((endpoint) => (
                <EndpointCard key={endpoint.id} endpoint={endpoint} onSecret={setSecret} />
              ))}
            </ul>
          )}
          <WebhookAddForm onAdded={setSecret} />
        </>
      )}
    </Page>
  );
}

function EndpointCard({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (secret: WebhookSecret) => void;
}) {
  const { t, i18n } = useLingui();
  const reachable = useReachable();
  const [open, setOpen] = useState(false);
  const update = useUpdateWebhookMutation();
  const rotate = useRotateWebhookSecretMutation();
  const remove = useDeleteWebhookMutation();
  const busy = update.isPending || rotate.isPending || remove.isPending || !reachable;
  const titleId = `webhook-${endpoint.id}-title`;

  const switchTo = (enabled: boolean) =>
    update.mutate(
      { id: endpoint.id, body: { url: endpoint.url, eventTypes: endpoint.eventTypes, enabled } },
      { onError: notifyError },
    );
  const renew = async () => {
    const sure = await confirm({
      title: t`Make a new secret?`,
      content: t`The current secret stops at once: messages from now on are signed with the new one. Put it into the receiving system straight away.`,
      confirmLabel: t`Make a new secret`,
      cancelLabel: t`Keep the current secret`,
    });
    if (sure) rotate.mutate(endpoint.id, { onSuccess: onSecret, onError: notifyError });
  };
  const del = async () => {
    const sure = await confirmDestructive({
      title: t`Delete this endpoint?`,
      content: t`Nothing more is sent to ${endpoint.url}, and its deliveries are deleted with it.`,
      confirmLabel: t`Delete endpoint`,
      keepLabel: t`Keep endpoint`,
    });
    if (sure) remove.mutate(endpoint.id, { onError: notifyError });
  };

  return (
    <Card as="li" className={styles.card} aria-labelledby={titleId}>
      <CardHead>
        <CardTitle level={2} id={titleId}>
          <span className={styles.url} translate="no">
            {endpoint.url}
          </span>
        </CardTitle>
        {endpoint.enabled ? (
          <Badge tone="success">
            <Trans>On</Trans>
          </Badge>
        ) : endpoint.disabledReason === 'gone' ? (
          <Badge tone="danger">
            <Trans>Stopped: the receiver is gone</Trans>
          </Badge>
        ) : endpoint.disabledReason === 'refused' ? (
          <Badge tone="danger">
            <Trans>Stopped: the address is inside a private network</Trans>
          </Badge>
        ) : (
          <Badge tone="neutral">
            <Trans>Off</Trans>
          </Badge>
        )}
      </CardHead>
      <ul className={styles.events} aria-label={t`Events`}>
        {endpoint.eventTypes.map((type) => (
          <li key={type}>{i18n._(webhookEventLabels[type])}</li>
        ))}
      </ul>
      <ActionBar
        destructive={
          <Button variant="destructive" disabled={busy} onClick={() => void del()}>
            <Trans>Delete</Trans>
          </Button>
        }
      >
        <Button aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? <Trans>Hide deliveries</Trans> : <Trans>Deliveries</Trans>}
        </Button>
        <Button disabled={busy} onClick={() => switchTo(!endpoint.enabled)}>
          {endpoint.enabled ? <Trans>Turn off</Trans> : <Trans>Turn on</Trans>}
        </Button>
        <Button disabled={busy} aria-busy={rotate.isPending} onClick={() => void renew()}>
          <Trans>New secret</Trans>
        </Button>
      </ActionBar>
      {open && <WebhookDeliveryList endpointId={endpoint.id} enabled={endpoint.enabled} />}
    </Card>
  );
}
