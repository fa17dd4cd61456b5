import type { ReactNode } from 'react';
import { DataFreshness } from './data-freshness.tsx';
import styles from './page.module.css';

/** Every screen's frame: the h1, the freshness line for data screens, then the content. */
export function Page({ title, updatedAt, actions, children }: { title: ReactNode; updatedAt?: number; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.root} aria-labelledby="page-title">
      <header className={styles.header}>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {updatedAt !== undefined && <DataFreshness updatedAt={updatedAt} />}
        {actions}
      </header>
      {children}
    </section>
  );
}
