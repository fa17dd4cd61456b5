import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { colorModeState, toggleColorMode } from '../state/colormode.ts';
import { menuState, openMenu } from '../state/menu.ts';
import { useIsNarrow } from '../state/screen.ts';
import { tenantLogoUrl } from './tenant-logo.ts';
import { useTenant } from './tenant-theme.ts';
import { useControlStyles } from './controls.ts';

export const TOP_BAR_HEIGHT = 56;

const useStyles = makeStyles({
  bar: {
    position: 'fixed',
    top: 0,
    left: 0,
    right: 0,
    height: `${TOP_BAR_HEIGHT}px`,
    zIndex: 100,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `0 ${tokens.spacingHorizontalS}`,
    backgroundColor: 'var(--colorTenantMenuBackground)',
    color: 'var(--colorTenantMenuForeground)',
    boxShadow: tokens.shadow4,
  },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
    color: 'inherit',
    textDecorationLine: 'none',
    fontSize: '16px',
    fontWeight: tokens.fontWeightSemibold,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusMedium },
  },
  logo: { height: '36px', width: 'auto', maxWidth: '160px' },
  title: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  spacer: { flexGrow: 1 },
});

/** The top bar: menu button, the club's logo and name (link home), colour-mode toggle. */
export function TopBar() {
  const styles = useStyles();
  const controls = useControlStyles();
  const iconButton = mergeClasses(controls.button, controls.icon);
  const { t } = useLingui();
  const tenant = useTenant();
  const { mode } = useSnapshot(colorModeState);
  const { isOpen } = useSnapshot(menuState);
  const brand = tenant.brandName;
  // Narrow screens show the logo only: it carries the club's name and the title would be cut off.
  const showTitle = !useIsNarrow();
  return (
    <header className={styles.bar}>
      <button type="button" className={iconButton} aria-label={t`Open menu`} aria-expanded={isOpen} onClick={openMenu}>
        ☰
      </button>
      <Link to="/" className={styles.brand} aria-label={t`${brand}, home`}>
        <img className={styles.logo} src={tenantLogoUrl(tenant, mode)} alt="" />
        {showTitle && <span className={styles.title}>{tenant.title}</span>}
      </Link>
      <span className={styles.spacer} />
      <button
        type="button"
        className={iconButton}
        aria-label={mode === 'dark' ? t`Switch to light mode` : t`Switch to dark mode`}
        onClick={toggleColorMode}
      >
        <span aria-hidden>{mode === 'dark' ? '☀' : '☾'}</span>
      </button>
    </header>
  );
}
