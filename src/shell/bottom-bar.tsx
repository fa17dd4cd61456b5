import { makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { CLIENT_VERSION } from '../api/contract/tenant.ts';
import { useTenant } from './tenant-theme.ts';

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
});

/** The bottom component: the club's name and the app version (useful when reporting a problem). */
export function BottomBar() {
  const styles = useStyles();
  const tenant = useTenant();
  const version = CLIENT_VERSION;
  return (
    <footer className={styles.footer}>
      <span>{tenant.brandName}</span>
      <span>
        <Trans>Version {version}</Trans>
      </span>
    </footer>
  );
}
