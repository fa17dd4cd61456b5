import { useQuery } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiFailure } from '../../api/api-failure.ts';
import type { AdminRoom } from '../../api/contract/admin-resources.ts';
import { notifySuccess } from '../../shell/notify.ts';
import { FutureClassList } from './future-class-list.tsx';
import { resourceQueries, useSetRoomActiveMutation } from './queries.ts';
import { ResourceDeactivateDialog } from './resource-deactivate-dialog.tsx';

/**
 * Deactivating a room: confirmed when it has no classes ahead; otherwise the classes that still need
 * it are named, and the server would refuse too (it checks again under the room's lock).
 */
export function RoomDeactivateDialog({ open, room, onClose }: { open: boolean; room: AdminRoom; onClose: () => void }) {
  const { t } = useLingui();
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
  // classes added meanwhile show in the list instead of as an error
  const refusedForClasses = isApiFailure(deactivate.error) && deactivate.error.key === 'roomHasFutureClasses';
  return (
    <ResourceDeactivateDialog
      open={open}
      title={t`Deactivate room ${room.name}?`}
      future={future}
      ahead={
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
      }
      none={
        <p>
          <Trans>
            No class ahead uses this room. Once deactivated it is offered for no new class; past classes keep it. You
            can activate it again later.
          </Trans>
        </p>
      }
      failure={refusedForClasses ? null : deactivate.error}
      confirm={
        future.isSuccess && classes.length === 0
          ? {
              label: <Trans>Deactivate</Trans>,
              disabled: deactivate.isPending,
              pending: deactivate.isPending,
              onClick: submit,
            }
          : null
      }
      onClose={onClose}
    />
  );
}
