import { Badge, Card, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Contract } from '../../api/contract/contract.ts';
import { todayInZone } from '../../common/calendar.ts';
import { deviceTimeZone, formatDate } from '../../lib/dates.ts';
import { isContractValid } from './contract-split.ts';

const useStyles = makeStyles({
  archived: {
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
    boxShadow: 'none',
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
  },
  header: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  badge: { color: tokens.colorNeutralForeground1 },
  visits: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  left: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  meter: { width: '100%', height: '8px', accentColor: tokens.colorBrandBackground },
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

/** One contract: a pass says its visits left first; an archived one is muted and says so. */
export function ContractCard({ contract }: { contract: Contract }) {
  const styles = useStyles();
  const { i18n, t } = useLingui();
  const archived = !isContractValid(contract, todayInZone(deviceTimeZone()));
  const visits = contract.visits;
  const left = visits?.left ?? 0;
  const total = visits?.total ?? 0;
  return (
    <Card className={mergeClasses(archived && styles.archived)}>
      <div className={styles.header}>
        <h3 className={styles.title}>{contract.packageName}</h3>
        {archived ? (
          <Badge appearance="outline" color="informative">
            <Trans>Archived</Trans>
          </Badge>
        ) : (
          contract.endDate === null && (
            <Badge appearance="tint" color="brand" className={styles.badge}>
              <Trans>Termless</Trans>
            </Badge>
          )
        )}
      </div>
      {visits && !archived && (
        <div className={styles.visits}>
          <p className={styles.left}>{t`${left} of ${total} visits left`}</p>
          <meter className={styles.meter} min={0} max={total} value={left} aria-hidden />
        </div>
      )}
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
        <dt>{archived ? <Trans>Ended</Trans> : <Trans>Valid until</Trans>}</dt>
        <dd>{contract.endDate ? formatDate(contract.endDate, 'UTC') : <Trans>Termless</Trans>}</dd>
      </dl>
    </Card>
  );
}
