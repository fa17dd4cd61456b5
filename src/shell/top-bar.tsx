import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { colorModeState, toggleColorMode } from '../state/colormode.ts';
import { menuState, openMenu } from '../state/menu.ts';
import { useIsNarrow } from '../state/screen.ts';
import { useClubTitle, useTenant } from './current-tenant.ts';
import { cx } from '../lib/class-names.ts';
import { Icon } from './icon.tsx';
import controls from './controls.module.css';
import styles from './top-bar.module.css';

/** The top bar: menu button, the club's logo and name (link home), colour-mode toggle. */
export function TopBar() {
  const iconButton = cx(controls.button, controls.icon);
  const { t } = useLingui();
  const tenant = useTenant();
  const { mode } = useSnapshot(colorModeState);
  const { isOpen } = useSnapshot(menuState);
  const brand = tenant.brandName;
  const title = useClubTitle();
  // Narrow screens show the logo only: it carries the club's name and the title would be cut off.
  const showTitle = !useIsNarrow();
  return (
    <header className={styles.bar}>
      <button type="button" className={iconButton} aria-label={t`Open menu`} aria-expanded={isOpen} onClick={openMenu}>
        <Icon name="menu" />
      </button>
      <Link to="/" className={styles.brand} aria-label={t`${brand}, home`}>
        <img className={styles.logo} src={tenant.logo[mode]} alt="" />
        {showTitle && <span className={styles.title}>{title}</span>}
      </Link>
      <span className={styles.spacer} />
      <button
        type="button"
        className={iconButton}
        aria-label={mode === 'dark' ? t`Switch to light mode` : t`Switch to dark mode`}
        onClick={toggleColorMode}
      >
        <Icon name={mode === 'dark' ? 'sun' : 'moon'} />
      </button>
    </header>
  );
}
