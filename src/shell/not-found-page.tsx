import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Page } from './page.tsx';
import { useControlStyles } from './controls.ts';

const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalL } });

/** SPEC.md §2 not-found page for logged-in users, with the back-to-homepage button. */
export function NotFoundPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const controls = useControlStyles();
  return (
    <Page title={<Trans>Page not found</Trans>}>
      <div className={styles.body}>
        <p>
          <Trans>The page you asked for does not exist or is not available to you.</Trans>
        </p>
        <button type="button" className={mergeClasses(controls.button, controls.primary)} onClick={() => void navigate({ to: '/' })}>
          <Trans>Back to homepage</Trans>
        </button>
      </div>
    </Page>
  );
}
