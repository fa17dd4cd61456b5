import type { BadgeTone } from './class-status.ts';
import { cx } from '../lib/class-names.ts';
import styles from './status-badge.module.css';

/** Where the member stands with a class (booked, waiting) or that it is cancelled, as a badge rather than plain text. */
export function StatusBadge({ tone, text, role }: { tone: BadgeTone; text: string; role?: 'status' | undefined }) {
  return (
    <span className={cx(styles.badge, styles[tone])} role={role}>
      <span className={styles.dot} aria-hidden />
      {text}
    </span>
  );
}
