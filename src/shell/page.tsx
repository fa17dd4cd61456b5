import { useEffect, useRef, type ReactNode } from 'react';
import { currentTenant } from './current-tenant.ts';
import { DataFreshness } from './data-freshness.tsx';
import styles from './page.module.css';

/**
 * Every screen's frame: the h1, the freshness line for data screens, then the content. The browser tab
 * and history say "page · club", from the h1 unless the screen names itself (`documentTitle`).
 */
export function Page({
  title,
  documentTitle,
  updatedAt,
  actions,
  children,
}: {
  title: ReactNode;
  documentTitle?: string;
  updatedAt?: number;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const page = documentTitle ?? heading.current?.textContent?.trim();
    document.title = page ? `${page} · ${currentTenant.title}` : currentTenant.title;
  });
  return (
    <section className={styles.root} aria-labelledby="page-title">
      <header className={styles.header}>
        <h1 id="page-title" ref={heading} className={styles.title}>
          {title}
        </h1>
        {updatedAt !== undefined && <DataFreshness updatedAt={updatedAt} />}
        {actions}
      </header>
      {children}
    </section>
  );
}
