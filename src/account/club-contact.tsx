import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Call20Regular } from '@fluentui/react-icons/headless/svg/call';
import { Mail20Regular } from '@fluentui/react-icons/headless/svg/mail';
import { Location20Regular } from '@fluentui/react-icons/headless/svg/location';
import { Clock20Regular } from '@fluentui/react-icons/headless/svg/clock';
import type { ClubContact, OpeningHours } from '../api/contract/settings.ts';
import { timetableFilterQueries } from '../schedule/filter-queries.ts';
import styles from './club-contact.module.css';

/** The club's contact from the public settings (every screen has them); undefined until they arrive. */
export function useClubContact(): ClubContact | undefined {
  return useQuery(timetableFilterQueries.settings()).data?.contact;
}

export const hasContact = (contact: ClubContact | undefined): contact is ClubContact =>
  contact !== undefined &&
  (contact.phone !== '' || contact.email !== '' || contact.address !== '' || contact.openingHours.length > 0);

/** A phone number as a tel: address: its digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Tap-to-call and mailto links of the club's phone and e-mail; nothing when the club gave neither. */
export function ContactLinks({ contact }: { contact: ClubContact }) {
  const { t } = useLingui();
  const { phone, email } = contact;
  if (phone === '' && email === '') return null;
  return (
    <ul className={styles.links} aria-label={t`Contact the club`}>
      {contact.phone !== '' && (
        <li>
          <a className={styles.link} href={telHref(contact.phone)} aria-label={t`Call the club: ${phone}`}>
            <Call20Regular aria-hidden />
            {contact.phone}
          </a>
        </li>
      )}
      {contact.email !== '' && (
        <li>
          <a className={styles.link} href={`mailto:${contact.email}`} aria-label={t`E-mail the club: ${email}`}>
            <Mail20Regular aria-hidden />
            {contact.email}
          </a>
        </li>
      )}
    </ul>
  );
}

/** "Mon–Fri" in the reader's language (1 Monday … 7 Sunday; 1 January 2024 was a Monday). */
function dayRange(locale: string, hours: OpeningHours): string {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const day = (n: number) => format.format(new Date(Date.UTC(2024, 0, n)));
  return hours.fromDay === hours.toDay ? day(hours.fromDay) : `${day(hours.fromDay)}–${day(hours.toDay)}`;
}

/** Everything the club gave: phone and e-mail as links, the address, and the opening hours. */
export function ClubContactDetails({ contact }: { contact: ClubContact }) {
  const { i18n, t } = useLingui();
  return (
    <div className={styles.details}>
      <ContactLinks contact={contact} />
      {contact.address !== '' && (
        <address className={styles.fact}>
          <Location20Regular aria-hidden />
          <span>{contact.address}</span>
        </address>
      )}
      {contact.openingHours.length > 0 && (
        <div className={styles.fact}>
          <Clock20Regular aria-hidden />
          <dl className={styles.hours} aria-label={t`Opening hours`}>
            {contact.openingHours.map((hours) => (
              <div key={`${hours.fromDay}-${hours.toDay}`} style={{ display: 'contents' }}>
                <dt>{dayRange(i18n.locale, hours)}</dt>
                <dd>
                  {hours.opens}–{hours.closes}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </div>
  );
}
