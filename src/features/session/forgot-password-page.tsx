import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PASSWORD_RESET_MINUTES } from '../../api/contract/account.ts';
import { Page } from '../../shell/page.tsx';
import { TextField } from '../../shell/text-field.tsx';
import controls from '../../shell/controls.module.css';
import { Button, buttonClass } from '../../ui/button.tsx';
import { useRequestPasswordResetMutation } from './password-reset-queries.ts';
import styles from './password-reset.module.css';
import { failureText } from '../../i18n/error-messages.ts';

/** "Forgot password?": the username or e-mail, and the same answer whether an account matches or not. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const [login, setLogin] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const send = useRequestPasswordResetMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.trim() === '') {
      setError(t`Enter your username or e-mail`);
      return;
    }
    setError(undefined);
    setFailure(null);
    send.mutate(login.trim(), {
      onSuccess: () => setSent(true),
      onError: (caught) => setFailure(failureText(caught)),
    });
  };

  return (
    <Page title={<Trans>Forgot password?</Trans>}>
      <div className={styles.body}>
        {sent ? (
          <>
            <p role="status" className={styles.success}>
              <Trans>
                If an account matches, we sent a link to its e-mail. The link works for {PASSWORD_RESET_MINUTES}{' '}
                minutes. No e-mail? Check the spam folder, or ask the club.
              </Trans>
            </p>
            <Link to="/login" className={buttonClass('primary', { block: true })}>
              <Trans>Back to log in</Trans>
            </Link>
          </>
        ) : (
          <form className={styles.body} onSubmit={submit} noValidate>
            <p className={styles.text}>
              <Trans>
                Enter your username or e-mail. We send a link to set a new password to the account's e-mail.
              </Trans>
            </p>
            <TextField
              label={t`Username or email`}
              name="login"
              autoComplete="username"
              required
              value={login}
              onValueChange={setLogin}
              error={error}
            />
            <Button type="submit" variant="primary" block disabled={send.isPending} aria-busy={send.isPending}>
              <Trans>Send the link</Trans>
            </Button>
            <p role="alert" className={controls.error}>
              {failure}
            </p>
            <Link to="/login" className={buttonClass('subtle')}>
              <Trans>Back to log in</Trans>
            </Link>
          </form>
        )}
      </div>
    </Page>
  );
}
