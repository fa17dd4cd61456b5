import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { currentTenant } from '../shell/current-tenant.ts';
import { dismissHomeOffer, useInstallWay, useOffersOnHome } from './install-state.ts';
import { menuLabels } from '../shell/menu-entries.ts';
import { startInstall } from './start-install.ts';
import { cx } from '../lib/class-names.ts';
import controls from '../shell/controls.module.css';
import styles from './install-home-card.module.css';

// Part of home's install offer (one small chunk with it, its texts in the first part of the catalog), so that on the
// visits that show it the card paints with home's first content instead of after two more downloads, pushing it down.
// No Fluent UI (87 KiB gzip): the app's own buttons, as the booking actions have.

/** Home's install card, from the third visit on, until the member installs the app or says not now. */
export default function InstallHomeCard() {
  const { i18n } = useLingui();
  const way = useInstallWay();
  const offers = useOffersOnHome();
  if (!offers || way === null) return null;
  const name = currentTenant.shortName;
  return (
    <section className={styles.card} aria-labelledby="install-offer-title">
      <img className={styles.icon} src="/icons/icon-192.png" width={40} height={40} alt="" />
      <div className={styles.text}>
        <p id="install-offer-title" className={styles.heading}>
          <Trans>Put {name} on your home screen</Trans>
        </p>
        <Trans>It opens in one tap, full screen, and shows your bookings offline too.</Trans>{' '}
        <Link to="/privacy" className={styles.privacy}>
          <Trans>Privacy notice</Trans>
        </Link>
      </div>
      <div className={styles.actions}>
        <button type="button" className={cx(controls.button, controls.secondary)} onClick={dismissHomeOffer}>
          <Trans>Not now</Trans>
        </button>
        <button type="button" className={cx(controls.button, controls.primary)} onClick={() => void startInstall(way)}>
          {i18n._(menuLabels.install)}
        </button>
      </div>
    </section>
  );
}
