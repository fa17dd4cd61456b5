import { useState, type FormEvent } from 'react';
import { Field, Input } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowDownload20Regular } from '@fluentui/react-icons/headless/svg/arrow-download';
import { DocumentText20Regular } from '@fluentui/react-icons/headless/svg/document-text';
import { PersonDelete20Regular } from '@fluentui/react-icons/headless/svg/person-delete';
import { isApiFailure } from '../../api/api-failure.ts';
import { deviceTimeZone, formatDateTime } from '../../lib/dates.ts';
import { useReachable } from '../../lib/online.ts';
import { confirmDestructive } from '../../shell/confirm.ts';
import { Spinner } from '../../shell/spinner.tsx';
import { ActionBar } from '../../ui/action-bar.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import {
  myDataQueries,
  useDownloadMyDataMutation,
  useRequestErasureMutation,
  useWithdrawErasureMutation,
} from './my-data-queries.ts';
import styles from './my-data.module.css';
import { failureText } from '../../i18n/error-messages.ts';

/** The open request: when it proceeds, and the way back. */
function ErasurePending({ dueAt }: { dueAt: string | null }) {
  const { t } = useLingui();
  const reachable = useReachable();
  const withdraw = useWithdrawErasureMutation();
  const when = dueAt ? formatDateTime(dueAt, deviceTimeZone()) : null;
  return (
    <>
      <p className={styles.text} role="status">
        {when ? (
          <Trans>You asked to erase your account. It will be erased on {when}, unless you withdraw the request.</Trans>
        ) : (
          <Trans>You asked to erase your account. The club erases it once it has confirmed your request.</Trans>
        )}
      </p>
      <ActionBar>
        <Button disabled={withdraw.isPending || !reachable} onClick={() => withdraw.mutate()}>
          <Trans>Withdraw the request</Trans>
        </Button>
      </ActionBar>
      {withdraw.isPending && <Spinner label={t`Withdrawing…`} />}
      {withdraw.isError && (
        <p className={styles.error} role="alert">
          {failureText(withdraw.error)}
        </p>
      )}
    </>
  );
}

/** "Close and erase my account": the password, then a confirmation with verbs. */
function ErasureForm() {
  const { t } = useLingui();
  const reachable = useReachable();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const request = useRequestErasureMutation();
  const wrongPassword = isApiFailure(request.error) && request.error.key === 'passwordNotValid';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') return;
    const sure = await confirmDestructive({
      title: t`Erase your account?`,
      content: t`Your name, e-mail, phone, bookings, entry codes and devices are erased, and you can no longer log in. Invoices stay with the club for the 7 years the law requires.`,
      confirmLabel: t`Erase my account`,
      keepLabel: t`Keep my account`,
    });
    if (sure) request.mutate(password, { onSuccess: () => setPassword('') });
  };

  if (!open)
    return (
      <ActionBar
        destructive={
          <Button
            variant="destructive"
            icon={PersonDelete20Regular}
            disabled={!reachable}
            onClick={() => setOpen(true)}
          >
            <Trans>Close and erase my account</Trans>
          </Button>
        }
      />
    );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
      <Field
        label={t`Your password, to confirm it is you`}
        required
        validationState={wrongPassword ? 'error' : 'none'}
        validationMessage={wrongPassword ? t`The password is not right.` : undefined}
      >
        <Input
          type="password"
          value={password}
          onChange={(_, data) => setPassword(data.value)}
          autoComplete="current-password"
        />
      </Field>
      <ActionBar
        destructive={
          <Button type="submit" variant="destructive" disabled={request.isPending || !reachable || password === ''}>
            <Trans>Ask to erase my account</Trans>
          </Button>
        }
      >
        <Button type="button" onClick={() => setOpen(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </ActionBar>
      {request.isPending && <Spinner label={t`Sending the request…`} />}
      {request.isError && !wrongPassword && (
        <p className={styles.error} role="alert">
          {failureText(request.error)}
        </p>
      )}
    </form>
  );
}

/**
 * "Your data" (issue #40): a copy of everything the club holds about the member, as a page to read or print and
 * as a JSON file; and the request to close and erase the account, which the club confirms or which proceeds by
 * itself after the club's days.
 */
export function MyDataCard() {
  const { t } = useLingui();
  const reachable = useReachable();
  const erasure = useQuery(myDataQueries.erasure());
  const download = useDownloadMyDataMutation();
  return (
    <Card className={styles.card} aria-labelledby="my-data-heading">
      <h2 id="my-data-heading" className={styles.heading}>
        <Trans>Your data</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>
          See everything the club keeps about you: your profile, bookings, contracts, invoices, vouchers, entry codes,
          devices, logins and the messages sent to you.
        </Trans>
      </p>
      <ActionBar>
        <Link to="/my-data" className={buttonClass('primary')}>
          <DocumentText20Regular aria-hidden />
          <Trans>View my data</Trans>
        </Link>
        <Button
          icon={ArrowDownload20Regular}
          disabled={download.isPending || !reachable}
          onClick={() => download.mutate()}
        >
          <Trans>Download as a file (JSON)</Trans>
        </Button>
      </ActionBar>
      <Link to="/privacy" className={buttonClass('subtle')}>
        <Trans>How the club uses your data (privacy notice)</Trans>
      </Link>
      {download.isPending && <Spinner label={t`Preparing your data…`} />}
      {download.isError && (
        <p className={styles.error} role="alert">
          {failureText(download.error)}
        </p>
      )}
      {!reachable && (
        <p className={styles.secondary}>
          <Trans>Your data and the erasure request need a connection.</Trans>
        </p>
      )}
      {erasure.data?.requested ? (
        <ErasurePending dueAt={erasure.data.dueAt} />
      ) : erasure.data ? (
        <ErasureForm />
      ) : erasure.isPending && reachable ? (
        <Spinner label={t`Loading…`} />
      ) : null}
    </Card>
  );
}
