import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { currentTenant } from '../shell/current-tenant.ts';
import { countHomeVisit, dismissHomeOffer, useInstallWay, useOffersOnHome } from './install-state.ts';
import { menuLabels } from '../shell/menu-entries.ts';
import { loadRestOfCatalog } from '../i18n/i18n.ts';
import { startInstall } from './start-install.ts';

// This module loads once per page load that shows home: that is a visit.
countHomeVisit();
// Its texts are in the rest of the catalog (src/i18n/first-screens.ts restCatalogModules): only some visits show them.
await loadRestOfCatalog();

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  icon: { width: '40px', height: '40px', borderRadius: tokens.borderRadiusLarge, flexShrink: 0 },
  text: { flex: '1 1 200px', margin: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginLeft: 'auto' },
});

/** Home's install card, from the third visit on, until the member installs the app or says not now. */
export default function InstallHomeCard() {
  const styles = useStyles();
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
        <Button appearance="secondary" onClick={dismissHomeOffer}>
          <Trans>Not now</Trans>
        </Button>
        <Button appearance="primary" onClick={() => void startInstall(way)}>
          {i18n._(menuLabels.install)}
        </Button>
      </div>
    </section>
  );
}
