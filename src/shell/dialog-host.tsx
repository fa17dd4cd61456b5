import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Caption1,
} from '@fluentui/react-components';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useSnapshot } from 'valtio';
import { closeDialog, dialogState } from '../state/dialog.ts';
import { Button } from '../ui/button.tsx';

/**
 * Where focus goes once the dialog has left the page: back to the control that opened it, or, when that has gone too
 * (a class dialog's "Cancel class", replaced by "Delete" once the class is cancelled), into the dialog beneath, which
 * holds the page's focus trap. Left on the page body, focus would sit outside every dialog and the one beneath would
 * stay hidden from screen readers (Fluent marks a modal's surroundings aria-hidden and lifts that as focus enters it).
 * Fluent restores focus only to a DialogTrigger, and these dialogs open from code.
 */
function restoreFocus(opener: Element | null) {
  if (focusIsLost()) {
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    else topDialog()?.focus();
  }
  // What the dialog confirmed may re-render the dialog beneath as it lands (its surface replaced, focus back on the
  // body): for a while, focus that falls to the body while a dialog is open goes into it again.
  const watch = new MutationObserver(() => focusIsLost() && topDialog()?.focus());
  watch.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => watch.disconnect(), 5000);
}

const focusIsLost = () => document.activeElement === null || document.activeElement === document.body;
const topDialog = () => [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].at(-1);

/**
 * Rendered inside the surface: it mounts as the dialog opens, when focus is still on the control that opened it, and
 * unmounts with the surface, after its exit motion. The restore waits a task, so the surface has left the page (and
 * a development build's effect replay, which keeps it there, restores nothing).
 */
function FocusReturn({ surface }: { surface: RefObject<HTMLElement | null> }) {
  const [opener] = useState(() => document.activeElement);
  useEffect(() => {
    const shown = surface.current;
    return () => void setTimeout(() => shown?.isConnected || restoreFocus(opener));
  }, [opener, surface]);
  return null;
}

/** Renders the one dialog of the dialog state (confirmations and notices). */
export function DialogHost() {
  const dialog = useSnapshot(dialogState);
  const surface = useRef<HTMLDivElement>(null);
  return (
    <Dialog open={dialog.isOpen} onOpenChange={(_, data) => !data.open && closeDialog(false)}>
      <DialogSurface ref={surface}>
        <FocusReturn surface={surface} />
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
              <Button
                key={action.label}
                variant={action.appearance ?? 'secondary'}
                onClick={() => closeDialog(action.value)}
              >
                {action.label}
              </Button>
            ))}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
