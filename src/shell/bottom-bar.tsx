import { Trans } from '@lingui/react/macro';
import { CLIENT_VERSION } from '../api/contract/tenant.ts';
import { useTenant } from './current-tenant.ts';
import styles from './bottom-bar.module.css';

/** The bottom component: the club's name and the app version (useful when reporting a problem). */
export function BottomBar() {
  const tenant = useTenant();
  const version = CLIENT_VERSION;
  return (
    <footer className={styles.footer}>
      <span>{tenant.brandName}</span>
      <span>
        <Trans>Version {version}</Trans>
      </span>
    </footer>
  );
}
