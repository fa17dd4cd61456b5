import { useEffect, useRef, type ReactNode } from 'react';
import { useClubTitle } from './current-tenant.ts';
import { useScreenDataTime } from './screen-data.ts';
import styles from './page.module.css';

/**
 * Every screen's frame: the h1, then the content. `updatedAt` (data screens) is when the shown data
 * was fetched: the shell's connectivity status tells it when the server cannot be reached. The browser
 * tab and history say "page · club", from the h1 unless the screen names itself (`documentTitle`).
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
  useScreenDataTime(updatedAt);
  const heading = useRef<HTMLHeadingElement>(null);
  const club = useClubTitle();
  useEffect(() => {
    const page = documentTitle ?? heading.current?.textContent?.trim();
    document.title = page ? `${page} · ${club}` : club;
  });
  return (
    <section className={styles.root} aria-labelledby="page-title">
      <header className={styles.header}>
        <h1 id="page-title" ref={heading} className={styles.title}>
          {title}
        </h1>
        {actions}
      </header>
      {children}
    </section>
  );
}
