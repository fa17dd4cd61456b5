import { Button, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../i18n/error-messages.ts';
import type { PresenceChange } from './presence-queue.ts';
import { markPresence, type PresenceTarget } from './mark-presence.ts';
import { currentPresenceQueue } from './presence-sync.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  // The whole switch with its label is the target: at least 44 px high on a touch screen.
  switch: { minHeight: '44px', alignItems: 'center', marginLeft: `calc(-1 * ${tokens.spacingHorizontalS})` },
  pending: { margin: 0, color: tokens.colorPaletteDarkOrangeForeground1, fontSize: tokens.fontSizeBase300 },
  refused: { margin: 0, color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase300 },
  dismiss: { minHeight: '44px' },
  plain: { margin: 0 },
  waiting: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * One participant's presence: the switch shows the desired state at once (from the queue while
 * unsent), says "not yet synced" until the server has it, and keeps a refusal with its reason.
 * A client on the waiting list gets no switch, only why (the server refuses presence there).
 */
export function PresenceControl({
  participant,
  change,
  canManage,
}: {
  participant: PresenceTarget;
  change: PresenceChange | undefined;
  canManage: boolean;
}) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const pending = change !== undefined && change.refusal === null;
  const present = pending ? change.presence : participant.presence;
  const label = present ? t`Present` : t`Not present`;

  if (participant.status === 'offered') {
    return (
      <p className={styles.waiting}>
        <Trans>Place offered: presence can be marked once accepted</Trans>
      </p>
    );
  }
  if (participant.status === 'waiting') {
    const place = participant.placeInWaitingList ?? '';
    return (
      <p className={styles.waiting}>
        <Trans>On the waiting list, place {place}: presence can be marked once booked</Trans>
      </p>
    );
  }
  if (!canManage) return <p className={styles.plain}>{label}</p>;
  return (
    <div className={styles.root}>
      <Switch
        className={styles.switch}
        checked={present}
        label={label}
        aria-label={t`Present: ${participant.name}`}
        onChange={(_, data) => void markPresence(participant, data.checked)}
      />
      {pending && (
        <p className={styles.pending}>
          <Trans>Not yet synced</Trans>
        </p>
      )}
      {change?.refusal && (
        <>
          <p className={styles.refused} role="alert">
            <Trans>Not saved: {i18n._(errorMessage(change.refusal))}</Trans>
          </p>
          <Button
            className={styles.dismiss}
            appearance="subtle"
            onClick={() => void currentPresenceQueue()?.dismiss(participant.registrationId)}
          >
            <Trans>Dismiss</Trans>
          </Button>
        </>
      )}
    </div>
  );
}
