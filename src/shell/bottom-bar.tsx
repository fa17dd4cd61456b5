import { Trans } from '@lingui/react/macro';
import { CLIENT_VERSION } from '../api/contract/tenant.ts';
import { useIsNarrow } from '../state/screen.ts';
import { useTenant } from './current-tenant.ts';
import { BottomNav } from './bottom-nav.tsx';
import styles from './bottom-bar.module.css';

/** The club's name and the app version (useful when reporting a problem); on a phone, in the menu. */
export function VersionLine() {
  const tenant = useTenant();
  const version = CLIENT_VERSION;
  return (
    <>
      <span>{tenant.brandName}</span>
      <span>
        <Trans>Version {version}</Trans>
      </span>
    </>
  );
}

/** The bottom component: the bottom navigation on a phone, a footer with the version on a wide screen. */
export function BottomBar() {
  if (useIsNarrow()) return <BottomNav />;
  return (
    <footer className={styles.footer}>
      <VersionLine />
    </footer>
  );
}
