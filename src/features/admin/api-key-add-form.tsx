import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiKeyScopes, type ApiKeyScope, type ApiKeySecret } from '../../api/contract/api-keys.ts';
import { serverFieldIssues } from '../../api/server-field-issues.ts';
import { cx } from '../../lib/class-names.ts';
import { useReachable } from '../../lib/online.ts';
import controls from '../../shell/controls.module.css';
import { ActionBar } from '../../ui/action-bar.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardTitle } from '../../ui/card.tsx';
import { CheckboxList } from './checkbox-list.tsx';
import { apiKeyScopeLabels } from './api-key-labels.ts';
import { useCreateApiKeyMutation } from './api-key-queries.ts';
import styles from './webhooks.module.css';
import { failureText } from '../../i18n/error-messages.ts';

const NAME_MAX = 100;

/** Issuing a key: the integration's name and only the scopes it needs (the timetable at first). */
export function ApiKeyAddForm({ onAdded }: { onAdded: (created: ApiKeySecret) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const reachable = useReachable();
  const create = useCreateApiKeyMutation();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['timetable']);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || !reachable || scopes.length === 0) return;
    setFailure(null);
    const trimmed = name.trim();
    if (!trimmed) return setNameError(t`Name the system that will use the key.`);
    if (trimmed.length > NAME_MAX) return setNameError(t`At most ${NAME_MAX} characters.`);
    setNameError(null);
    create.mutate(
      { name: trimmed, scopes },
      {
        onSuccess: (created) => {
          setName('');
          onAdded(created);
        },
        onError: (error) => {
          if (serverFieldIssues(error).some((i) => i.field === 'name'))
            setNameError(t`Name the system that will use the key.`);
          else setFailure(failureText(error));
        },
      },
    );
  };

  const nameId = `${id}-name`;
  return (
    <Card className={styles.card} aria-labelledby={`${id}-title`}>
      <CardTitle level={2} id={`${id}-title`}>
        <Trans>New API key</Trans>
      </CardTitle>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <label htmlFor={nameId} className={styles.label}>
          <Trans context="the name of an API key">Name</Trans>
        </label>
        <p id={`${nameId}-hint`} className={styles.hint}>
          <Trans>The system that will use it, e.g. Website timetable or Door system</Trans>
        </p>
        <input
          id={nameId}
          type="text"
          autoComplete="off"
          maxLength={NAME_MAX}
          className={cx(controls.input, nameError !== null && controls.invalid)}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setNameError(null);
          }}
          aria-invalid={nameError !== null}
          aria-describedby={`${nameId}-hint ${nameId}-error`}
        />
        <p id={`${nameId}-error`} className={styles.error}>
          {nameError}
        </p>
        <CheckboxList
          legend={<Trans>What it may do</Trans>}
          options={apiKeyScopes}
          chosen={scopes}
          onChange={setScopes}
          label={(scope) => (
            <span>
              {i18n._(apiKeyScopeLabels[scope].name)}
              <span className={styles.hint}> – {i18n._(apiKeyScopeLabels[scope].what)}</span>
            </span>
          )}
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
            disabled={create.isPending || !reachable || scopes.length === 0}
            aria-busy={create.isPending}
          >
            {create.isPending ? <Trans>Creating…</Trans> : <Trans>Create key</Trans>}
          </Button>
          {!reachable && (
            <span role="status" className={styles.status}>
              <Trans>Creating a key needs a connection.</Trans>
            </span>
          )}
          {scopes.length === 0 && (
            <span role="status" className={styles.status}>
              <Trans>Choose at least one.</Trans>
            </span>
          )}
        </ActionBar>
      </form>
    </Card>
  );
}
