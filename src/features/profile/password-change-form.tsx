import { useState, type FormEvent } from 'react';
import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { passwordMaxLength, passwordMinLength } from '../../api/contract/profile.ts';
import { failureText, successMessages } from '../../i18n/error-messages.ts';
import { useOnline } from '../../lib/online.ts';
import { notifySuccess } from '../../shell/notify.ts';
import { isApiFailure } from '../../api/api-failure.ts';
import {
  isPasswordFormValid,
  passwordFormProblems,
  serverPasswordProblem,
  type PasswordForm,
  type PasswordProblem,
} from '../../account/password-rules.ts';
import { passwordProblemText } from '../../account/password-problem-text.ts';
import { useChangePasswordMutation } from './queries.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  problems: { margin: 0, paddingInlineStart: '1.2em' },
});

const empty: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** docs/behaviour.md#validation-and-server-errors password change: every rule checked on the device first, the server has the last word. */
export function PasswordChangeForm() {
  const styles = useStyles();
  const { i18n, t } = useLingui();
  const online = useOnline();
  const change = useChangePasswordMutation();
  const [form, setForm] = useState<PasswordForm>(empty);
  const [submitted, setSubmitted] = useState(false);
  const local = passwordFormProblems(form);
  // the server's refusal marks its field (a wrong current password, a new one equal to it) until the next try
  const refusal = change.isError && isApiFailure(change.error) ? serverPasswordProblem(change.error.key) : null;
  const problems = refusal ? { ...local, [refusal.field]: [...local[refusal.field], refusal.problem] } : local;

  const set = (field: keyof PasswordForm) => (_: unknown, data: { value: string }) =>
    setForm((f) => ({ ...f, [field]: data.value }));
  // Shown after the first submit so an empty form does not open with errors.
  const message = (list: PasswordProblem[]) =>
    submitted && list.length > 0 ? (
      list.length === 1 ? (
        passwordProblemText(i18n, list[0]!)
      ) : (
        <ul className={styles.problems}>
          {list.map((problem) => (
            <li key={problem.rule}>{passwordProblemText(i18n, problem)}</li>
          ))}
        </ul>
      )
    ) : undefined;
  const state = (list: PasswordProblem[]) => (submitted && list.length > 0 ? 'error' : 'none');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isPasswordFormValid(local)) return;
    change.mutate(form, {
      onSuccess: () => {
        notifySuccess(i18n._(successMessages.passwordChanged));
        setForm(empty);
        setSubmitted(false);
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="password-heading">
      <h2 id="password-heading" className={styles.heading}>
        <Trans>Change password</Trans>
      </h2>
      <Field
        label={t`Current password`}
        required
        validationState={state(problems.currentPassword)}
        validationMessage={message(problems.currentPassword)}
      >
        <Input
          type="password"
          value={form.currentPassword}
          onChange={set('currentPassword')}
          autoComplete="current-password"
        />
      </Field>
      <Field
        label={t`New password`}
        required
        hint={t`${passwordMinLength}–${passwordMaxLength} characters, digits and letters only, with a lowercase letter, an uppercase letter and a digit`}
        validationState={state(problems.newPassword)}
        validationMessage={message(problems.newPassword)}
      >
        <Input type="password" value={form.newPassword} onChange={set('newPassword')} autoComplete="new-password" />
      </Field>
      <Field
        label={t`Repeat the new password`}
        required
        validationState={state(problems.confirmPassword)}
        validationMessage={message(problems.confirmPassword)}
      >
        <Input
          type="password"
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
          autoComplete="new-password"
        />
      </Field>
      {change.isError && !refusal && (
        <MessageBar intent="error">
          <MessageBarBody>{failureText(change.error)}</MessageBarBody>
        </MessageBar>
      )}
      <Button type="submit" appearance="primary" disabled={change.isPending || !online}>
        {change.isPending ? <Trans>Saving…</Trans> : <Trans>Change password</Trans>}
      </Button>
      {!online && (
        <MessageBar intent="warning">
          <MessageBarBody>
            <Trans>You are offline. Changing the password needs a connection.</Trans>
          </MessageBarBody>
        </MessageBar>
      )}
    </form>
  );
}
