import { useState } from 'react';
import { CheckmarkCircle20Regular } from '@fluentui/react-icons/headless/svg/checkmark-circle';
import { Plural, useLingui } from '@lingui/react/macro';
import { successMessages } from '../../i18n/error-messages.ts';
import type { PresenceChange } from './presence-queue.ts';
import { usePresenceChanges, useSavedPresenceCount } from './presence-sync.ts';
import styles from './presence-status.module.css';

/**
 * The screen's one quiet word on presence (a polite live region, always in place so it is announced):
 * how many changes wait on this device for the server (all classes of the trainer), else that the
 * server has the changes made since the screen opened. Refusals stay on their rows.
 */
export function PresenceStatus({ changes }: { changes: readonly PresenceChange[] }) {
  const { i18n } = useLingui();
  const saved = useSavedPresenceCount();
  const [savedAtOpen] = useState(saved);
  const count = changes.filter((c) => c.refusal === null).length;
  return (
    <p className={`${styles.status} ${count > 0 ? styles.pending : styles.saved}`} role="status">
      {count > 0 ? (
        <Plural value={count} one="# change not yet synced" other="# changes not yet synced" />
      ) : (
        saved > savedAtOpen && (
          <>
            <CheckmarkCircle20Regular aria-hidden />
            {i18n._(successMessages.presenceChanged)}
          </>
        )
      )}
    </p>
  );
}

/** The same for a screen that shows no participant list of its own (personal trainings, the scanner). */
export function LivePresenceStatus() {
  return <PresenceStatus changes={usePresenceChanges()} />;
}
