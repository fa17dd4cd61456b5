import { makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useOnline } from '../lib/online.ts';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', minHeight: '24px', fontSize: tokens.fontSizeBase200 },
  // A plain badge: Fluent's Badge would add its own chunk to every data screen's first paint.
  badge: {
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    // Fixed colours (not the tenant's): white on dark orange stays above 7:1 in both modes.
    backgroundColor: '#8a3300',
    color: '#ffffff',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase200,
    lineHeight: '20px',
  },
});

/**
 * Online: nothing. Offline: the offline badge and when the shown data was last fetched, so a
 * member knows how old the timetable or invoice list on screen is.
 */
export function DataFreshness({ updatedAt }: { updatedAt?: number }) {
  const online = useOnline();
  const styles = useStyles();
  if (online) return null;
  const lastUpdated = updatedAt ? new Date(updatedAt).toLocaleString(document.documentElement.lang || undefined) : null;
  return (
    <div className={styles.root} role="status">
      <span className={styles.badge}>
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
