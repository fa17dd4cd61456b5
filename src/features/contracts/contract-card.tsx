import { Badge, Card, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Contract } from '../../api/contract/contract.ts';
import { formatDate } from '../../lib/dates.ts';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  badge: { color: tokens.colorNeutralForeground1 },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    '& dt': { color: tokens.colorNeutralForeground2 },
    '& dd': { margin: 0 },
  },
});

const formatPrice = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);

export function ContractCard({ contract }: { contract: Contract }) {
  const styles = useStyles();
  const { i18n } = useLingui();
  return (
    <Card>
      <div className={styles.header}>
        <h3 className={styles.title}>{contract.packageName}</h3>
        {contract.endDate === null && (
          <Badge appearance="tint" color="brand" className={styles.badge}>
            <Trans>Termless</Trans>
          </Badge>
        )}
      </div>
      <dl className={styles.fields}>
        <dt>
          <Trans>Contract number</Trans>
        </dt>
        <dd>{contract.number}</dd>
        <dt>
          <Trans>Created</Trans>
        </dt>
        <dd>{formatDate(contract.createdDate, 'UTC')}</dd>
        <dt>
          <Trans>Package price</Trans>
        </dt>
        <dd>{formatPrice(contract.packagePriceCents, i18n.locale)}</dd>
        <dt>
          <Trans>Validity</Trans>
        </dt>
        <dd>{contract.validity}</dd>
        <dt>
          <Trans>Valid until</Trans>
        </dt>
        <dd>{contract.endDate ? formatDate(contract.endDate, 'UTC') : <Trans>Termless</Trans>}</dd>
      </dl>
    </Card>
  );
}
