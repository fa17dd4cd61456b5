import { useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ErasureQueue, PrivacySettings } from '../../api/contract/member-data.ts';
import { deviceTimeZone, formatDateTime } from '../../lib/dates.ts';
import { useReachable } from '../../lib/online.ts';
import { confirmDestructive } from '../../shell/confirm.ts';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { Page } from '../../shell/page.tsx';
import { Spinner } from '../../shell/spinner.tsx';
import { ActionBar } from '../../ui/action-bar.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardHead, CardMeta, CardTitle } from '../../ui/card.tsx';
import {
  privacyQueries,
  useConfirmErasureMutation,
  useDownloadMemberDataMutation,
  useSavePrivacySettingsMutation,
} from './privacy-queries.ts';
import { Choice, NumberSetting } from './setting.tsx';
import styles from './waiting-list.module.css';
import { failureText } from '../../i18n/error-messages.ts';

type DayField = { value: string; min: number; max: number };
const fieldOk = (field: DayField) => {
  const n = Number(field.value);
  return field.value.trim() !== '' && Number.isInteger(n) && n >= field.min && n <= field.max;
};

/** A whole number of days, months or years, judged as it is typed. */
function PeriodSetting({
  label,
  hint,
  unit,
  field,
  onChange,
}: {
  label: ReactNode;
  hint: ReactNode;
  unit: string;
  field: DayField;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  return (
    <NumberSetting
      label={label}
      hint={hint}
      unit={unit}
      value={field.value}
      min={field.min}
      max={field.max}
      error={fieldOk(field) ? undefined : t`A whole number from ${field.min} to ${field.max}.`}
      onChange={onChange}
    />
  );
}

/**
 * The club's privacy settings (issue #40): after how many days an erasure request proceeds by itself (or that it
 * waits for an admin), and how long the SMS outbox, accounts that ended, login sessions, push messages and the
 * audit log are kept. Backups are the operator's, for every club at once: the form only says so.
 */
function PrivacySettingsForm({ settings }: { settings: PrivacySettings }) {
  const { t } = useLingui();
  const reachable = useReachable();
  const save = useSavePrivacySettingsMutation();
  const [byItself, setByItself] = useState(settings.erasureAfterDays !== null);
  const [keepsAccounts, setKeepsAccounts] = useState(settings.inactiveAccountMonths === null);
  const [erasureDays, setErasureDays] = useState(String(settings.erasureAfterDays ?? 30));
  const [smsDays, setSmsDays] = useState(String(settings.smsOutboxDays));
  const [accountMonths, setAccountMonths] = useState(String(settings.inactiveAccountMonths ?? 12));
  const [loginDays, setLoginDays] = useState(String(settings.loginRecordDays));
  const [pushDays, setPushDays] = useState(String(settings.pushMessageDays));
  const [auditYears, setAuditYears] = useState(String(settings.auditLogYears));
  const erasure = { value: erasureDays, min: 0, max: 90 };
  const sms = { value: smsDays, min: 1, max: 365 };
  const accounts = { value: accountMonths, min: 1, max: 120 };
  const logins = { value: loginDays, min: 1, max: 30 };
  const pushes = { value: pushDays, min: 1, max: 30 };
  const audit = { value: auditYears, min: 1, max: 10 };
  const invalid =
    (byItself && !fieldOk(erasure)) ||
    !fieldOk(sms) ||
    (!keepsAccounts && !fieldOk(accounts)) ||
    ![logins, pushes, audit].every(fieldOk);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    save.mutate({
      erasureAfterDays: byItself ? Number(erasureDays) : null,
      smsOutboxDays: Number(smsDays),
      inactiveAccountMonths: keepsAccounts ? null : Number(accountMonths),
      loginRecordDays: Number(loginDays),
      pushMessageDays: Number(pushDays),
      auditLogYears: Number(auditYears),
    });
  };
  return (
    <Card className={styles.card} aria-labelledby="privacy-settings-title">
      <CardHead>
        <CardTitle id="privacy-settings-title">
          <Trans>Erasure and retention</Trans>
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
          <PeriodSetting
            label={<Trans>Days until the erasure</Trans>}
            hint={<Trans>The law asks for it within a month: 0–90 days, 30 by default.</Trans>}
            unit={t`days`}
            field={erasure}
            onChange={setErasureDays}
          />
        )}
        <PeriodSetting
          label={<Trans>Keep sent SMS</Trans>}
          hint={<Trans>Their phone number and text are deleted after this; 30 days by default.</Trans>}
          unit={t`days`}
          field={sms}
          onChange={setSmsDays}
        />
        <Choice
          checked={keepsAccounts}
          onChange={setKeepsAccounts}
          name={t`Keep accounts that ended`}
          hint={t`Off: an ended or closed account with no login or booking for the months below is erased by itself.`}
        />
        {!keepsAccounts && (
          <PeriodSetting
            label={<Trans>Erase ended accounts after</Trans>}
            hint={<Trans>Months without a login or booking; 12 by default. Accounts in debt are kept.</Trans>}
            unit={t`months`}
            field={accounts}
            onChange={setAccountMonths}
          />
        )}
        <PeriodSetting
          label={<Trans>Keep unused logins</Trans>}
          hint={
            <Trans>
              A login not used for this long ends, and the device’s notifications with it; 30 days by default, the
              longest “Stay logged in” lasts.
            </Trans>
          }
          unit={t`days`}
          field={logins}
          onChange={setLoginDays}
        />
        <PeriodSetting
          label={<Trans>Keep sent notifications</Trans>}
          hint={
            <Trans>
              The device and text of a sent or failed notification are deleted after this; 3 days by default.
            </Trans>
          }
          unit={t`days`}
          field={pushes}
          onChange={setPushDays}
        />
        <PeriodSetting
          label={<Trans>Keep the audit log</Trans>}
          hint={
            <Trans>
              Staff actions older than this are deleted; 7 years by default, as long as the Accounting Act keeps the
              invoices they changed.
            </Trans>
          }
          unit={t`years`}
          field={audit}
          onChange={setAuditYears}
        />
        <p className={styles.hint}>
          <Trans>
            Backups hold every club’s data at once, so the server’s operator sets how long they are kept (BACKUP_KEEP
            days, 7 by default), not this page.
          </Trans>
        </p>
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
        {!reachable && (
          <p className={styles.hint}>
            <Trans>Saving needs a connection.</Trans>
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
  const confirm = useConfirmErasureMutation();
  const download = useDownloadMemberDataMutation();
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
        <Button disabled={download.isPending || !reachable} onClick={() => download.mutate(request.clientId)}>
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

/** Members' data (issue #40): the club's erasure delay and retention, and the queue of open erasure requests. */
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
          <PrivacySettingsForm settings={settings.data} />
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
