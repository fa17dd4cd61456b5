import { useState, type FormEvent } from 'react';
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  field: { flexGrow: 1, minWidth: '200px', maxWidth: '360px' },
});

/** A code input with a look-up button; `onLookUp` gets the trimmed code. */
export function LookupForm({
  label,
  initial,
  onLookUp,
}: {
  label: string;
  initial: string;
  onLookUp: (code: string) => void;
}) {
  const styles = useStyles();
  const [code, setCode] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onLookUp(code.trim());
  };
  return (
    <form className={styles.form} onSubmit={submit} role="search">
      <Field label={label} className={styles.field}>
        <Input value={code} onChange={(_, data) => setCode(data.value)} autoComplete="off" spellCheck={false} />
      </Field>
      <Button type="submit" appearance="primary" disabled={!code.trim()}>
        <Trans>Look up</Trans>
      </Button>
    </form>
  );
}
