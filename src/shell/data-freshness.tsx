import { Trans } from '@lingui/react/macro';
import { useOnline } from '../lib/online.ts';
import styles from './page.module.css';

/**
 * Online: nothing. Offline: the offline badge and when the shown data was last fetched, so a
 * member knows how old the timetable or invoice list on screen is.
 */
export function DataFreshness({ updatedAt }: { updatedAt?: number }) {
  const online = useOnline();
  if (online) return null;
  const lastUpdated = updatedAt ? new Date(updatedAt).toLocaleString(document.documentElement.lang || undefined) : null;
  return (
    <div className={styles.freshness} role="status">
      <span className={styles.offlineBadge}>
        <Trans>Offline</Trans>
      </span>
      <span>
        {lastUpdated ? (
          <Trans>Last updated {lastUpdated}</Trans>
        ) : (
          <Trans>No saved data yet</Trans>
        )}
      </span>
    </div>
  );
}
