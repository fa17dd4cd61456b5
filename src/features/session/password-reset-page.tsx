import { useEffect, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { passwordMaxLength, passwordMinLength } from '../../api/contract/profile.ts';
import { isApiFailure } from '../../api/api-failure.ts';
import { errorMessage, failureText } from '../../i18n/error-messages.ts';
import { Page } from '../../shell/page.tsx';
import { TextField } from '../../shell/text-field.tsx';
import controls from '../../shell/controls.module.css';
import { Button, buttonClass } from '../../ui/button.tsx';
import { newPasswordProblems, type PasswordProblem } from '../../account/password-rules.ts';
import { passwordProblemText } from '../../account/password-problem-text.ts';
import {
  deadLinkKeys,
  useCheckPasswordResetMutation,
  useConfirmPasswordResetMutation,
} from './password-reset-queries.ts';
import styles from './password-reset.module.css';

type Stage = { kind: 'checking' } | { kind: 'form' } | { kind: 'dead'; key: string } | { kind: 'done' };

/** The link's token: the fragment of /password-reset#<token>, which the browser never sends to a server. */
const tokenOfLocation = () => decodeURIComponent(window.location.hash.replace(/^#/, ''));

const deadKeyOf = (error: unknown) =>
  isApiFailure(error) && (deadLinkKeys as readonly string[]).includes(error.key ?? '') ? error.key : undefined;

/** A reset link opens here: the link is checked, then a new password under the profile's rules. */
export function PasswordResetPage() {
  const [token] = useState(tokenOfLocation);
  const [stage, setStage] = useState<Stage>(token ? { kind: 'checking' } : { kind: 'dead', key: 'resetLinkInvalid' });

  const { mutate: check } = useCheckPasswordResetMutation();

  useEffect(() => {
    if (!token) return;
    // mutate's callbacks do not run once the page is gone
    check(token, {
      onSuccess: () => setStage({ kind: 'form' }),
      onError: (error) => setStage({ kind: 'dead', key: deadKeyOf(error) ?? 'resetLinkInvalid' }),
    });
  }, [check, token]);

  return (
    <Page title={<Trans>Set a new password</Trans>}>
      <div className={styles.body}>
        {stage.kind === 'checking' && (
          <p role="status" className={styles.text}>
            <Trans>Checking the link…</Trans>
          </p>
        )}
        {stage.kind === 'dead' && <DeadLink errorKey={stage.key} />}
        {stage.kind === 'form' && (
          <NewPasswordForm
            token={token}
            onDone={() => setStage({ kind: 'done' })}
            onDead={(key) => setStage({ kind: 'dead', key })}
          />
        )}
        {stage.kind === 'done' && (
          <>
            <p role="status" className={styles.success}>
              <Trans>Your password is changed. Log in with the new password.</Trans>
            </p>
            <Link to="/login" className={buttonClass('primary', { block: true })}>
              <Trans>Log in</Trans>
            </Link>
          </>
        )}
      </div>
    </Page>
  );
}

function DeadLink({ errorKey }: { errorKey: string }) {
  const { i18n } = useLingui();
  return (
    <>
      <p role="alert" className={styles.warning}>
        {i18n._(errorMessage(errorKey))}
      </p>
      <Link to="/forgot-password" className={buttonClass('primary', { block: true })}>
        <Trans>Ask for a new link</Trans>
      </Link>
    </>
  );
}

function NewPasswordForm({
  token,
  onDone,
  onDead,
}: {
  token: string;
  onDone: () => void;
  onDead: (key: string) => void;
}) {
  const { i18n, t } = useLingui();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const save = useConfirmPasswordResetMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const newProblems = newPasswordProblems(newPassword);
  const confirmProblems: PasswordProblem[] =
    confirmPassword === ''
      ? [{ rule: 'required' }]
      : confirmPassword === newPassword
        ? []
        : [{ rule: 'passwordsDontMatch' }];
  // Shown after the first submit so an empty form does not open with errors.
  const message = (list: PasswordProblem[]) =>
    submitted && list.length > 0 ? list.map((problem) => passwordProblemText(i18n, problem)).join('. ') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (newProblems.length > 0 || confirmProblems.length > 0) return;
    setFailure(null);
    save.mutate(
      { token, newPassword, confirmPassword },
      {
        onSuccess: onDone,
        onError: (error) => {
          const dead = deadKeyOf(error);
          if (dead) onDead(dead);
          else setFailure(failureText(error));
        },
      },
    );
  };

  return (
    <form className={styles.body} onSubmit={submit} noValidate>
      <TextField
        label={t`New password`}
        name="new-password"
        type="password"
        autoComplete="new-password"
        required
        value={newPassword}
        onValueChange={setNewPassword}
        error={message(newProblems)}
      />
      <p className={styles.hint}>
        {t`${passwordMinLength}–${passwordMaxLength} characters, digits and letters only, with a lowercase letter, an uppercase letter and a digit`}
      </p>
      <TextField
        label={t`Repeat the new password`}
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onValueChange={setConfirmPassword}
        error={message(confirmProblems)}
      />
      <Button type="submit" variant="primary" block disabled={save.isPending} aria-busy={save.isPending}>
        <Trans>Save the new password</Trans>
      </Button>
      <p role="alert" className={controls.error}>
        {failure}
      </p>
    </form>
  );
}
