import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiFailure } from '../../api/api-failure.ts';
import type { AdminRoom } from '../../api/contract/admin-resources.ts';
import { notifySuccess } from '../../shell/notify.ts';
import { FutureClassList } from './future-class-list.tsx';
import { resourceFailure } from './issue-text.ts';
import { resourceQueries, useSetRoomActiveMutation } from './queries.ts';

/**
 * Deactivating a room: confirmed when it has no classes ahead; otherwise the classes that still need
 * it are named, and the server would refuse too (it checks again under the room's lock).
 */
export function RoomDeactivateDialog({ open, room, onClose }: { open: boolean; room: AdminRoom; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const future = useQuery({ ...resourceQueries.futureClasses('rooms', room.id), enabled: open });
  const deactivate = useSetRoomActiveMutation();
  const classes = future.data ?? [];
  const submit = () =>
    deactivate.mutate(
      { id: room.id, active: false },
      {
        onSuccess: () => {
          notifySuccess(t`Room ${room.name} deactivated`);
          onClose();
        },
        // classes were added meanwhile: show them
        onError: (error) => isApiFailure(error) && error.key === 'roomHasFutureClasses' && void future.refetch(),
      },
    );
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`Deactivate room ${room.name}?`}</DialogTitle>
          <DialogContent>
            {future.isPending ? (
              <Spinner size="small" label={t`Looking for classes ahead…`} />
            ) : future.isError ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{resourceFailure(i18n, future.error).text}</MessageBarBody>
              </MessageBar>
            ) : classes.length > 0 ? (
              <div role="alert">
                <p>
                  {plural(classes.length, {
                    one: 'The room cannot be deactivated: this class still takes place in it. Move it to another room or cancel it first.',
                    other:
                      'The room cannot be deactivated: these # classes still take place in it. Move them to another room or cancel them first.',
                  })}
                </p>
                <FutureClassList classes={classes} />
              </div>
            ) : (
              <p>
                <Trans>
                  No class ahead uses this room. Once deactivated it is offered for no new class; past classes keep it.
                  You can activate it again later.
                </Trans>
              </p>
            )}
            {deactivate.isError &&
              !(isApiFailure(deactivate.error) && deactivate.error.key === 'roomHasFutureClasses') && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{resourceFailure(i18n, deactivate.error).text}</MessageBarBody>
                </MessageBar>
              )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
            {future.isSuccess && classes.length === 0 && (
              <Button
                appearance="primary"
                onClick={submit}
                disabled={deactivate.isPending}
                icon={deactivate.isPending ? <Spinner size="tiny" /> : undefined}
              >
                <Trans>Deactivate</Trans>
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
