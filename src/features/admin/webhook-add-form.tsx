import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { webhookEventTypes, type WebhookEventType, type WebhookSecret } from '../../api/contract/webhooks.ts';
import { serverFieldIssues } from '../../api/server-field-issues.ts';
import { cx } from '../../lib/class-names.ts';
import { useReachable } from '../../lib/online.ts';
import controls from '../../shell/controls.module.css';
import { ActionBar } from '../../ui/action-bar.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardTitle } from '../../ui/card.tsx';
import { CheckboxList } from './checkbox-list.tsx';
import { webhookEventLabels } from './webhook-labels.ts';
import { useAddWebhookMutation } from './webhook-queries.ts';
import styles from './webhooks.module.css';
import { failureText } from '../../i18n/error-messages.ts';

/** Adding an endpoint: its https address and the events it wants (all at first). */
export function WebhookAddForm({ onAdded }: { onAdded: (created: WebhookSecret) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const reachable = useReachable();
  const add = useAddWebhookMutation();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...webhookEventTypes]);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending || !reachable) return;
    setFailure(null);
    if (!/^https?:\/\/\S+/i.test(url.trim())) return setUrlError(t`Enter an address that starts with https://`);
    setUrlError(null);
    add.mutate(
      { url: url.trim(), eventTypes: events },
      {
        onSuccess: (created) => {
          setUrl('');
          onAdded(created);
        },
        onError: (error) => {
          const issue = serverFieldIssues(error).find((i) => i.field === 'url');
          if (issue?.key === 'addressNotPublic')
            setUrlError(t`This address is inside a private network: the server does not send there.`);
          else if (issue) setUrlError(t`Enter an address that starts with https://`);
          else setFailure(failureText(error));
        },
      },
    );
  };

  const urlId = `${id}-url`;
  return (
    <Card className={styles.card} aria-labelledby={`${id}-title`}>
      <CardTitle level={2} id={`${id}-title`}>
        <Trans>Add an endpoint</Trans>
      </CardTitle>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <label htmlFor={urlId} className={styles.label}>
          <Trans>Address</Trans>
        </label>
        <p id={`${urlId}-hint`} className={styles.hint}>
          <Trans>The receiving system's https address, e.g. https://crm.example.com/hooks/club</Trans>
        </p>
        <input
          id={urlId}
          type="url"
          inputMode="url"
          autoComplete="off"
          className={cx(controls.input, urlError !== null && controls.invalid)}
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setUrlError(null);
          }}
          aria-invalid={urlError !== null}
          aria-describedby={`${urlId}-hint ${urlId}-error`}
        />
        <p id={`${urlId}-error`} className={styles.error}>
          {urlError}
        </p>
        <CheckboxList
          legend={<Trans>Events</Trans>}
          options={webhookEventTypes}
          chosen={events}
          onChange={setEvents}
          label={(type) => i18n._(webhookEventLabels[type])}
        />
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
        <ActionBar>
          <Button
            type="submit"
            variant="primary"
            disabled={add.isPending || !reachable || events.length === 0}
            aria-busy={add.isPending}
          >
            {add.isPending ? <Trans>Adding…</Trans> : <Trans>Add endpoint</Trans>}
          </Button>
          {!reachable && (
            <span role="status" className={styles.status}>
              <Trans>Adding needs a connection.</Trans>
            </span>
          )}
          {events.length === 0 && (
            <span role="status" className={styles.status}>
              <Trans>Choose at least one event.</Trans>
            </span>
          )}
        </ActionBar>
      </form>
    </Card>
  );
}
