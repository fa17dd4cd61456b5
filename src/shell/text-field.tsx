import { useId, type InputHTMLAttributes } from 'react';
import { cx } from '../lib/class-names.ts';
import controls from './controls.module.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'className'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
};

/** A labelled native input; the error is announced through aria-describedby and aria-invalid. */
export function TextField({ label, value, onValueChange, error, required, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={controls.field}>
      <label htmlFor={id} className={controls.label}>
        {label}
        {required && (
          <span className={controls.required} aria-hidden>
            *
          </span>
        )}
      </label>
      <input
        {...inputProps}
        id={id}
        required={required}
        className={cx(controls.input, error !== undefined && controls.invalid)}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
      />
      {error !== undefined && (
        <p id={errorId} className={controls.error}>
          {error}
        </p>
      )}
    </div>
  );
}
