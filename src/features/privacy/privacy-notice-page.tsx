import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ContactLinks } from '../../account/club-contact.tsx';
import type { PublicPrivacyNotice } from '../../api/contract/consent.ts';
import { Page } from '../../shell/page.tsx';
import { Spinner } from '../../shell/spinner.tsx';
import { Card } from '../../ui/card.tsx';
import { privacyQueries } from './privacy-queries.ts';
import styles from './privacy.module.css';
import { failureText } from '../../i18n/error-messages.ts';

function Section({ id, title, children }: { id: string; title: React.ReactNode; children: React.ReactNode }) {
  return (
    <Card className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** How long the club keeps what, as it set it (admin privacy settings) and as the law requires. */
function Retention({ retention }: { retention: PublicPrivacyNotice['retention'] }) {
  const { erasureAfterDays, smsOutboxDays, inactiveAccountMonths, invoiceYears } = retention;
  const { loginRecordDays, pushMessageDays, auditLogYears } = retention;
  return (
    <ul className={styles.list}>
      <li>
        {erasureAfterDays === null ? (
          <Trans>When you ask to erase your account, the club confirms the request and then erases it.</Trans>
        ) : (
          <Plural
            value={erasureAfterDays}
            one="When you ask to erase your account, it is erased # day later, unless the club confirms it sooner."
            other="When you ask to erase your account, it is erased # days later, unless the club confirms it sooner."
          />
        )}
      </li>
      <li>
        <Plural
          value={smsOutboxDays}
          one="Text messages sent to you (number and text) are kept # day."
          other="Text messages sent to you (number and text) are kept # days."
        />
      </li>
      <li>
        {inactiveAccountMonths === null ? (
          <Trans>An ended or closed account is kept until you ask to erase it.</Trans>
        ) : (
          <Plural
            value={inactiveAccountMonths}
            one="An ended or closed account is erased # month after its last use."
            other="An ended or closed account is erased # months after its last use."
          />
        )}
      </li>
      <li>
        <Plural
          value={loginRecordDays}
          one="A login (its device and last use) ends and is deleted after # day unused."
          other="A login (its device and last use) ends and is deleted after # days unused."
        />
      </li>
      <li>
        <Plural
          value={pushMessageDays}
          one="Notifications sent to your devices are kept # day."
          other="Notifications sent to your devices are kept # days."
        />
      </li>
      <li>
        <Plural
          value={auditLogYears}
          one="The record of staff actions (who changed what) is kept # year."
          other="The record of staff actions (who changed what) is kept # years."
        />
      </li>
      <li>
        <Plural
          value={invoiceYears}
          one="Invoices are kept # year after the end of their financial year, as the accounting law requires, also after an erasure."
          other="Invoices are kept # years after the end of their financial year, as the accounting law requires, also after an erasure."
        />
      </li>
    </ul>
  );
}

function Notice({ notice }: { notice: PublicPrivacyNotice }) {
  const club = notice.clubName;
  const version = notice.pushConsentVersion;
  const smsVersion = notice.smsConsentVersion;
  const contact = { phone: notice.contactPhone, email: notice.contactEmail, address: '', openingHours: [] };
  return (
    <div className={styles.sections}>
      <Section id="privacy-controller" title={<Trans>Who is responsible</Trans>}>
        <p className={styles.text}>
          <Trans>
            {club} is the controller of your personal data in this app: it decides what is kept and why, and answers
            your questions about it.
          </Trans>
        </p>
        <ContactLinks contact={contact} />
      </Section>
      <Section id="privacy-collected" title={<Trans>What the club keeps and why</Trans>}>
        <ul className={styles.list}>
          <li>
            <Trans>Your name, e-mail, phone and login: to know who books and to reach you about your bookings.</Trans>
          </li>
          <li>
            <Trans>Your bookings, waiting lists and attendance: to run the classes and keep places fair.</Trans>
          </li>
          <li>
            <Trans>Contracts, invoices and payments: to bill you, as the accounting law requires.</Trans>
          </li>
          <li>
            <Trans>Logins and devices: to keep your account safe.</Trans>
          </li>
          <li>
            <Trans>
              Notifications on a device: only after you turn them on in your profile, and only until you turn them off.
              The club records when you did so and which text you agreed to (version {version}).
            </Trans>
          </li>
          <li>
            <Trans>
              Text messages: about the classes you booked (a change, a cancellation, a place from the waiting list) and
              short notices from the club, until you turn them off in your profile. The club records your choice and its
              text (version {smsVersion}).
            </Trans>
          </li>
        </ul>
      </Section>
      <Section id="privacy-retention" title={<Trans>How long it is kept</Trans>}>
        <Retention retention={notice.retention} />
      </Section>
      <Section id="privacy-rights" title={<Trans>Your rights</Trans>}>
        <p className={styles.text}>
          <Trans>
            You can see and download everything the club keeps about you, and ask to erase your account, under “Your
            data” in your <Link to="/profile">profile</Link>. Ask the club to correct anything that is wrong. If you
            think your data is misused, you may complain to the data protection authority (in Estonia the Andmekaitse
            Inspektsioon, in Latvia the Datu valsts inspekcija).
          </Trans>
        </p>
      </Section>
    </div>
  );
}

/** The club's privacy notice (issue #40 point 5): open to all, before an account or a consent exists. */
export function PrivacyNoticePage() {
  const { t } = useLingui();
  const query = useQuery(privacyQueries.notice());
  return (
    <Page title={<Trans>Privacy notice</Trans>}>
      {query.data ? (
        <Notice notice={query.data} />
      ) : query.isError ? (
        <p className={styles.error} role="alert">
          {failureText(query.error)}
        </p>
      ) : (
        <Spinner label={t`Loading…`} />
      )}
    </Page>
  );
}
