import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { usePageRules } from '../../state/rules.ts';
import { menuLabels } from '../../shell/menu-entries.ts';
import styles from './home.module.css';

/** Quick links to a member's main pages. */
export function QuickLinks() {
  const { i18n, t } = useLingui();
  const rules = usePageRules();
  return (
    <nav aria-label={t`Quick links`}>
      <ul className={styles.links}>
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
