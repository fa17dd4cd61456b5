import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Page } from './page.tsx';

const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalL } });

/** SPEC.md §2 not-found page for logged-in users, with the back-to-homepage button. */
export function NotFoundPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <Page title={<Trans>Page not found</Trans>}>
      <div className={styles.body}>
        <Body1>
          <Trans>The page you asked for does not exist or is not available to you.</Trans>
        </Body1>
        <Button appearance="primary" onClick={() => void navigate({ to: '/' })}>
          <Trans>Back to homepage</Trans>
        </Button>
      </div>
    </Page>
  );
}
