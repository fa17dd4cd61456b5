import { useState } from 'react';
import { Badge, Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ClassStrike } from '../../api/contract/strikes.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { notifyError } from '../../shell/notify.ts';
import { strikeQueries, useWaiveStrikeMutation } from '../../strikes/queries.ts';
import { strikeKindText } from '../../strikes/strike-texts.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  list: {
    margin: 0,
    padding: 0,
    listStyle: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
  },
  note: { flexBasis: '100%', color: tokens.colorNeutralForeground2 },
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalS, flexBasis: '100%' },
  reason: { flexGrow: 1, minWidth: '200px' },
});

function WaiveForm({ strike, trainingId, onDone }: { strike: ClassStrike; trainingId: number; onDone: () => void }) {
  const styles = useStyles();
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const waive = useWaiveStrikeMutation(trainingId);
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim() === '') return;
        waive.mutate({ strikeId: strike.id, reason: reason.trim() }, { onSuccess: onDone, onError: notifyError });
      }}
    >
      <Field className={styles.reason} label={t`Why waive ${strike.name}'s strike`} required>
        <Input value={reason} maxLength={300} onChange={(_, data) => setReason(data.value)} />
      </Field>
      <Button type="submit" appearance="primary" disabled={waive.isPending || reason.trim() === ''}>
        <Trans>Waive</Trans>
      </Button>
      <Button type="button" onClick={onDone}>
        <Trans>Keep</Trans>
      </Button>
    </form>
  );
}

function StrikeRow({ strike, trainingId, timeZone }: { strike: ClassStrike; trainingId: number; timeZone: string }) {
  const styles = useStyles();
  const [waiving, setWaiving] = useState(false);
  return (
    <li className={styles.row}>
      <strong>{strike.name}</strong>
      <span>{strikeKindText(strike.kind)}</span>
      {strike.waived ? (
        <>
          <Badge appearance="tint" color="success">
            <Trans>Waived</Trans>
          </Badge>
          <span className={styles.note}>
            {strike.waived.by}, {formatDateTime(strike.waived.at, timeZone)}: {strike.waived.reason}
          </span>
        </>
      ) : (
        <>
          {strike.forgiven && (
            <Badge appearance="tint" color="informative">
              <Trans>Forgiven</Trans>
            </Badge>
          )}
          {waiving ? (
            <WaiveForm strike={strike} trainingId={trainingId} onDone={() => setWaiving(false)} />
          ) : (
            <Button size="small" onClick={() => setWaiving(true)}>
              <Trans>Waive…</Trans>
            </Button>
          )}
        </>
      )}
    </li>
  );
}

/**
 * The strikes this class gave (no-shows after the grace, late cancels), for staff who manage its
 * registrations to waive with a reason; nothing when it gave none.
 */
export function ClassStrikes({ trainingId, timeZone }: { trainingId: number; timeZone: string }) {
  const styles = useStyles();
  const strikes = useQuery(strikeQueries.ofClass(trainingId)).data ?? [];
  if (strikes.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="class-strikes">
      <h2 id="class-strikes" className={styles.heading}>
        <Trans>No-shows and late cancels</Trans>
      </h2>
      <ul className={styles.list}>
        {strikes.map((strike) => (
          <StrikeRow key={strike.id} strike={strike} trainingId={trainingId} timeZone={timeZone} />
        ))}
      </ul>
    </section>
  );
}
