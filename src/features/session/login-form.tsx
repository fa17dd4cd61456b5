import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Field, Input, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { logIn } from '../../api/token-refresh.ts';
import { usePageRules } from '../../state/rules.ts';
import { notifyError } from '../../shell/notify.ts';
import { validateLogin, type LoginErrors } from './login-validation.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, width: '100%', maxWidth: '360px' },
});

/** Username (or e-mail by page rule), password and "stay logged in" (the keep claim). */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const styles = useStyles();
  const { i18n, t } = useLingui();
  const { login } = usePageRules();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [keep, setKeep] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin({ username, password }, login.isEmail);
    setErrors(found);
    if (found.username || found.password) return;
    setBusy(true);
    try {
      await logIn({ username: username.trim(), password, keep });
      onLoggedIn();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label={login.isEmail ? t`Email` : t`Username or email`}
        required
        validationMessage={errors.username ? i18n._(errors.username) : undefined}
      >
        <Input
          name="username"
          type={login.isEmail ? 'email' : 'text'}
          autoComplete="username"
          value={username}
          onChange={(_, data) => setUsername(data.value)}
        />
      </Field>
      <Field label={t`Password`} required validationMessage={errors.password ? i18n._(errors.password) : undefined}>
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(_, data) => setPassword(data.value)}
        />
      </Field>
      <Checkbox label={t`Stay logged in`} checked={keep} onChange={(_, data) => setKeep(data.checked === true)} />
      <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
        <Trans>Log in</Trans>
      </Button>
    </form>
  );
}
