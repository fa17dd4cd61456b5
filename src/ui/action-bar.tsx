import type { ReactNode } from 'react';
import styles from './action-bar.module.css';

/**
 * The actions of a screen, card or dialog: `children` (the primary first), then `destructive` ones apart from them,
 * so "Delete" never sits where "Edit" was expected (README.md, destructive actions).
 */
export function ActionBar({ children, destructive }: { children?: ReactNode; destructive?: ReactNode }) {
  return (
    <div className={styles.bar}>
      {children}
      {destructive && <div className={styles.apart}>{destructive}</div>}
    </div>
  );
}
