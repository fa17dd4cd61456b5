import type { ReactNode } from 'react';
import styles from './webhooks.module.css';

/** A fieldset of checkboxes over a fixed list; what is chosen stays in the list's order. */
export function CheckboxList<T extends string>({
  legend,
  options,
  chosen,
  onChange,
  label,
}: {
  legend: ReactNode;
  options: readonly T[];
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
  label: (option: T) => ReactNode;
}) {
  const toggle = (option: T, on: boolean) =>
    onChange(on ? options.filter((o) => o === option || chosen.includes(o)) : chosen.filter((o) => o !== option));
  return (
    <fieldset className={styles.checks}>
      <legend className={styles.label}>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={styles.check}>
          <input type="checkbox" checked={chosen.includes(option)} onChange={(e) => toggle(option, e.target.checked)} />
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
}
