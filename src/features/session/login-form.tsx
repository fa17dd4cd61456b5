import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageRules } from '../../state/rules.ts';
import controls from '../../shell/controls.module.css';
import { cx } from '../../lib/class-names.ts';
import { TextField } from '../../shell/text-field.tsx';
import { validateLogin, type LoginErrors } from './login-validation.ts';
import { logIn } from './session-actions.ts';
import styles from './login.module.css';
import { failureText } from '../../i18n/error-messages.ts';

/** Username (or e-mail by page rule), password and "stay logged in" (the keep claim). */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { i18n, t } = useLingui();
  const { login } = usePageRules();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [keep, setKeep] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState(false);
  // the server's refusal, shown under the form until the next try (a snackbar vanishes too soon to read)
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin({ username, password }, login.isEmail);
    setErrors(found);
    if (found.username || found.password) return;
    setBusy(true);
    setFailure(null);
    try {
      await logIn({ username: username.trim(), password, keep });
      onLoggedIn();
    } catch (error) {
      // every refusal (a wrong password, a lockout with how long it lasts) says what it is, here
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={login.isEmail ? t`Email` : t`Username or email`}
        name="username"
        type={login.isEmail ? 'email' : 'text'}
        autoComplete="username"
        required
        value={username}
        onValueChange={setUsername}
        error={errors.username ? i18n._(errors.username) : undefined}
      />
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onValueChange={setPassword}
        error={errors.password ? i18n._(errors.password) : undefined}
      />
      <Link to="/forgot-password" className={styles.forgot}>
        <Trans>Forgot password?</Trans>
      </Link>
      <label className={controls.check}>
        <input type="checkbox" name="keep" checked={keep} onChange={(event) => setKeep(event.target.checked)} />
        <Trans>Stay logged in</Trans>
      </label>
      <button type="submit" className={cx(controls.button, controls.primary)} disabled={busy} aria-busy={busy}>
        <Trans>Log in</Trans>
      </button>
      <p role="alert" className={controls.error}>
        {failure}
      </p>
    </form>
  );
}
