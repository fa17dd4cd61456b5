import type { ReactNode } from 'react';
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Voucher, VoucherState } from '../../api/contract/voucher.ts';
import { formatDate } from '../../lib/dates.ts';
import { voucherStateColors, voucherStateLabels } from './voucher-texts.ts';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  // Tenant status colours can be too light for text; the tint carries the colour, the text stays readable.
  badge: { color: tokens.colorNeutralForeground1 },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    '& dt': { color: tokens.colorNeutralForeground2 },
    '& dd': { margin: 0, overflowWrap: 'anywhere' },
  },
});

/** A voucher's name, state and fields; used on the member's list and the public lookup. */
export function VoucherDetails({
  voucher,
  state,
  headingLevel,
  showShareable = true,
  children,
}: {
  voucher: Voucher;
  state: VoucherState;
  headingLevel: 2 | 3;
  showShareable?: boolean;
  children?: ReactNode;
}) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <div className={styles.header}>
        <Heading className={styles.title}>{voucher.name}</Heading>
        <Badge appearance="tint" color={voucherStateColors[state]} className={styles.badge}>
          {i18n._(voucherStateLabels[state])}
        </Badge>
      </div>
      <dl className={styles.fields}>
        <dt>
          <Trans>Voucher code</Trans>
        </dt>
        <dd>{voucher.code}</dd>
        <dt>
          <Trans>Valid from</Trans>
        </dt>
        <dd>{formatDate(voucher.validFrom, 'UTC')}</dd>
        <dt>
          <Trans>Valid until</Trans>
        </dt>
        <dd>{formatDate(voucher.validUntil, 'UTC')}</dd>
        <dt>
          <Trans>Uses left</Trans>
        </dt>
        <dd>
          <Trans>
            {voucher.usesLeft} of {voucher.usesTotal}
          </Trans>
        </dd>
        {showShareable && (
          <>
            <dt>
              <Trans>Shareable</Trans>
            </dt>
            <dd>{voucher.shareable ? <Trans>Yes</Trans> : <Trans>No</Trans>}</dd>
          </>
        )}
      </dl>
      {children}
    </>
  );
}
