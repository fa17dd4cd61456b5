import { useId, type ReactNode } from 'react';
import controls from './controls.module.css';

/** A labelled native select, the counterpart of TextField (Fluent's Field and Select would bring Fluent in). */
export function SelectField({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={controls.field}>
      <label htmlFor={id} className={controls.label}>
        {label}
      </label>
      <select id={id} className={controls.input} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}
