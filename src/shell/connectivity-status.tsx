import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { connectivityState } from '../api/connectivity.ts';
import { formatDateTime, deviceTimeZone } from '../lib/dates.ts';
import { useLanguage } from '../state/language.ts';
import { screenDataState } from './screen-data.ts';
import styles from './connectivity-status.module.css';

/**
 * The one connectivity status, in the shell above every page: nothing while the server answers;
 * otherwise why (the device is offline, or the server does not answer) and when the data on screen
 * was last updated. It clears by itself when a request (or the backing-off re-check) gets an answer.
 */
export function ConnectivityStatus() {
  const { browserOnline, serverReachable } = useSnapshot(connectivityState);
  const { updatedAt } = useSnapshot(screenDataState);
  // Subscribed so the time is written in the user's language.
  useLanguage();
  const reachable = browserOnline && serverReachable;
  // Formatted only when shown: the first date format of a page is costly (see deviceTimeZone).
  const lastUpdated = !reachable && updatedAt ? formatDateTime(new Date(updatedAt), deviceTimeZone()) : null;
  return (
    <div className={styles.status} role="status">
      {!reachable && (
        <>
          <span className={styles.badge}>
            {browserOnline ? <Trans>Server not reachable</Trans> : <Trans>Offline</Trans>}
          </span>
          <span>{lastUpdated ? <Trans>Last updated {lastUpdated}</Trans> : <Trans>No saved data yet</Trans>}</span>
        </>
      )}
    </div>
  );
}
