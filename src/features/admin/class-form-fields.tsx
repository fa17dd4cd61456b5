import type { ReactNode } from 'react';
import { Checkbox, Field, Input, makeStyles, Select, Textarea, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import {
  COMMENT_MAX,
  MAX_AGE_LIMIT,
  NAME_PREFIX_MAX,
  TRAINING_NAME_MAX,
  type ActiveTrainer,
} from '../../api/contract/admin.ts';
import {
  trainingTypes,
  type Room,
  type RoomGroup,
  type TrainingStyle,
  type Unit,
} from '../../api/contract/schedule.ts';
import { trainingTypeLabels } from '../../schedule/training-type-label.ts';
import type { ClassDraft, DraftField, DraftIssues } from './class-draft.ts';
import { formIssueText } from './form-issue-text.ts';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    alignItems: 'start',
    // long entries ("Group training · Sparta City") must not widen a field past its column
    '& > .fui-Field, & .fui-Select': { minWidth: 0 },
    // a field keeps its error line's room while it has no error, so nothing moves when errors appear
    '& > .fui-Field:not(:has(> .fui-Field__validationMessage))': {
      paddingBottom: `calc(${tokens.spacingVerticalXXS} + ${tokens.lineHeightBase200})`,
    },
  },
  wide: { gridColumn: '1 / -1' },
  flags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

/** A list entry of the form's selects; rooms, groups and units belong to a club. */
type ClubOption = { id: number; name: string; clubId?: number };

export type ClassFormLists = {
  rooms: Room[];
  groups: RoomGroup[];
  units: Unit[];
  trainers: ActiveTrainer[];
  styles: TrainingStyle[];
};

