import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowSync20Regular } from '@fluentui/react-icons/headless/svg/arrow-sync';
import type { WebhookDelivery } from '../../api/contract/webhooks.ts';
import { deviceTimeZone, formatDateTime } from '../../lib/dates.ts';
import { useReachable } from '../../lib/online.ts';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { notifyError } from '../../shell/notify.ts';
import { Spinner } from '../../shell/spinner.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { deliveryStatusLabels, deliveryStatusTones, webhookEventLabels } from './webhook-labels.ts';
import { useSendAgainMutation, webhookQueries } from './webhook-queries.ts';
import styles from './webhooks.module.css';

/** An endpoint's latest deliveries: what, when, how it went, the receiver's answer, and "Send again". */
export function WebhookDeliveryList({ endpointId, enabled }: { endpointId: number; enabled: boolean }) {
  const { t } = useLingui();
  const deliveries = useQuery(webhookQueries.deliveries(endpointId));
  if (deliveries.isPending) return <Spinner label={t`Loading…`} />;
  if (deliveries.isError && !deliveries.data)
    return <LoadFailure error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  if (deliveries.data.length === 0)
    return (
      <p className={styles.secondary}>
        <Trans>Nothing has been sent to this endpoint yet.</Trans>
      </p>
    );
  return (
    <ul className={styles.deliveries} aria-label={t`Deliveries`}>
      {deliveries.data.map((delivery) => (
        <DeliveryItem key={delivery.id} delivery={delivery} endpointEnabled={enabled} />
      ))}
    </ul>
  );
}

function DeliveryItem({ delivery, endpointEnabled }: { delivery: WebhookDelivery; endpointEnabled: boolean }) {
  const { i18n } = useLingui();
  const reachable = useReachable();
  const sendAgain = useSendAgainMutation();
  const zone = deviceTimeZone();
  const code = delivery.lastStatusCode;
  return (
    <li className={styles.delivery}>
      <div className={styles.deliveryHead}>
        <span>{i18n._(webhookEventLabels[delivery.type])}</span>
        <Badge tone={deliveryStatusTones[delivery.status]}>{i18n._(deliveryStatusLabels[delivery.status])}</Badge>
      </div>
      <span className={styles.secondary}>
        <Trans>
          Made {formatDateTime(delivery.createdAt, zone)} · tries: {delivery.attempts}
        </Trans>
        {delivery.nextAttemptAt && delivery.attempts > 0 && (
          <>
            {' · '}
            <Trans>next try {formatDateTime(delivery.nextAttemptAt, zone)}</Trans>
          </>
        )}
      </span>
      {code !== null && (
        <span className={styles.secondary}>
          {code === 0 ? <Trans>No answer</Trans> : <Trans>Answer: HTTP {code}</Trans>}
        </span>
      )}
      {delivery.lastAnswer && (
        <pre className={styles.answer} translate="no">
          {delivery.lastAnswer}
        </pre>
      )}
      {delivery.status !== 'pending' && endpointEnabled && (
        <div>
          <Button
            icon={ArrowSync20Regular}
            disabled={sendAgain.isPending || !reachable}
            aria-busy={sendAgain.isPending}
            onClick={() => sendAgain.mutate(delivery.id, { onError: notifyError })}
          >
            {sendAgain.isPending ? <Trans>Sending…</Trans> : <Trans>Send again</Trans>}
          </Button>
        </div>
      )}
    </li>
  );
}
