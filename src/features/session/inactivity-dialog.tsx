import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { inactivityState } from './inactivity-state.ts';

function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** docs/behaviour.md#sessions-accounts-and-states inactivity dialog: yes keeps the session, no or the end of the countdown logs out. */
export function InactivityDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const { dialogOpen, secondsLeft } = useSnapshot(inactivityState);
  const countdown = formatCountdown(secondsLeft);
  return (
    <Dialog open={dialogOpen} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            <Trans>Are you still there?</Trans>
          </DialogTitle>
          <DialogContent>
            <p>
              <Trans>You have been inactive for a while. Do you want to stay logged in?</Trans>
            </p>
            <p>
              <Trans>You will be logged out in {countdown}</Trans>
            </p>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onStay}>
              <Trans>Yes, stay logged in</Trans>
            </Button>
            <Button onClick={onLeave}>
              <Trans>No, log out</Trans>
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