/** Every field of the docs/behaviour.md#records-and-local-state training form, in native controls so the keyboard works everywhere. */
export function ClassFormFields({
  draft,
  onChange,
  issues,
  lists,
  timeZone,
}: {
  draft: ClassDraft;
  onChange: (change: Partial<ClassDraft>) => void;
  issues: DraftIssues;
  lists: ClassFormLists;
  timeZone: string;
}) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const issueOf = (field: DraftField) => {
    const issue = issues[field];
    return issue ? { validationState: 'error' as const, validationMessage: formIssueText(i18n, issue) } : {};
  };
  const text = (
    field: 'name' | 'namePrefix' | 'maxPlaces' | 'minAge' | 'maxAge' | 'date' | 'startTime' | 'endTime',
  ) => ({
    value: draft[field],
    onChange: (_: unknown, data: { value: string }) => onChange({ [field]: data.value }),
  });
  // clubs share room, group and unit names ("Studio 1" in each): with more than one club, the lists group by
  // club, and each entry names its club too, as the closed select shows only the chosen entry ("Studio 1 · Reval City")
  const clubNames = new Map(lists.rooms.map((r) => [r.clubId, r.clubName]));
  const optionList = (options: ClubOption[]): ReactNode => {
    const clubs = [...new Set(options.map((o) => o.clubId))];
    const items = (list: ClubOption[], club?: string) =>
      list.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {club === undefined ? o.name : `${o.name} · ${club}`}
        </option>
      ));
    if (clubs.length < 2 || clubs.includes(undefined)) return items(options);
    return clubs.map((club) => {
      const clubName = clubNames.get(club ?? 0) ?? '';
      return (
        <optgroup key={club} label={clubName}>
          {items(
            options.filter((o) => o.clubId === club),
            clubName,
          )}
        </optgroup>
      );
    });
  };
  const select = (
    field: 'groupId' | 'roomId' | 'unitId' | 'trainerId' | 'styleId',
    options: ClubOption[],
    none: string,
  ): ReactNode => (
    <Select
      value={draft[field]}
      onChange={(_, data) =>
        onChange(field === 'roomId' ? { roomId: data.value, styleId: '' } : { [field]: data.value })
      }
    >
      <option value="">{none}</option>
      {optionList(options)}
    </Select>
  );
  // an inactive room is offered for no new class; a class already in one keeps it
  const offered = lists.rooms.filter((r) => r.active || String(r.id) === draft.roomId);
  const rooms = draft.groupId === '' ? offered : offered.filter((r) => String(r.groupId) === draft.groupId);
  // a unit of the chosen room's club (or the one already set, so an edit never drops it)
  const roomClub = lists.rooms.find((r) => String(r.id) === draft.roomId)?.clubId;
  const units =
    roomClub === undefined
      ? lists.units
      : lists.units.filter((u) => u.clubId === roomClub || String(u.id) === draft.unitId);

  return (
    <div className={styles.grid}>
      <Field label={t({ message: 'Name', context: 'the name of a class or room' })} required {...issueOf('name')}>
        <Input {...text('name')} maxLength={TRAINING_NAME_MAX + 20} />
      </Field>
      <Field label={t`Name prefix`} {...issueOf('namePrefix')}>
        <Input {...text('namePrefix')} maxLength={NAME_PREFIX_MAX + 20} />
      </Field>
      <Field label={t`Room group`} {...issueOf('groupId')}>
        {select('groupId', lists.groups, t`Any group`)}
      </Field>
      <Field label={t`Room`} required {...issueOf('roomId')}>
        {select('roomId', rooms, t`Choose a room`)}
      </Field>
      <Field label={t`Unit`} {...issueOf('unitId')}>
        {select('unitId', units, t`No unit`)}
      </Field>
      <Field label={t`Trainer`} {...issueOf('trainerId')}>
        {select('trainerId', lists.trainers, t`No trainer`)}
      </Field>
      <Field
        label={t`Training style`}
        hint={draft.roomId === '' ? t`Choose a room first` : undefined}
        {...issueOf('styleId')}
      >
        {select('styleId', lists.styles, t`No style`)}
      </Field>
      <Field label={t`Training type`} required {...issueOf('trainingType')}>
        <Select
          value={draft.trainingType}
          onChange={(_, data) =>
            onChange({ trainingType: trainingTypes.find((type) => type === data.value) ?? 'group' })
          }
        >
          {trainingTypes.map((type) => (
            <option key={type} value={type}>
              {i18n._(trainingTypeLabels[type])}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Date`} required hint={t`Club time (${timeZone})`} {...issueOf('date')}>
        <Input type="date" {...text('date')} />
      </Field>
      <Field label={t`Start time`} required {...issueOf('startTime')}>
        <Input type="time" {...text('startTime')} />
      </Field>
      <Field label={t`End time`} required {...issueOf('endTime')}>
        <Input type="time" {...text('endTime')} />
      </Field>
      <Field label={t`Places`} required {...issueOf('maxPlaces')}>
        <Input type="number" min={0} inputMode="numeric" {...text('maxPlaces')} />
      </Field>
      {/* a children's class: who may book it (empty: no limit that way) */}
      <Field label={t`Age from`} hint={t`Years; empty: no limit`} {...issueOf('minAge')}>
        <Input type="number" min={0} max={MAX_AGE_LIMIT} inputMode="numeric" {...text('minAge')} />
      </Field>
      <Field label={t`Age to`} {...issueOf('maxAge')}>
        <Input type="number" min={0} max={MAX_AGE_LIMIT} inputMode="numeric" {...text('maxAge')} />
      </Field>
      <div className={`${styles.wide} ${styles.flags}`}>
        <Checkbox
          label={t`Public`}
          checked={draft.isPublic}
          onChange={(_, data) => onChange({ isPublic: data.checked === true })}
        />
        <Checkbox
          label={t`Waiting list allowed`}
          checked={draft.waitingListAllowed}
          onChange={(_, data) => onChange({ waitingListAllowed: data.checked === true })}
        />
      </div>
      <Field className={styles.wide} label={t`Public comment`} {...issueOf('publicComment')}>
        <Textarea
          value={draft.publicComment}
          onChange={(_, data) => onChange({ publicComment: data.value })}
          maxLength={COMMENT_MAX + 20}
          resize="vertical"
        />
      </Field>
      <Field
        className={styles.wide}
        label={t`Private comment`}
        hint={t`Only admins and trainers see it`}
        {...issueOf('privateComment')}
      >
        <Textarea
          value={draft.privateComment}
          onChange={(_, data) => onChange({ privateComment: data.value })}
          maxLength={COMMENT_MAX + 20}
          resize="vertical"
        />
      </Field>
    </div>
  );
}
