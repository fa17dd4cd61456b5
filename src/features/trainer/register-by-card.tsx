import { useState, type FormEvent } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '../../shell/text-field.tsx';
import { useRegisterByCardMutation } from './queries.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

/** docs/behaviour.md#users-clubs-and-languages: a client at the door is registered into the class by their card code. */
export function RegisterByCard({ trainingId }: { trainingId: number }) {
  const styles = useStyles();
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const register = useRegisterByCardMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cardCode = code.trim();
    if (!cardCode) return;
    register.mutate({ trainingId, cardCode }, { onSuccess: () => setCode('') });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={t`Register a client`}>
      <TextField label={t`Card code`} value={code} onValueChange={setCode} autoComplete="off" required />
      <Button type="submit" appearance="primary" disabled={register.isPending}>
        <Trans>Register</Trans>
      </Button>
    </form>
  );
}
