import {
  Button,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminRoom } from '../../api/contract/admin-resources.ts';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { notifyError, notifySuccess } from '../../shell/notify.ts';
import { Page } from '../../shell/page.tsx';
import { useDialogTarget } from './dialog-target.ts';
import { resourceQueries, useSetRoomActiveMutation } from './queries.ts';
import { ActiveBadge, useTableStyles } from './resource-table.tsx';
import { RoomDeactivateDialog } from './room-deactivate-dialog.tsx';
import { RoomDialog } from './room-dialog.tsx';

/** Issue #26: the club's rooms (inactive ones too), to add, rename, edit and (de)activate. */
export function RoomsPage() {
  const { t } = useLingui();
  const styles = useTableStyles();
  const list = useQuery(resourceQueries.rooms());
  const activate = useSetRoomActiveMutation();
  const editing = useDialogTarget<AdminRoom | null>();
  const deactivating = useDialogTarget<AdminRoom>();
  const names = <T extends { id: number; name: string }>(items: T[] | undefined) =>
    new Map((items ?? []).map((i) => [i.id, i.name]));
  const clubs = names(list.data?.clubs);
  const groups = names(list.data?.groups);
  const styleNames = names(list.data?.styles);

  return (
    <Page
      title={<Trans>Rooms</Trans>}
      updatedAt={list.dataUpdatedAt || undefined}
      actions={
        <Button appearance="primary" disabled={!list.data} onClick={() => editing.show(null)}>
          <Trans>Add room</Trans>
        </Button>
      }
    >
      {list.isPending ? (
        <Spinner label={t`Loading…`} />
      ) : list.isError && !list.data ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        // scrolls sideways on a phone: a focusable region, so a keyboard scrolls it too
        <div className={styles.scroll} role="region" tabIndex={0} aria-label={t`Rooms list`}>
          <Table aria-label={t`Rooms`} className={styles.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t({ message: 'Name', context: 'the name of a class or room' })}</TableHeaderCell>
                <TableHeaderCell>{t`Club`}</TableHeaderCell>
                <TableHeaderCell>{t`Room group`}</TableHeaderCell>
                <TableHeaderCell>{t`Places`}</TableHeaderCell>
                <TableHeaderCell>{t`Training styles`}</TableHeaderCell>
                <TableHeaderCell>{t`Status`}</TableHeaderCell>
                <TableHeaderCell>{t`Actions`}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.rooms.map((room) => (
                <TableRow key={room.id}>
                  <TableCell>
                    <span className={styles.swatch} style={{ backgroundColor: room.color }} aria-hidden />
                    {room.name}
                  </TableCell>
                  <TableCell>{clubs.get(room.clubId) ?? ''}</TableCell>
                  <TableCell>{room.groupId === null ? '—' : (groups.get(room.groupId) ?? '')}</TableCell>
                  <TableCell>{room.places}</TableCell>
                  <TableCell className={styles.secondary}>
                    {room.styleIds
                      .map((id) => styleNames.get(id))
                      .filter(Boolean)
                      .join(', ') || '—'}
                  </TableCell>
                  <TableCell>
                    <ActiveBadge active={room.active} />
                  </TableCell>
                  <TableCell>
                    <div className={styles.actions}>
                      <Button size="small" onClick={() => editing.show(room)} aria-label={t`Edit ${room.name}`}>
                        <Trans>Edit</Trans>
                      </Button>
                      {room.active ? (
                        <Button
                          size="small"
                          onClick={() => deactivating.show(room)}
                          aria-label={t`Deactivate ${room.name}`}
                        >
                          <Trans>Deactivate</Trans>
                        </Button>
                      ) : (
                        <Button
                          size="small"
                          aria-label={t`Activate ${room.name}`}
                          disabled={activate.isPending}
                          icon={
                            activate.isPending && activate.variables.id === room.id ? (
                              <Spinner size="tiny" />
                            ) : undefined
                          }
                          onClick={() =>
                            activate.mutate(
                              { id: room.id, active: true },
                              { onSuccess: () => notifySuccess(t`Room ${room.name} activated`), onError: notifyError },
                            )
                          }
                        >
                          <Trans>Activate</Trans>
                        </Button>
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {editing.state && list.data && (
        <RoomDialog
          key={editing.state.key}
          open={editing.state.open}
          room={editing.state.value}
          lists={list.data}
          onClose={editing.hide}
        />
      )}
      {deactivating.state && (
        <RoomDeactivateDialog
          key={deactivating.state.key}
          open={deactivating.state.open}
          room={deactivating.state.value}
          onClose={deactivating.hide}
        />
      )}
    </Page>
  );
}
