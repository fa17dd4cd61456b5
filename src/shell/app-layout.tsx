import { lazy, type ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useIsNarrow } from '../state/screen.ts';
import { TopBar } from './top-bar.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { useSnapshot } from 'valtio';
import { SnackbarHost } from './snackbar-host.tsx';
import { ConnectivityStatus } from './connectivity-status.tsx';
import { LazyWhenNeeded } from './lazy-when-needed.tsx';
import { menuState } from '../state/menu.ts';
import { dialogState } from '../state/dialog.ts';
import { cx } from '../lib/class-names.ts';
import styles from './app-layout.module.css';
import { useServerShellHandover } from './server-shell.tsx';
import InstallHomeOffer from '../pwa/install-home-offer.tsx';

const AppMenu = lazy(() => import('./app-menu.tsx').then((module) => ({ default: module.AppMenu })));
const DialogHost = lazy(() => import('./dialog-host.tsx').then((module) => ({ default: module.DialogHost })));

/** Top bar, main content, bottom component; plus the menu drawer, snackbar and dialog host. */
export function AppLayout({ children, onLogOut }: { children: ReactNode; onLogOut: () => void }) {
  const { t } = useLingui();
  const isNarrow = useIsNarrow();
  const menu = useSnapshot(menuState);
  const dialog = useSnapshot(dialogState);
  const isHome = useRouterState({ select: (state) => state.location.pathname === '/' });
  useServerShellHandover();
  return (
    <div className={styles.root}>
      <a className={styles.skip} href="#main">
        {t`Skip to content`}
      </a>
      <TopBar />
      <LazyWhenNeeded needed={menu.isOpen}>
        <AppMenu onLogOut={onLogOut} />
      </LazyWhenNeeded>
      <main id="main" tabIndex={-1} className={cx(styles.main, isNarrow ? styles.narrow : styles.wide)}>
        <ConnectivityStatus />
        {isHome && <InstallHomeOffer />}
        {children}
      </main>
      <BottomBar />
      <SnackbarHost />
      <LazyWhenNeeded needed={dialog.isOpen}>
        <DialogHost />
      </LazyWhenNeeded>
    </div>
  );
}
