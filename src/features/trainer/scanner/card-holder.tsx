import { useEffect } from 'react';
import { makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/dates.ts';
import { trainerQueries } from '../queries.ts';
import { accountStatusTexts } from '../../../account/account-status-texts.ts';
import { TodaysClasses } from './todays-classes.tsx';
import { failureText } from '../../../i18n/error-messages.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  name: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0 },
  warning: { margin: 0, color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** Who holds the card: name, number, validity, account status, then today's classes to act in. */
export function CardHolder({ cardCode, trainingId }: { cardCode: string; trainingId: number | undefined }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const card = useQuery(trainerQueries.card(cardCode));
  const holder = card.data;

  useEffect(() => {
    if (holder && !card.isFetching) performance.mark('scanner:client-shown');
  }, [holder, card.isFetching]);

  if (card.isError) {
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{failureText(card.error)}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!holder || card.isFetching) return <Spinner label={t`Looking up the card…`} />;
  const validity = holder.validUntil
    ? t`Valid until ${formatDate(`${holder.validUntil}T12:00:00Z`, 'UTC')}`
    : t`No end date`;

  return (
    <section className={styles.root} aria-labelledby="card-holder-name">
      <h2 id="card-holder-name" className={styles.name}>
        {holder.firstName} {holder.lastName}
      </h2>
      <dl className={styles.facts}>
        <dt className={styles.term}>
          <Trans>Client no.</Trans>
        </dt>
        <dd className={styles.value}>{holder.clientCode}</dd>
        <dt className={styles.term}>
          <Trans>Card</Trans>
        </dt>
        <dd className={styles.value}>
          {holder.cardName} · {validity}
        </dd>
        <dt className={styles.term}>
          <Trans>Account status</Trans>
        </dt>
        <dd className={holder.status === 0 ? styles.value : styles.warning}>
          {i18n._(accountStatusTexts[holder.status])}
        </dd>
      </dl>
      <TodaysClasses clientId={holder.clientId} preferredTrainingId={trainingId} />
    </section>
  );
}
