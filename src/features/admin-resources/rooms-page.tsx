import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminRoom, AdminRoomsResponse } from '../../api/contract/admin-resources.ts';
import { resourceQueries, useSetRoomActiveMutation } from './queries.ts';
import { ResourceListPage, type ResourceColumn } from './resource-list-page.tsx';
import { useTableStyles } from './resource-table.tsx';
import { RoomDeactivateDialog } from './room-deactivate-dialog.tsx';
import { RoomDialog } from './room-dialog.tsx';

const namesOf = (items: { id: number; name: string }[] | undefined) =>
  new Map((items ?? []).map((i) => [i.id, i.name]));

/** Issue #26: the club's rooms (inactive ones too), to add, rename, edit and (de)activate. */
export function RoomsPage() {
  const { t } = useLingui();
  const styles = useTableStyles();
  const list = useQuery(resourceQueries.rooms());
  const activate = useSetRoomActiveMutation();
  const clubs = namesOf(list.data?.clubs);
  const groups = namesOf(list.data?.groups);
  const styleNames = namesOf(list.data?.styles);
  const columns: ResourceColumn<AdminRoom>[] = [
    {
      header: t({ message: 'Name', context: 'the name of a class or room' }),
      cell: (room) => (
        <>
          <span className={styles.swatch} style={{ backgroundColor: room.color }} aria-hidden />
          {room.name}
        </>
      ),
    },
    { header: t`Club`, cell: (room) => clubs.get(room.clubId) ?? '' },
    { header: t`Room group`, cell: (room) => (room.groupId === null ? '—' : (groups.get(room.groupId) ?? '')) },
    { header: t`Places`, cell: (room) => room.places },
    {
      header: t`Training styles`,
      secondary: true,
      cell: (room) =>
        room.styleIds
          .map((id) => styleNames.get(id))
          .filter(Boolean)
          .join(', ') || '—',
    },
  ];

  return (
    <ResourceListPage<AdminRoomsResponse, AdminRoom>
      title={<Trans>Rooms</Trans>}
      addLabel={<Trans>Add room</Trans>}
      listLabel={t`Rooms list`}
      tableLabel={t`Rooms`}
      list={list}
      rows={(data) => data.rooms}
      columns={columns}
      activate={activate}
      activatedText={(room) => t`Room ${room.name} activated`}
      editDialog={({ key, open, value, onClose }, data) => (
        <RoomDialog key={key} open={open} room={value} lists={data} onClose={onClose} />
      )}
      deactivateDialog={({ key, open, value, onClose }) => (
        <RoomDeactivateDialog key={key} open={open} room={value} onClose={onClose} />
      )}
    />
  );
}
