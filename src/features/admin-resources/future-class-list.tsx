import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FutureClass } from '../../api/contract/admin-resources.ts';
import { deviceTimeZone, formatDateTime } from '../../lib/dates.ts';

const useStyles = makeStyles({
  list: {
    margin: `${tokens.spacingVerticalS} 0`,
    paddingLeft: tokens.spacingHorizontalXL,
    maxHeight: ['40vh', '40dvh'],
    overflowY: 'auto',
  },
  note: { color: tokens.colorPaletteRedForeground1, marginLeft: tokens.spacingHorizontalS },
});

/** The classes that still need the room or trainer, by start; `note` marks one (a clash). */
export function FutureClassList({ classes, note }: { classes: FutureClass[]; note?: (k: FutureClass) => ReactNode }) {
  const styles = useStyles();
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
