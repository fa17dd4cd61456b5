import { Trans, useLingui } from '@lingui/react/macro';
import { confirm } from '../../shell/confirm.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { cancelDeadlineText } from '../../schedule/booking-texts.ts';
import { useCancelBookingMutation } from './booking-queries.ts';
import { useReachable } from '../../lib/online.ts';
import { ServerNeeded } from './server-needed.tsx';
import { cx } from '../../lib/class-names.ts';
import controls from '../../shell/controls.module.css';
import styles from './booking-actions.module.css';

export interface CancellableClass {
  trainingId: number;
  name: string;
  start: string;
  timeZone: string;
  /** leaving the waiting list rather than giving up a place */
  waiting: boolean;
  cancelingAllowed: boolean;
  /** until when the place can be cancelled (the club's deadline), when known */
  cancelUntil?: string | null;
}

/** Cancels my place after a confirmation; says so when the club's rules no longer allow it. */
export function CancelBookingButton({ booking }: { booking: CancellableClass }) {
  const { t } = useLingui();
  const cancel = useCancelBookingMutation();
  const reachable = useReachable();
  if (!booking.cancelingAllowed) {
    return (
      <span className={styles.note}>
        {booking.cancelUntil ? (
          cancelDeadlineText(booking.cancelUntil, booking.timeZone)
        ) : (
          <Trans>Cancelling is not allowed</Trans>
        )}
      </span>
    );
  }
  const when = formatDateTime(booking.start, booking.timeZone);
  const label = booking.waiting ? t`Leave the waiting list` : t`Cancel booking`;
  const ask = async () => {
    const confirmed = await confirm({
      title: booking.waiting ? t`Leave the waiting list?` : t`Cancel your booking?`,
      content: `${booking.name}, ${when}`,
      confirmLabel: label,
      cancelLabel: booking.waiting ? t`Stay in the waiting list` : t`Keep booking`,
    });
    if (confirmed) cancel.mutate({ trainingId: booking.trainingId, name: booking.name, start: booking.start });
  };
  return (
    <>
      <button
        type="button"
        className={cx(controls.button, controls.secondary, styles.action)}
        onClick={() => void ask()}
        disabled={cancel.isPending || !reachable}
        aria-label={`${label}: ${booking.name}, ${when}`}
      >
        {cancel.isPending ? <Trans>Cancelling…</Trans> : label}
      </button>
      {!reachable && <ServerNeeded />}
      {booking.cancelUntil && (
        <span className={styles.note}>{cancelDeadlineText(booking.cancelUntil, booking.timeZone)}</span>
      )}
    </>
  );
}
