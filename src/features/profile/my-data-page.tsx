import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Print20Regular } from '@fluentui/react-icons/headless/svg/print';
import type { MemberDataExport } from '../../api/contract/member-data.ts';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { useReachable } from '../../lib/online.ts';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { Page } from '../../shell/page.tsx';
import { Spinner } from '../../shell/spinner.tsx';
import { ActionBar } from '../../ui/action-bar.tsx';
import { Button } from '../../ui/button.tsx';
import { useLanguage } from '../../state/language.ts';
import { myDataQueries } from './my-data-queries.ts';
import styles from './my-data.module.css';

/** Euros in the app's language; the invoices feature has the full formatting, which features do not share. */
const formatMoney = (cents: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(cents / 100);

function Section({ title, count, children }: { title: ReactNode; count?: number; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionHeading}>
        {title}
        {count !== undefined && ` (${count})`}
      </h2>
      {children}
    </section>
  );
}

/** A list of rows, or a line saying there are none. */
function Rows<T>({ items, row }: { items: T[]; row: (item: T) => ReactNode }) {
  if (items.length === 0)
    return (
      <p className={styles.secondary}>
        <Trans>None.</Trans>
      </p>
    );
  return (
    <ul className={styles.rows}>
      {items.map((item, i) => (
        <li key={i}>{row(item)}</li>
      ))}
    </ul>
  );
}

