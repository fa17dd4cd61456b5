import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { usePageRules } from '../../state/rules.ts';
import { menuLabels } from '../../shell/menu-entries.ts';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  tile: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '64px',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow4,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'center',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
});

/** Quick links to a member's main pages. */
export function QuickLinks() {
  const styles = useStyles();
  const { i18n, t } = useLingui();
  const rules = usePageRules();
  return (
    <nav aria-label={t`Quick links`}>
      <ul className={styles.list}>
        <li>
          <Link className={styles.tile} to="/calendar">
            {i18n._(menuLabels.timetable)}
          </Link>
        </li>
        <li>
          <Link className={styles.tile} to="/workouts">
            {i18n._(menuLabels.workouts)}
          </Link>
        </li>
        <li>
          <Link className={styles.tile} to="/entry">
            {i18n._(menuLabels.entry)}
          </Link>
        </li>
        <li>
          <Link className={styles.tile} to="/contracts">
            {i18n._(menuLabels.contracts)}
          </Link>
        </li>
        {!rules.menu.isInvoiceHidden && (
          <li>
            <Link className={styles.tile} to="/invoices">
              {i18n._(menuLabels.invoices)}
            </Link>
          </li>
        )}
        <li>
          <Link className={styles.tile} to="/vouchers">
            {i18n._(menuLabels.vouchers)}
          </Link>
        </li>
        <li>
          <Link className={styles.tile} to="/profile">
            {i18n._(menuLabels.profile)}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
