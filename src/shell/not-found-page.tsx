import { useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Page } from './page.tsx';
import { cx } from '../lib/class-names.ts';
import controls from './controls.module.css';
import styles from './page.module.css';

/** docs/behaviour.md#screens-and-routes not-found page for logged-in users, with the back-to-homepage button. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Page title={<Trans>Page not found</Trans>}>
      <div className={styles.stack}>
        <p>
          <Trans>The page you asked for does not exist or is not available to you.</Trans>
        </p>
        <button
          type="button"
          className={cx(controls.button, controls.primary)}
          onClick={() => void navigate({ to: '/' })}
        >
          <Trans>Back to homepage</Trans>
        </button>
      </div>
    </Page>
  );
}
