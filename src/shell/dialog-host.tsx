import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Caption1 } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { closeDialog, dialogState } from '../state/dialog.ts';

/** Renders the one dialog of the dialog state (confirmations and notices). */
export function DialogHost() {
  const dialog = useSnapshot(dialogState);
  return (
    <Dialog open={dialog.isOpen} onOpenChange={(_, data) => !data.open && closeDialog(false)}>
      <DialogSurface>
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
