import { useState, type FormEvent } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InvoicePeriod } from './queries.ts';
import { DateField } from '../../shell/date-input.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
});

/** The invoice-date period (both ends inclusive); applied on submit so typing does not refetch. */
export function PeriodForm({ period, onChange }: { period: InvoicePeriod; onChange: (period: InvoicePeriod) => void }) {
  const styles = useStyles();
  const { t } = useLingui();
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const invalid = !from || !to || from > to;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) onChange({ from, to });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={t`Invoice period`}>
      <DateField label={t`From`} value={from} onValueChange={setFrom} />
      <DateField
        label={t`To`}
        value={to}
        onValueChange={setTo}
        error={from > to ? t`The end date is before the start date` : undefined}
      />
      <Button type="submit" appearance="primary" disabled={invalid}>
        <Trans>Show</Trans>
      </Button>
    </form>
  );
}
