import { Link, useRouterState } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSession } from '../state/auth.ts';
import { bottomNavEntries, currentBottomNavEntry } from './bottom-nav-entries.ts';
import { bottomNavIcons } from './bottom-nav-icons.ts';
import styles from './bottom-nav.module.css';

/** The bottom component (docs/behaviour.md#screens-and-routes) on a phone: the role's daily places at the thumb, the one on screen marked. */
export function BottomNav() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const entries = bottomNavEntries(session);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const current = currentBottomNavEntry(entries, pathname);
  return (
    <nav className={styles.nav} aria-label={t`Main navigation`}>
      <ul className={styles.list}>
        {entries.map((entry) => {
          const isCurrent = entry.id === current;
          const Icon = bottomNavIcons[entry.icon];
          return (
            <li key={entry.id} className={styles.item}>
              <Link to={entry.to} className={styles.link} aria-current={isCurrent ? 'page' : undefined}>
                <Icon aria-hidden className={styles.icon} />
                <span className={styles.label}>{i18n._(entry.label)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
