import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { DataFreshness } from './data-freshness.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBottom: tokens.spacingVerticalXXL },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: { margin: 0, fontSize: 'var(--club-h3-size)', lineHeight: 1.25, fontWeight: 600 },
});

/** Every screen's frame: the h1, the freshness line for data screens, then the content. */
export function Page({ title, updatedAt, actions, children }: { title: ReactNode; updatedAt?: number; actions?: ReactNode; children: ReactNode }) {
  const styles = useStyles();
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
