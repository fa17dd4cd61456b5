import { useEffect } from 'react';
import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { useControlStyles } from './controls.ts';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { closeSnack, snackbarState, type SnackType } from '../state/snackbar.ts';

/** SPEC.md §9 snack colours; dark text keeps every one above 4.5:1 contrast. */
const snackColors: Record<SnackType, string> = { success: '#19f40a', warning: '#fd9b1a', error: '#ed152e' };

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    left: '50%',
    bottom: '16px',
    transform: 'translateX(-50%)',
    zIndex: 2000,
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    maxWidth: 'min(560px, calc(100vw - 16px))',
    padding: '10px 12px 10px 16px',
    borderRadius: '6px',
    color: '#000000',
    fontWeight: 600,
    boxShadow: '0 4px 16px rgba(0, 0, 0, 0.35)',
    animationName: { from: { transform: 'translate(-50%, 120%)', opacity: 0 }, to: { transform: 'translate(-50%, 0)', opacity: 1 } },
    animationDuration: '300ms',
    animationTimingFunction: 'ease-out',
  },
  message: { flexGrow: 1 },
  close: { color: '#000000', backgroundColor: 'transparent', minWidth: '28px', minHeight: '28px', padding: 0 },
});

/** SPEC.md §4 snackbar: slides up from the bottom centre in 300 ms, hides after its duration. */
export function SnackbarHost() {
  const styles = useStyles();
  const controls = useControlStyles();
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
      <button type="button" className={mergeClasses(controls.button, styles.close)} aria-label={t`Close`} onClick={closeSnack}>
        <span aria-hidden>✕</span>
      </button>
    </div>
  );
}
