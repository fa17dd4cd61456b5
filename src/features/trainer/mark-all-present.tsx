import { useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUndo20Regular } from '@fluentui/react-icons/headless/svg/arrow-undo';
import { CheckmarkCircle20Regular } from '@fluentui/react-icons/headless/svg/checkmark-circle';
import { Trans } from '@lingui/react/macro';
import type { Participant } from '../../api/contract/trainer.ts';
import type { NewPresenceChange, PresenceChange } from './presence-queue.ts';
import { applyPresenceChanges } from './mark-presence.ts';
import { markAllPresentChanges, undoMarkAllChanges } from './mark-all.ts';
import { PresenceStatus } from './presence-status.tsx';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
  },
  button: { minHeight: '44px' },
});

/**
 * "Mark all present" for a class's booked participants, as one action with its undo, and the screen's
 * quiet presence status beside it. Both go through the durable queue, so they work offline too.
 */
export function MarkAllPresent({
  participants,
  changes,
  canManage,
}: {
  participants: readonly Participant[];
  changes: readonly PresenceChange[];
  canManage: boolean;
}) {
  const styles = useStyles();
  // What the last "mark all" changed: the undo sets those rows back (not the ones already present before).
  const [marked, setMarked] = useState<readonly NewPresenceChange[]>([]);
  const toMark = markAllPresentChanges(participants, changes);
  const toUndo = undoMarkAllChanges(marked, participants, changes);

  if (!canManage) return null;
  return (
    <div className={styles.bar}>
      {toUndo.length > 0 ? (
        <Button
          className={styles.button}
          icon={<ArrowUndo20Regular />}
          onClick={() => {
            setMarked([]);
            void applyPresenceChanges(toUndo);
          }}
        >
          <Trans>Undo marking all present</Trans>
        </Button>
      ) : (
        <Button
          className={styles.button}
          appearance="primary"
          icon={<CheckmarkCircle20Regular />}
          disabled={toMark.length === 0}
          onClick={() => {
            setMarked(toMark);
            void applyPresenceChanges(toMark);
          }}
        >
          <Trans>Mark all present</Trans>
        </Button>
      )}
      <PresenceStatus changes={changes} />
    </div>
  );
}
