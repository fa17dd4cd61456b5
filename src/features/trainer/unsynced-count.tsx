import { makeStyles, tokens } from '@fluentui/react-components';
import { Plural } from '@lingui/react/macro';
import type { PresenceChange } from './presence-queue.ts';

const useStyles = makeStyles({
  note: { margin: 0, color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** How many presence changes wait on this device for the server (all classes of the trainer). */
export function UnsyncedCount({ changes }: { changes: readonly PresenceChange[] }) {
  const styles = useStyles();
  const count = changes.filter((c) => c.refusal === null).length;
  if (count === 0) return null;
  return (
    <p className={styles.note} role="status">
      <Plural value={count} one="# change not yet synced" other="# changes not yet synced" />
    </p>
  );
}
