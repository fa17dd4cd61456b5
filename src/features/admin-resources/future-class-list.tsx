import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FutureClass } from '../../api/contract/admin-resources.ts';
import { deviceTimeZone, formatDateTime } from '../../lib/dates.ts';
import styles from './future-class-list.module.css';

/** The classes that still need the room or trainer, by start; `note` marks one (a clash). */
export function FutureClassList({ classes, note }: { classes: FutureClass[]; note?: (k: FutureClass) => ReactNode }) {
  const { t } = useLingui();
  const zone = deviceTimeZone();
  return (
    // a long list scrolls: focusable, so a keyboard scrolls it too
    <ul className={styles.list} tabIndex={0} aria-label={t`Classes ahead`}>
      {classes.map((k) => (
        <li key={k.id}>
          {formatDateTime(k.start, zone)} — {k.name}
          {note && <span className={styles.note}>{note(k)}</span>}
        </li>
      ))}
    </ul>
  );
}
