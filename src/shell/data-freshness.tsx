import { Badge, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useOnline } from '../lib/online.ts';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', minHeight: '24px' },
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
      <Badge appearance="filled" color="warning">
        <Trans>Offline</Trans>
      </Badge>
      <Caption1>
        {lastUpdated ? (
          <Trans>Last updated {lastUpdated}</Trans>
        ) : (
          <Trans>No saved data yet</Trans>
        )}
      </Caption1>
    </div>
  );
}
