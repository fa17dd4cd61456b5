import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { closeSnack, snackbarState, type SnackType } from '../state/snackbar.ts';
import { cx } from '../lib/class-names.ts';
import controls from './controls.module.css';
import styles from './snackbar.module.css';

/** docs/behaviour.md#constants-and-limits snack colours; dark text keeps every one above 4.5:1 contrast. */
const snackColors: Record<SnackType, string> = { success: '#19f40a', warning: '#fd9b1a', error: '#ed152e' };

/** docs/behaviour.md#sessions-accounts-and-states snackbar: slides up from the bottom centre in 300 ms, hides after its duration. */
export function SnackbarHost() {
  const { t } = useLingui();
  const snack = useSnapshot(snackbarState);

  useEffect(() => {
    if (!snack.open) return;
    const timer = setTimeout(closeSnack, snack.duration);
    return () => clearTimeout(timer);
  }, [snack.open, snack.duration, snack.serial]);

  if (!snack.open) return null;
  return (
    <div
      className={styles.root}
      style={{ backgroundColor: snackColors[snack.type] }}
      role={snack.type === 'error' ? 'alert' : 'status'}
      data-snack-type={snack.type}
    >
      <span className={styles.message}>{snack.message}</span>
      <button type="button" className={cx(controls.button, styles.close)} aria-label={t`Close`} onClick={closeSnack}>
        <span aria-hidden>✕</span>
      </button>
    </div>
  );
}
