import { Trans, useLingui } from '@lingui/react/macro';
import { currentTenant } from '../shell/current-tenant.ts';
import { dismissHomeOffer, useInstallWay, useOffersOnHome } from './install-state.ts';
import { menuLabels } from '../shell/menu-entries.ts';
import { loadRestOfCatalog } from '../i18n/i18n.ts';
import { startInstall } from './start-install.ts';
import { cx } from '../lib/class-names.ts';
import controls from '../shell/controls.module.css';
import styles from './install-home-card.module.css';

// Loaded by install-home-offer.tsx on the visits that show the card; no Fluent UI (87 KiB gzip) here, as the
// card is often home's largest paint: the app's own buttons, as the booking actions have. Its texts are in the rest of the catalog
// (src/i18n/first-screens.ts restCatalogModules): only some visits show them.
await loadRestOfCatalog();

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
        <Trans>It opens in one tap, full screen, and shows your bookings offline too.</Trans>
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
