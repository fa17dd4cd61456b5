import { useState, type FormEvent } from 'react';
import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useOnline } from '../../lib/online.ts';
import { claimProblems, type ClaimProblem, type ClaimProblems } from './claim-problems.ts';
import { useClaimVoucherMutation } from './queries.ts';
import { ClaimedCode } from './claimed-code.tsx';
import { failureText } from '../../i18n/error-messages.ts';

const problemTexts = {
  nameRequired: msg`Name is required`,
  emailRequired: msg`E-mail is required`,
  emailNotValid: msg`The entered e-mail is not valid`,
} satisfies Record<ClaimProblem, unknown>;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

/** docs/behaviour.md#validation-and-server-errors: a claim needs a name and a valid e-mail; the server's answer (used, expired, not shareable) shows inline. */
export function ClaimForm({ voucherId }: { voucherId: string }) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const online = useOnline();
  const claim = useClaimVoucherMutation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<ClaimProblems>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = claimProblems({ id: voucherId, name, email });
    setProblems(found);
    if (found.name || found.email) return;
    claim.mutate({ id: voucherId, name: name.trim(), email: email.trim() });
  };

  if (claim.isSuccess) return <ClaimedCode code={claim.data.personalCode} />;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="claim-heading">
      <h2 id="claim-heading" className={styles.heading}>
        <Trans>Claim the voucher</Trans>
      </h2>
      <Field
        label={<Trans>Name</Trans>}
        required
        validationState={problems.name ? 'error' : 'none'}
        validationMessage={problems.name ? i18n._(problemTexts[problems.name]) : undefined}
      >
        <Input value={name} onChange={(_, data) => setName(data.value)} autoComplete="name" />
      </Field>
      <Field
        label={<Trans>E-mail</Trans>}
        required
        validationState={problems.email ? 'error' : 'none'}
        validationMessage={problems.email ? i18n._(problemTexts[problems.email]) : undefined}
      >
        <Input type="email" value={email} onChange={(_, data) => setEmail(data.value)} autoComplete="email" />
      </Field>
      {claim.isError && (
        <MessageBar intent="error">
          <MessageBarBody>{failureText(claim.error)}</MessageBarBody>
        </MessageBar>
      )}
      {!online && (
        <MessageBar intent="warning">
          <MessageBarBody>
            <Trans>You are offline. Claiming needs a connection.</Trans>
          </MessageBarBody>
        </MessageBar>
      )}
      <Button type="submit" appearance="primary" disabled={claim.isPending || !online}>
        {claim.isPending ? <Trans>Claiming…</Trans> : <Trans>Claim</Trans>}
      </Button>
    </form>
  );
}
