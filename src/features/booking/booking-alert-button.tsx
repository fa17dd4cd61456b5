import { Trans, useLingui } from '@lingui/react/macro';
import { Alert20Regular } from '@fluentui/react-icons/headless/svg/alert';
import type { Training } from '../../api/contract/schedule.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { useReachable } from '../../lib/online.ts';
import { cx } from '../../lib/class-names.ts';
import type { ClassActionsPlace } from '../../schedule/class-actions.ts';
import { Button } from '../../ui/button.tsx';
import { useBookingAlert, useBookingAlertMutation } from './booking-alert-queries.ts';
import styles from './booking-actions.module.css';

/**
 * "Tell me when booking opens" on a class not open yet (issue 37): the member asks for a notice (in the app,
 * and a push on devices with notifications on) at the instant booking opens, sees when that is, and can take
 * the request back. Asking needs the server; the request already made reads from the kept list offline.
 */
export function BookingAlertButton({
  training,
  opensAt,
  place,
}: {
  training: Training;
  opensAt: string;
  place: ClassActionsPlace;
}) {
  const { t } = useLingui();
  const reachable = useReachable();
  const { asked, loading } = useBookingAlert(training.id);
  const change = useBookingAlertMutation(training.id);
  // the server's instant once asked (it follows the class and the club's window), the timetable's before
  const when = formatDateTime(asked?.opensAt ?? opensAt, training.club.timeZone);
  const name = training.name;
  const busy = change.isPending || loading;
  const root = cx(styles.root, place === 'dialog' && styles.dialog);

  if (asked) {
    return (
      <div className={root}>
        <span className={cx(styles.note, styles.asked)}>
          <Alert20Regular aria-hidden />
          <Trans>We will tell you when booking opens: {when}.</Trans>
        </span>
        <Button
          className={styles.action}
          disabled={busy || !reachable}
          aria-busy={change.isPending}
          aria-label={t`Don't tell me when booking opens: ${name}`}
          onClick={() => change.mutate(false)}
        >
          {change.isPending ? <Trans>Saving…</Trans> : <Trans>Don't tell me</Trans>}
        </Button>
      </div>
    );
  }
  return (
    <div className={root}>
      <Button
        className={styles.action}
        icon={Alert20Regular}
        disabled={busy || !reachable}
        aria-busy={change.isPending}
        aria-label={t`Tell me when booking opens: ${name}, ${when}`}
        onClick={() => change.mutate(true)}
      >
        {change.isPending ? <Trans>Saving…</Trans> : <Trans>Tell me when booking opens</Trans>}
      </Button>
      {place === 'dialog' && (
        <span className={styles.note}>
          <Trans>You get a notice in the app when it opens, and a push on devices with notifications on.</Trans>
        </span>
      )}
    </div>
  );
}
