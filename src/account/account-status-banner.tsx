import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { AccountStatus } from '../api/contract/profile.ts';
import { accountStatusTexts, accountStatusMeaning } from './account-status-texts.ts';
import { accountQueries } from './queries.ts';
import { ContactLinks, useClubContact } from './club-contact.tsx';
import styles from './account-status-banner.module.css';

/**
 * Says, on home, entry and the timetable, that the account is not in normal standing: what the status
 * means for booking and entry, and how to reach the club (its phone and e-mail). Nothing for a normal account.
 */
export function AccountStatusBanner() {
  const query = useQuery(accountQueries.status());
  if (!query.data || query.data.status === 0) return null;
  return <StatusBanner status={query.data} />;
}

function StatusBanner({ status }: { status: AccountStatus }) {
  const { i18n, t } = useLingui();
  const contact = useClubContact();
  const name = i18n._(accountStatusTexts[status.status]);
  return (
    <section className={styles.banner} aria-labelledby="account-status-title">
      <h2 id="account-status-title" className={styles.title}>
        {t`Account status: ${name}`}
      </h2>
      <p className={styles.text}>{i18n._(accountStatusMeaning[status.status])}</p>
      <p className={styles.text}>
        {status.canBook ? null : t`You cannot book classes.`}{' '}
        {status.canEnter ? t`Your entry codes still open the door.` : t`Your entry codes do not open the door.`}{' '}
        {t`Please contact the club to sort it out.`}
      </p>
      {contact && <ContactLinks contact={contact} />}
    </section>
  );
}
