import { Trans, useLingui } from '@lingui/react/macro';
import { Checkmark20Regular } from '@fluentui/react-icons/headless/svg/checkmark';
import { successMessages } from '../../i18n/error-messages.ts';
import { cx } from '../../lib/class-names.ts';
import { ActionBar } from '../../ui/action-bar.tsx';
import { Button } from '../../ui/button.tsx';
import styles from './waiting-list.module.css';

/**
 * The end of a club-rules form (waiting lists, strikes, weekly bookings): a refusal not tied to a field, Save with
 * its wait, and the status beside it ("Saved", or that saving needs a connection).
 */
export function RulesSaveBar({
  pending,
  reachable,
  done,
  failure,
}: {
  pending: boolean;
  reachable: boolean;
  done: boolean;
  failure?: string | undefined;
}) {
  const { i18n } = useLingui();
  return (
    <>
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <ActionBar>
        <Button type="submit" variant="primary" disabled={pending || !reachable} aria-busy={pending}>
          {pending && <span className={styles.busy} aria-hidden />}
          {pending ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </Button>
        <span role="status" className={cx(styles.status, reachable && done && styles.saved)}>
          {!reachable ? (
            <Trans>Saving needs a connection.</Trans>
          ) : done ? (
            <>
              <Checkmark20Regular aria-hidden />
              {i18n._(successMessages.saved)}
            </>
          ) : null}
        </span>
      </ActionBar>
    </>
  );
}
