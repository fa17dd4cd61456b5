import { useId, type InputHTMLAttributes } from 'react';
import { mergeClasses } from '@fluentui/react-components';
import { useControlStyles } from './controls.ts';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'className'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
};

/** A labelled native input; the error is announced through aria-describedby and aria-invalid. */
export function TextField({ label, value, onValueChange, error, required, ...inputProps }: TextFieldProps) {
  const styles = useControlStyles();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden>
            *
          </span>
        )}
      </label>
      <input
        {...inputProps}
        id={id}
        required={required}
        className={mergeClasses(styles.input, error !== undefined && styles.invalid)}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
      />
      {error !== undefined && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
