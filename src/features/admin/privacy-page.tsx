import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ErasureQueue, PrivacySettings } from '../../api/contract/member-data.ts';
import { deviceTimeZone, formatDateTime } from '../../lib/dates.ts';
import { useReachable } from '../../lib/online.ts';
import controls from '../../shell/controls.module.css';
import { confirmDestructive } from '../../shell/confirm.ts';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { failureText } from '../../shell/notify.ts';
import { Page } from '../../shell/page.tsx';
import { Spinner } from '../../shell/spinner.tsx';
import { ActionBar } from '../../ui/action-bar.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardHead, CardMeta, CardTitle } from '../../ui/card.tsx';
import { downloadMemberData, privacyQueries, useConfirmErasure, useSavePrivacySettings } from './privacy-queries.ts';
import { Choice, Setting } from './setting.tsx';
import styles from './waiting-list.module.css';

/** After how many days a member's erasure request proceeds by itself, or whether it waits for an admin. */
function ErasureDelayForm({ settings }: { settings: PrivacySettings }) {
  const { t } = useLingui();
  const reachable = useReachable();
  const save = useSavePrivacySettings();
  const [byItself, setByItself] = useState(settings.erasureAfterDays !== null);
  const [days, setDays] = useState(String(settings.erasureAfterDays ?? 30));
  const parsed = Number(days);
  const invalid = byItself && !(Number.isInteger(parsed) && parsed >= 0 && parsed <= 90);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    save.mutate({ erasureAfterDays: byItself ? parsed : null });
  };
  return (
    <Card className={styles.card} aria-labelledby="erasure-delay-title">
      <CardHead>
        <CardTitle id="erasure-delay-title">
          <Trans>Erasure requests</Trans>
        </CardTitle>
      </CardHead>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Choice
          checked={byItself}
          onChange={setByItself}
          name={t`Erase by itself after a number of days`}
          hint={t`Off: a request waits until an admin confirms it below.`}
        />
        {byItself && (
          <Setting
            label={<Trans>Days until the erasure</Trans>}
            hint={<Trans>The law asks for it within a month: 0–90 days, 30 by default.</Trans>}
            error={invalid ? t`A whole number from 0 to 90.` : undefined}
          >
            {({ inputId, describedBy }) => (
              <input
                id={inputId}
                type="number"
                inputMode="numeric"
                min={0}
                max={90}
                step={1}
                className={controls.input}
                value={days}
                onChange={(event) => setDays(event.target.value)}
                aria-invalid={invalid}
                aria-describedby={describedBy}
              />
            )}
          </Setting>
        )}
        <ActionBar>
          <Button type="submit" variant="primary" disabled={save.isPending || !reachable || invalid}>
            <Trans>Save</Trans>
          </Button>
        </ActionBar>
        {save.isPending && <Spinner label={t`Saving…`} />}
        {save.isSuccess && !save.isPending && (
          <p role="status" className={styles.hint}>
            <Trans>Saved.</Trans>
          </p>
        )}
        {save.isError && (
          <p role="alert" className={styles.error}>
            {failureText(save.error)}
          </p>
        )}
      </form>
    </Card>
  );
}

/** One member's open request: their data for them, and the erasure now. */
function ErasureRequestCard({ request }: { request: ErasureQueue[number] }) {
  const { t } = useLingui();
  const reachable = useReachable();
  const confirm = useConfirmErasure();
  const download = useMutation({ mutationFn: () => downloadMemberData(request.clientId) });
  const zone = deviceTimeZone();
  const requestedAt = formatDateTime(request.requestedAt, zone);
  const dueAt = request.dueAt ? formatDateTime(request.dueAt, zone) : null;
  const erase = async () => {
    const sure = await confirmDestructive({
      title: t`Erase ${request.name} now?`,
      content: t`Their name, e-mail, phone, bookings, entry codes and devices are erased at once and cannot be brought back. Invoices stay for the 7 years the law requires.`,
      confirmLabel: t`Erase now`,
      keepLabel: t`Not now`,
    });
    if (sure) confirm.mutate(request.id);
  };
  return (
    <Card aria-label={request.name}>
      <CardHead>
        <CardTitle>{request.name}</CardTitle>
        <CardMeta>{request.username}</CardMeta>
      </CardHead>
      <p className={styles.hint}>
        {dueAt ? (
          <Trans>
            Asked on {requestedAt}; erased by itself on {dueAt}.
          </Trans>
        ) : (
          <Trans>Asked on {requestedAt}; waits for your confirmation.</Trans>
        )}
      </p>
      <ActionBar
        destructive={
          <Button variant="destructive" disabled={confirm.isPending || !reachable} onClick={() => void erase()}>
            <Trans>Erase now</Trans>
          </Button>
        }
      >
        <Button disabled={download.isPending || !reachable} onClick={() => download.mutate()}>
          <Trans>Download their data</Trans>
        </Button>
      </ActionBar>
      {(confirm.isPending || download.isPending) && (
        <Spinner label={confirm.isPending ? t`Erasing…` : t`Preparing the data…`} />
      )}
      {(confirm.error ?? download.error) && (
        <p role="alert" className={styles.error}>
          {failureText(confirm.error ?? download.error)}
        </p>
      )}
    </Card>
  );
}

/** Members' data (issue #40): the erasure delay the club sets, and the queue of open erasure requests. */
export function PrivacyPage() {
  const { t } = useLingui();
  const reachable = useReachable();
  const settings = useQuery(privacyQueries.settings());
  const queue = useQuery(privacyQueries.erasures());
  const loadFailure = settings.error ?? queue.error;
  return (
    <Page title={<Trans>Members’ data</Trans>} updatedAt={queue.dataUpdatedAt || undefined}>
      <div className={styles.cards}>
        {settings.data ? (
          <ErasureDelayForm settings={settings.data} />
        ) : loadFailure ? (
          <LoadFailure error={loadFailure} onRetry={() => void Promise.all([settings.refetch(), queue.refetch()])} />
        ) : reachable ? (
          <Spinner label={t`Loading…`} />
        ) : (
          <p className={styles.hint}>
            <Trans>Members’ data needs a connection. Try again when you are online.</Trans>
          </p>
        )}
        {queue.data &&
          (queue.data.length === 0 ? (
            <p className={styles.hint}>
              <Trans>No member has asked to erase their account.</Trans>
            </p>
          ) : (
            queue.data.map((request) => <ErasureRequestCard key={request.id} request={request} />)
          ))}
      </div>
    </Page>
  );
}
