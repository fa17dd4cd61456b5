import type { ReactNode } from 'react';
import { useScreenDataTime } from './screen-data.ts';
import styles from './page.module.css';

/**
 * Every screen's frame: the h1, then the content. `updatedAt` (data screens) is when the shown data
 * was fetched: the shell's connectivity status tells it when the server cannot be reached.
 */
export function Page({ title, updatedAt, actions, children }: { title: ReactNode; updatedAt?: number; actions?: ReactNode; children: ReactNode }) {
  useScreenDataTime(updatedAt);
  return (
    <section className={styles.root} aria-labelledby="page-title">
      <header className={styles.header}>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {actions}
      </header>
      {children}
    </section>
  );
}
