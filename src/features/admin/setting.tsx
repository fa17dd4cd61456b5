import { useId, type ReactNode } from 'react';
import styles from './waiting-list.module.css';

/**
 * One setting: its label, a plain sentence of what members meet, the input, then a line kept for the error so
 * nothing below moves when one appears. The club rules screens (waiting lists, strikes) share it and its styles.
 */
export function Setting({
  label,
  hint,
  error,
  children,
}: {
  label: ReactNode;
  hint: ReactNode;
  error: string | undefined;
  children: (ids: { inputId: string; describedBy: string }) => ReactNode;
}) {
  const id = useId();
  const [inputId, hintId, errorId] = [`${id}-input`, `${id}-hint`, `${id}-error`];
  return (
    <div className={styles.setting}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      {children({ inputId, describedBy: error === undefined ? hintId : `${hintId} ${errorId}` })}
      <p id={errorId} className={styles.error}>
        {error}
      </p>
    </div>
  );
}
