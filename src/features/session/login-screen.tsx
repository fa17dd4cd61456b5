import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Page } from '../../shell/page.tsx';
import { ClubContactDetails, hasContact, useClubContact } from '../../account/club-contact.tsx';
import { LoginForm } from './login-form.tsx';
import styles from './login.module.css';

/** The landing page for visitors: log in, or use the public timetable, vouchers and tickets. */
export function LoginScreen({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useLingui();
  const contact = useClubContact();
  return (
    <Page title={<Trans>Log in</Trans>}>
      <div className={styles.body}>
        <LoginForm onLoggedIn={onLoggedIn} />
        <p className={styles.note}>
          <Trans>Without an account you can still see:</Trans>
        </p>
        <nav className={styles.links} aria-label={t`Public pages`}>
          <Link to="/public">
            <Trans>Public timetable</Trans>
          </Link>
          <Link to="/public/vouchers">
            <Trans>Vouchers</Trans>
          </Link>
          <Link to="/tickets">
            <Trans>Tickets</Trans>
          </Link>
          <Link to="/privacy">
            <Trans>Privacy notice</Trans>
          </Link>
        </nav>
        {hasContact(contact) && (
          <section className={styles.contact} aria-labelledby="club-contact-title">
            <h2 id="club-contact-title" className={styles.contactTitle}>
              <Trans>Contact the club</Trans>
            </h2>
            <ClubContactDetails contact={contact} />
          </section>
        )}
      </div>
    </Page>
  );
}
