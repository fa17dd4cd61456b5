import { useId, type ReactNode } from 'react';
import { cx } from '../../lib/class-names.ts';
import controls from '../../shell/controls.module.css';
import styles from './waiting-list.module.css';

/**
 * One setting: its label, a plain sentence of what members meet, the input, then a line kept for the error so
 * nothing below moves when one appears. The club rules screens (waiting lists, strikes, standing bookings) share it and its styles.
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

/** A yes/no setting as a whole-row choice: its name, and below it what it means for members. */
export function Choice({
  checked,
  onChange,
  name,
  hint,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  name: string;
  hint: string;
}) {
  const hintId = useId();
  return (
    <label className={cx(styles.mode, checked && styles.modeChosen)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hintId}
      />
      <span className={styles.modeText}>
        <span className={styles.modeName}>{name}</span>
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      </span>
    </label>
  );
}

/** A whole-number setting with its unit after the input, which the input names as part of its description. */
export function NumberSetting({
  label,
  hint,
  unit,
  value,
  min,
  max,
  error,
  onChange,
}: {
  label: ReactNode;
  hint: ReactNode;
  unit: ReactNode;
  value: string;
  min: number;
  max: number;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const unitId = useId();
  return (
    <Setting label={label} hint={hint} error={error}>
      {({ inputId, describedBy }) => (
        <div className={styles.pair}>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            className={cx(controls.input, styles.number, error !== undefined && controls.invalid)}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error !== undefined}
            aria-describedby={`${describedBy} ${unitId}`}
          />
          <span id={unitId} className={styles.suffix}>
            {unit}
          </span>
        </div>
      )}
    </Setting>
  );
}
