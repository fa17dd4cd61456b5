import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Caption1 } from '@fluentui/react-components';
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { closeDialog, dialogState } from '../state/dialog.ts';

/**
 * Once the dialog has gone, where focus goes when the control that opened it has gone too (a class dialog's
 * "Cancel class", replaced by "Delete" once the class is cancelled): into the dialog beneath, which holds the page's
 * focus trap. Left on the page body, focus would sit outside every dialog and the one beneath would stay hidden
 * from screen readers (Fluent marks a modal's surroundings aria-hidden and lifts that as focus enters it).
 */
function focusDialogBeneath(closed: HTMLElement | null) {
  if (document.activeElement !== null && document.activeElement !== document.body) return;
  const beneath = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].filter((surface) => surface !== closed).at(-1);
  beneath?.focus();
}

/** Renders the one dialog of the dialog state (confirmations and notices). */
export function DialogHost() {
  const dialog = useSnapshot(dialogState);
  const surface = useRef<HTMLDivElement>(null);
  return (
    <Dialog
      open={dialog.isOpen}
      onOpenChange={(_, data) => !data.open && closeDialog(false)}
      // After Fluent's own focus restoring, which runs as the surface leaves the page.
      surfaceMotion={{ onMotionFinish: (_, { direction }) => direction === 'exit' && setTimeout(() => focusDialogBeneath(surface.current)) }}
    >
      <DialogSurface ref={surface}>
        <DialogBody>
          <DialogTitle>
            {dialog.header && (
              <>
                <Caption1>{dialog.header}</Caption1>
                <br />
              </>
            )}
            {dialog.title}
          </DialogTitle>
          <DialogContent>{dialog.content}</DialogContent>
          <DialogActions>
            {dialog.actions.map((action) => (
              <Button key={action.label} appearance={action.appearance ?? 'secondary'} onClick={() => closeDialog(action.value)}>
                {action.label}
              </Button>
            ))}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
