import type { ReactNode } from 'react';
import { cx } from '../lib/class-names.ts';
import styles from './card.module.css';

/** A card: one thing on the surface colour. `as` keeps the document's structure (a list item, an article). */
export function Card({
  as: Element = 'section',
  className,
  children,
  ...rest
}: {
  as?: 'section' | 'article' | 'li' | 'div';
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  return (
    <Element className={cx(styles.card, className)} {...rest}>
      {children}
    </Element>
  );
}

/** The card's head: its title, then badges, on one wrapping line. */
export function CardHead({ children }: { children: ReactNode }) {
  return <div className={styles.head}>{children}</div>;
}

/** The card's title, as a heading of the given level (a card in a list under an h2 is an h3). */
export function CardTitle({ level = 3, id, children }: { level?: 2 | 3 | 4; id?: string; children: ReactNode }) {
  const Heading = `h${level}` as const;
  return (
    <Heading id={id} className={styles.title}>
      {children}
    </Heading>
  );
}

/** A line of secondary facts (room, trainer, deadline) in body2. */
export function CardMeta({ children }: { children: ReactNode }) {
  return <p className={styles.meta}>{children}</p>;
}
