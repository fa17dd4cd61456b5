import { lazy, type ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useIsNarrow } from '../state/screen.ts';
import { TopBar } from './top-bar.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { useSnapshot } from 'valtio';
import { SnackbarHost } from './snackbar-host.tsx';
import { LazyWhenNeeded } from './lazy-when-needed.tsx';
import { menuState } from '../state/menu.ts';
import { dialogState } from '../state/dialog.ts';

const AppMenu = lazy(() => import('./app-menu.tsx').then((module) => ({ default: module.AppMenu })));
const DialogHost = lazy(() => import('./dialog-host.tsx').then((module) => ({ default: module.DialogHost })));

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
  },
  skip: {
    position: 'absolute',
    left: '-9999px',
    ':focus': { left: '8px', top: '8px', zIndex: 3000, padding: '8px', backgroundColor: tokens.colorNeutralBackground1 },
  },
  // SPEC.md §2 paddings: top 64 px; sides 4 px narrow, 100 px left and 180 px right wide.
  main: { flexGrow: 1, paddingTop: '64px', outlineStyle: 'none' },
  narrow: { paddingLeft: '4px', paddingRight: '4px' },
  wide: { paddingLeft: '100px', paddingRight: '180px' },
});

/** Top bar, main content, bottom component; plus the menu drawer, snackbar and dialog host. */
export function AppLayout({ children, onLogOut }: { children: ReactNode; onLogOut: () => void }) {
  const styles = useStyles();
  const { t } = useLingui();
  const isNarrow = useIsNarrow();
  const menu = useSnapshot(menuState);
  const dialog = useSnapshot(dialogState);
  return (
    <div className={styles.root}>
      <a className={styles.skip} href="#main">
        {t`Skip to content`}
      </a>
      <TopBar />
      <LazyWhenNeeded needed={menu.isOpen}>
        <AppMenu onLogOut={onLogOut} />
      </LazyWhenNeeded>
      <main id="main" tabIndex={-1} className={mergeClasses(styles.main, isNarrow ? styles.narrow : styles.wide)}>
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
