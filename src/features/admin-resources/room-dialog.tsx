import { Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { RESOURCE_NAME_MAX, type AdminRoom, type AdminRoomsResponse } from '../../api/contract/admin-resources.ts';
import { useSaveRoomMutation } from './queries.ts';
import { ResourceFormDialog, useFormStyles, useResourceForm } from './resource-form-dialog.tsx';
import { checkRoomDraft, newRoomDraft, roomDraftOf } from './room-draft.ts';
import { StyleCheckboxes } from './style-checkboxes.tsx';

const useStyles = makeStyles({
  color: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  colorText: { flexGrow: 1, minWidth: 0 },
  swatch: {
    width: '40px',
    height: '32px',
    padding: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/** Create (room null) or edit a room: club, group, unit, name and its translations, places, styles, colour. */
export function RoomDialog({
  open,
  room,
  lists,
  onClose,
}: {
  open: boolean;
  room: AdminRoom | null;
  lists: AdminRoomsResponse;
  onClose: () => void;
}) {
  const styles = useStyles();
  const formStyles = useFormStyles();
  const { t } = useLingui();
  const form = useResourceForm({
    initial: () => (room ? roomDraftOf(room) : newRoomDraft(lists.clubs.length === 1 ? lists.clubs[0]?.id : undefined)),
    check: checkRoomDraft,
    id: room?.id ?? null,
    save: useSaveRoomMutation(),
    savedText: (saved) => t`Room ${saved.name} saved`,
    onClose,
  });
  const { draft, change, issueOf } = form;
  const clubId = Number(draft.clubId);
  const groups = lists.groups.filter((g) => g.clubId === clubId);
  const units = lists.units.filter((u) => u.clubId === clubId);

  return (
    <ResourceFormDialog
      open={open}
      title={room ? t`Edit room ${room.name}` : t`New room`}
      form={form}
      onClose={onClose}
    >
      <Field label={t({ message: 'Name', context: 'the name of a class or room' })} required {...issueOf('name')}>
        <Input
          value={draft.name}
          maxLength={RESOURCE_NAME_MAX + 20}
          onChange={(_, data) => change({ name: data.value })}
        />
      </Field>
      <Field label={t`Club`} required {...issueOf('clubId')}>
        <Select value={draft.clubId} onChange={(_, data) => change({ clubId: data.value, groupId: '', unitId: '' })}>
          <option value="">{t`Choose a club`}</option>
          {lists.clubs.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Room group`} {...issueOf('groupId')}>
        <Select value={draft.groupId} onChange={(_, data) => change({ groupId: data.value })}>
          <option value="">{t`No group`}</option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Unit`} {...issueOf('unitId')}>
        <Select value={draft.unitId} onChange={(_, data) => change({ unitId: data.value })}>
          <option value="">{t`No unit`}</option>
          {units.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Places`} required {...issueOf('places')}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          value={draft.places}
          onChange={(_, data) => change({ places: data.value })}
        />
      </Field>
      <Field label={t`Colour`} required {...issueOf('color')}>
        {(fieldProps) => (
          <div className={styles.color}>
            <input
              type="color"
              className={styles.swatch}
              aria-label={t`Pick a colour`}
              value={/^#[0-9a-fA-F]{6}$/.test(draft.color) ? draft.color : '#000000'}
              onChange={(event) => change({ color: event.target.value })}
            />
            <Input
              {...fieldProps}
              className={styles.colorText}
              value={draft.color}
              maxLength={7}
              onChange={(_, data) => change({ color: data.value })}
            />
          </div>
        )}
      </Field>
      <Field label={t`Name in Estonian`} {...issueOf('translations')}>
        <Input
          lang="et"
          value={draft.et}
          maxLength={RESOURCE_NAME_MAX + 20}
          onChange={(_, data) => change({ et: data.value })}
        />
      </Field>
      <Field label={t`Name in English`}>
        <Input
          lang="en"
          value={draft.en}
          maxLength={RESOURCE_NAME_MAX + 20}
          onChange={(_, data) => change({ en: data.value })}
        />
      </Field>
      <Field label={t`Name in Latvian`}>
        <Input
          lang="lv"
          value={draft.lv}
          maxLength={RESOURCE_NAME_MAX + 20}
          onChange={(_, data) => change({ lv: data.value })}
        />
      </Field>
      <div className={formStyles.wide}>
        <StyleCheckboxes
          legend={t`Training styles allowed`}
          styles={lists.styles}
          value={draft.styleIds}
          onChange={(styleIds) => change({ styleIds })}
        />
      </div>
    </ResourceFormDialog>
  );
}
