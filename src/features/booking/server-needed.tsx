import { Trans } from '@lingui/react/macro';
import styles from './booking-actions.module.css';

/** Why a booking button is disabled: it needs the server's answer, and the server cannot be reached now. */
export function ServerNeeded() {
  return (
    <span className={styles.note}>
      <Trans>Booking and cancelling need the server, which cannot be reached now.</Trans>
    </span>
  );
}
