import {
  Badge,
  Card,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  shorthands,
  tokens,
} from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Invoice } from '../../api/contract/invoice.ts';
import { formatDate } from '../../lib/dates.ts';
import { useIsNarrow } from '../../state/screen.ts';
import { formatMoney } from './money.ts';
import type { InvoicePeriod } from './queries.ts';

const useStyles = makeStyles({
  money: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  cards: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  cardHeader: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  cardLine: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
  },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
  // Tenant status colours can be too light for text; the tint carries the colour, the text stays readable.
  badge: { color: tokens.colorNeutralForeground1 },
  // told apart from unpaid by its word and weight, not by a filled colour that dark mode makes unreadable
  overdue: {
    fontWeight: tokens.fontWeightBold,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorStatusDangerBorder1),
  },
});

function PaidBadge({ invoice }: { invoice: Invoice }) {
  const styles = useStyles();
  return invoice.paid ? (
    <Badge appearance="tint" color="success" className={styles.badge}>
      <Trans>Paid</Trans>
    </Badge>
  ) : invoice.overdue ? (
    <Badge appearance="tint" color="danger" className={mergeClasses(styles.badge, styles.overdue)}>
      <Trans>Overdue</Trans>
    </Badge>
  ) : (
    <Badge appearance="tint" color="danger" className={styles.badge}>
      <Trans>Unpaid</Trans>
    </Badge>
  );
}

function InvoiceLink({ invoice, period }: { invoice: Invoice; period: InvoicePeriod }) {
  const styles = useStyles();
  return (
    <Link to="/invoices/$invoiceId" params={{ invoiceId: invoice.id }} search={period} className={styles.link}>
      <Trans>Invoice {invoice.number}</Trans>
    </Link>
  );
}

/** Table on wide screens, cards on phones (five columns do not fit 390 px). */
export function InvoiceList({ invoices, period }: { invoices: Invoice[]; period: InvoicePeriod }) {
  const styles = useStyles();
  const narrow = useIsNarrow();
  const { i18n, t } = useLingui();
  const date = (d: string) => formatDate(d, 'UTC');

  if (narrow) {
    return (
      <ul className={styles.cards} aria-label={t`Invoices`}>
        {invoices.map((invoice) => (
          <li key={invoice.id}>
            <Card>
              <div className={styles.cardHeader}>
                <InvoiceLink invoice={invoice} period={period} />
                <PaidBadge invoice={invoice} />
              </div>
              <div className={styles.cardLine}>
                <span>
                  <Trans>Date {date(invoice.date)}</Trans>
                </span>
                <span>
                  <Trans>Due {date(invoice.dueDate)}</Trans>
                </span>
              </div>
              <div className={styles.cardLine}>
                <span>
                  <Trans>Balance</Trans>
                </span>
                <strong>{formatMoney(invoice.balanceCents, i18n.locale)}</strong>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table aria-label={t`Invoices`}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>
            <Trans>Number</Trans>
          </TableHeaderCell>
          <TableHeaderCell>
            <Trans>Date</Trans>
          </TableHeaderCell>
          <TableHeaderCell>
            <Trans>Due date</Trans>
          </TableHeaderCell>
          <TableHeaderCell>
            <Trans>Status</Trans>
          </TableHeaderCell>
          <TableHeaderCell className={styles.money}>
            <Trans>Total</Trans>
          </TableHeaderCell>
          <TableHeaderCell className={styles.money}>
            <Trans>Balance</Trans>
          </TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invoices.map((invoice) => (
          <TableRow key={invoice.id}>
            <TableCell>
              <InvoiceLink invoice={invoice} period={period} />
            </TableCell>
            <TableCell>{date(invoice.date)}</TableCell>
            <TableCell>{date(invoice.dueDate)}</TableCell>
            <TableCell>
              <PaidBadge invoice={invoice} />
            </TableCell>
            <TableCell className={styles.money}>{formatMoney(invoice.totalCents, i18n.locale)}</TableCell>
            <TableCell className={styles.money}>{formatMoney(invoice.balanceCents, i18n.locale)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
