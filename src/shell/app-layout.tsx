import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useIsNarrow } from '../state/screen.ts';
import { TopBar } from './top-bar.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { AppMenu } from './app-menu.tsx';
import { SnackbarHost } from './snackbar-host.tsx';
import { DialogHost } from './dialog-host.tsx';

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
  return (
    <div className={styles.root}>
      <a className={styles.skip} href="#main">
        {t`Skip to content`}
      </a>
      <TopBar />
      <AppMenu onLogOut={onLogOut} />
      <main id="main" tabIndex={-1} className={mergeClasses(styles.main, isNarrow ? styles.narrow : styles.wide)}>
        {children}
      </main>
      <BottomBar />
      <SnackbarHost />
      <DialogHost />
    </div>
  );
}
