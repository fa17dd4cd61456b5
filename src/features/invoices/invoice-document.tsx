import { Trans, useLingui } from '@lingui/react/macro';
import type { Invoice, InvoiceConfig } from '../../api/contract/invoice.ts';
import { formatDate } from '../../lib/dates.ts';
import { formatMoney, formatQuantity, formatVatPercent, netTotal, vatSummary } from './money.ts';
import styles from './invoice-document.module.css';
import './invoice-print.css';

/** The invoice as a printable document with the club's logo, its height and padding from the invoice config. */
export function InvoiceDocument({ invoice, config }: { invoice: Invoice; config: InvoiceConfig | undefined }) {
  const { i18n, t } = useLingui();
  const money = (cents: number) => formatMoney(cents, i18n.locale);
  const date = (d: string) => formatDate(d, 'UTC');
  return (
    <article className={`invoice-document ${styles.document}`} aria-labelledby="invoice-title">
      <header className={styles.head}>
        {config?.invoiceLogo ? (
          <img
            src={config.invoiceLogo}
            alt={config.sellerName}
            style={{ height: config.invoiceLogoHeight, padding: config.invoiceLogoPadding, boxSizing: 'content-box' }}
          />
        ) : (
          <span />
        )}
        {config && (
          <div className={styles.seller}>
            <strong>{config.sellerName}</strong>
            <br />
            {config.sellerAddress}
            <br />
            <Trans>Reg. code {config.registrationCode}</Trans>
            <br />
            <Trans>VAT no. {config.vatNumber}</Trans>
          </div>
        )}
      </header>
      <h2 id="invoice-title" className={styles.title}>
        <Trans>Invoice {invoice.number}</Trans>
      </h2>
      <div className={styles.parties}>
        <dl className={styles.fields}>
          <dt>
            <Trans>Payer</Trans>
          </dt>
          <dd>{invoice.payer}</dd>
          <dt>
            <Trans>Client</Trans>
          </dt>
          <dd>{invoice.client}</dd>
        </dl>
        <dl className={styles.fields}>
          <dt>
            <Trans>Invoice date</Trans>
          </dt>
          <dd>{date(invoice.date)}</dd>
          <dt>
            <Trans>Due date</Trans>
          </dt>
          <dd>{date(invoice.dueDate)}</dd>
          <dt>
            <Trans>Reference number</Trans>
          </dt>
          <dd>{invoice.referenceNumber}</dd>
        </dl>
      </div>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className={styles.hidden}>{t`Invoice lines`}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Article</Trans>
              </th>
              <th scope="col" className={styles.num} data-num="">
                <Trans>Quantity</Trans>
              </th>
              <th scope="col" className={styles.num} data-num="">
                <Trans>Price</Trans>
              </th>
              <th scope="col" className={styles.num} data-num="">
                <Trans>VAT</Trans>
              </th>
              <th scope="col" className={styles.num} data-num="">
                <Trans>Total</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={index}>
                <td>{line.article}</td>
                <td className={styles.num} data-num="">
                  {formatQuantity(line.quantity, i18n.locale)}
                </td>
                <td className={styles.num} data-num="">
                  {money(line.priceCents)}
                </td>
                <td className={styles.num} data-num="">
                  {formatVatPercent(line.vatPercent, i18n.locale)}
                </td>
                <td className={styles.num} data-num="">
                  {money(line.totalCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <table className={styles.totals}>
        <tbody>
          <tr>
            <th scope="row">
              <Trans>Total without VAT</Trans>
            </th>
            <td className={styles.num} data-num="">
              {money(netTotal(invoice.lines))}
            </td>
          </tr>
          {vatSummary(invoice.lines).map((group) => (
            <tr key={group.vatPercent}>
              <th scope="row">
                <Trans>VAT {formatVatPercent(group.vatPercent, i18n.locale)}</Trans>
              </th>
              <td className={styles.num} data-num="">
                {money(group.vatCents)}
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row">
              <Trans>VAT total</Trans>
            </th>
            <td className={styles.num} data-num="">
              {money(invoice.vatTotalCents)}
            </td>
          </tr>
          <tr className={styles.grand}>
            <th scope="row">
              <Trans>Total</Trans>
            </th>
            <td className={styles.num} data-num="">
              {money(invoice.totalCents)}
            </td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Paid</Trans>
            </th>
            <td className={styles.num} data-num="">
              {money(invoice.paidCents)}
            </td>
          </tr>
          <tr className={styles.grand}>
            <th scope="row">
              <Trans>Balance</Trans>
            </th>
            <td className={styles.num} data-num="">
              {money(invoice.balanceCents)}
            </td>
          </tr>
        </tbody>
      </table>
      {config && !invoice.paid && (
        <p style={{ margin: 0 }}>
          {invoice.overdue ? (
            <Trans>
              Overdue since {date(invoice.dueDate)}: please pay {money(invoice.balanceCents)} now to {config.iban} with
              reference number {invoice.referenceNumber}.
            </Trans>
          ) : (
            <Trans>
              Please pay {money(invoice.balanceCents)} by {date(invoice.dueDate)} to {config.iban} with reference number{' '}
              {invoice.referenceNumber}.
            </Trans>
          )}
        </p>
      )}
    </article>
  );
}
