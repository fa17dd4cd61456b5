import type { ReactNode } from 'react';
import { cx } from '../lib/class-names.ts';
import type { IconComponent } from './button.tsx';
import styles from './badge.module.css';

/**
 * A badge's purpose, not its colour: brand (booked, present), success (paid, valid), warning (waiting list,
 * due soon), danger (overdue, cancelled, blocked), neutral (past, archived). README.md lists which state takes which.
 */
export type BadgeTone = 'brand' | 'success' | 'warning' | 'danger' | 'neutral';

/** A short status beside what it describes ("Booked", "Waiting list 2.", "Paid", "Overdue"). */
export function Badge({
  tone,
  icon: Icon,
  className,
  children,
}: {
  tone: BadgeTone;
  icon?: IconComponent;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={cx(styles.badge, styles[tone], className)}>
      {Icon && <Icon aria-hidden />}
      {children}
    </span>
  );
}
