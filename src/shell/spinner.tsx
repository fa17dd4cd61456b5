import styles from './spinner.module.css';

/**
 * A small labelled busy indicator for first-visit screens (Fluent's Spinner would bring its style engine into
 * the first visit). Same semantics as Fluent's: a progressbar named by the visible label.
 */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.root} role="progressbar" aria-label={label}>
      <span className={styles.ring} aria-hidden />
      <span aria-hidden>{label}</span>
    </div>
  );
}