function Sections({ data }: { data: MemberDataExport }) {
  const { t } = useLingui();
  const language = useLanguage();
  // the club's clock, as every other screen shows its classes, wherever the phone is
  const zone = data.club.timeZone;
  const at = (iso: string) => formatDateTime(iso, zone);
  const day = (iso: string) => formatDate(iso, 'UTC');
  /** an invoice the member pays for another person, their child say (issue 38) */
  const paidFor = (client: string) => t`you pay it for ${client}`;
  const p = data.profile;
  const bookingStatus = {
    booked: t`booked`,
    waiting: t`on the waiting list`,
    offered: t`place offered`,
    cancelled: t`cancelled`,
  };
  const channel = { app: t`in the app`, sms: t`SMS`, email: t`e-mail` };
  return (
    <div className={styles.sections}>
      <p className={styles.secondary}>
        <Trans>
          Prepared on {at(data.exportedAt)} by {data.club.name}.
        </Trans>
      </p>
      <Section title={<Trans>Profile</Trans>}>
        <dl className={styles.facts}>
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd>
            {p.firstName} {p.lastName}
          </dd>
          <dt>
            <Trans>Username</Trans>
          </dt>
          <dd>{p.username}</dd>
          <dt>
            <Trans>Client code</Trans>
          </dt>
          <dd>{p.clientCode}</dd>
          <dt>
            <Trans>E-mail</Trans>
          </dt>
          <dd>{p.email}</dd>
          <dt>
            <Trans>Phone</Trans>
          </dt>
          <dd>{p.phone}</dd>
          <dt>
            <Trans>Member since</Trans>
          </dt>
          <dd>{at(p.createdAt)}</dd>
        </dl>
      </Section>
      <Section title={<Trans>Bookings and attendance</Trans>} count={data.bookings.length}>
        <p className={styles.text}>
          <Trans>
            Booked: {data.attendance.booked}, attended: {data.attendance.present}, cancelled:{' '}
            {data.attendance.cancelled}.
          </Trans>
        </p>
        <Rows
          items={data.bookings}
          row={(b) => (
            <>
              {at(b.startsAt)} · {b.className} · {b.room}
              {b.trainer ? ` · ${b.trainer}` : ''} · {bookingStatus[b.status]}
              {b.present ? ` · ${t`attended`}` : ''}
            </>
          )}
        />
      </Section>
      <Section title={<Trans>Contracts</Trans>} count={data.contracts.length}>
        <Rows
          items={data.contracts}
          row={(c) => (
            <>
              {c.number} · {c.packageName} · {formatMoney(c.packagePriceCents, language)} · {day(c.createdDate)}
              {c.endDate ? `–${day(c.endDate)}` : ''}
            </>
          )}
        />
      </Section>
      <Section title={<Trans>Invoices</Trans>} count={data.invoices.length}>
        <Rows
          items={data.invoices}
          row={(i) => (
            <>
              {i.number} · {day(i.date)} · {i.payer} ·{' '}
              {formatMoney(
                i.lines.reduce((sum, l) => sum + Math.round(l.quantity * l.priceCents * (1 + l.vatPercent / 100)), 0),
                language,
              )}
              {i.paidForAnother ? ` · ${paidFor(i.client)}` : ''}
            </>
          )}
        />
      </Section>
      <Section title={<Trans>Vouchers</Trans>} count={data.vouchers.length}>
        <Rows
          items={data.vouchers}
          row={(v) => (
            <>
              {v.name} · {v.code} · {day(v.validFrom)}–{day(v.validUntil)} ·{' '}
              <Trans>
                {v.usesLeft} of {v.usesTotal} left
              </Trans>
            </>
          )}
        />
      </Section>
      <Section title={<Trans>Entry codes</Trans>} count={data.entryCodes.length}>
        <Rows
          items={data.entryCodes}
          row={(e) => (
            <>
              {e.code} · {e.name}
              {e.validUntil ? ` · ${day(e.validUntil)}` : ''}
            </>
          )}
        />
      </Section>
      <Section title={<Trans>Devices with notifications</Trans>} count={data.devices.length}>
        <Rows
          items={data.devices}
          row={(d) => (
            <>
              {d.pushService} · {d.language} · <Trans>since {at(d.createdAt)}</Trans>
            </>
          )}
        />
      </Section>
      <Section title={<Trans>Calendar address</Trans>}>
        <p className={styles.text}>
          {data.calendarFeed ? <Trans>On since {at(data.calendarFeed.createdAt)}.</Trans> : <Trans>Off.</Trans>}
        </p>
      </Section>
      <Section title={<Trans>Weekly bookings</Trans>} count={data.standingBookings.length}>
        <Rows
          items={data.standingBookings}
          row={(s) => (
            <>
              {s.series} · <Trans>since {at(s.createdAt)}</Trans>
            </>
          )}
        />
      </Section>
      <Section title={<Trans>Missed classes and late cancellations</Trans>} count={data.strikes.length}>
        <Rows
          items={data.strikes}
          row={(s) => (
            <>
              {at(s.countedAt)} · {s.className}
            </>
          )}
        />
      </Section>
      <Section title={<Trans>Consents</Trans>} count={data.consents.length}>
        <Rows
          items={data.consents}
          row={(c) => (
            <>
              {at(c.at)} · {c.channel} · {c.given ? <Trans>given</Trans> : <Trans>withdrawn</Trans>} · {c.textVersion}
            </>
          )}
        />
      </Section>
      <Section title={<Trans>Logins</Trans>} count={data.loginSessions.length}>
        <Rows
          items={data.loginSessions}
          row={(s) => (
            <>
              {at(s.startedAt)} – {at(s.lastUsedAt)} · {s.ended ? <Trans>ended</Trans> : <Trans>active</Trans>}
            </>
          )}
        />
      </Section>
      <Section title={<Trans>Messages sent to you</Trans>} count={data.notices.length}>
        <Rows
          items={data.notices}
          row={(n) => (
            <>
              {at(n.at)} · {channel[n.channel]} · {n.text}
            </>
          )}
        />
      </Section>
    </div>
  );
}

/** The member's data as a page to read or print (issue #40); the same data as the JSON download. */
export function MyDataPage() {
  const { t } = useLingui();
  const reachable = useReachable();
  const data = useQuery(myDataQueries.export());
  return (
    <Page
      title={<Trans>Your data</Trans>}
      actions={
        data.data && (
          <ActionBar>
            <span className={styles.noPrint}>
              <Button icon={Print20Regular} onClick={() => window.print()}>
                <Trans>Print</Trans>
              </Button>
            </span>
          </ActionBar>
        )
      }
    >
      {data.data ? (
        <Sections data={data.data} />
      ) : data.isError ? (
        <LoadFailure error={data.error} onRetry={() => void data.refetch()} />
      ) : reachable ? (
        <Spinner label={t`Preparing your data…`} />
      ) : (
        <p className={styles.secondary}>
          <Trans>Your data needs a connection. Try again when you are online.</Trans>
        </p>
      )}
    </Page>
  );
}
