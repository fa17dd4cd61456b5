import { useId, useState } from 'react';
import { Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Club } from '../api/contract/settings.ts';
import type { Training } from '../api/contract/schedule.ts';
import { trainingTypes } from '../api/contract/schedule.ts';
import { trainingTypeLabels } from './training-type-label.ts';
import { timetableFilterQueries } from './filter-queries.ts';
import type { CalendarSearch } from './search-params.ts';
import { filterSuggestions } from './class-filter.ts';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
});

type Filters = Pick<CalendarSearch, 'gym' | 'group' | 'room' | 'filter'>;

const toId = (value: string) => (value === '' ? undefined : Number(value));

/** Club, room group, room and a text filter (style, training type, trainer, room or name). */
export function TimetableFilters({
  id,
  clubs,
  trainings,
  value,
  onChange,
}: {
  id: string;
  clubs: readonly Club[];
  trainings: readonly Training[];
  value: Filters;
  onChange: (next: Filters) => void;
}) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const suggestionsId = useId();
  const rooms = useQuery(timetableFilterQueries.rooms()).data ?? [];
  const groups = useQuery(timetableFilterQueries.roomGroups()).data ?? [];
  const [text, setText] = useState(value.filter ?? '');

  const clubGroups = groups.filter((g) => value.gym === undefined || g.clubId === value.gym);
  const clubRooms = rooms.filter(
    (r) => (value.gym === undefined || r.clubId === value.gym) && (value.group === undefined || r.groupId === value.group),
  );
  const typeLabels = trainingTypes.map((type) => i18n._(trainingTypeLabels[type]));
  // A loop over one week's classes: cheap enough to run on the rare renders of this panel.
  const suggestions = filterSuggestions(trainings, typeLabels);

  return (
    <div id={id} className={styles.root} role="search" aria-label={t`Timetable filters`}>
      {clubs.length > 1 && (
        <Field label={t`Club`}>
          <Select
            value={value.gym?.toString() ?? ''}
            onChange={(_, data) => onChange({ ...value, gym: toId(data.value), group: undefined, room: undefined })}
          >
            <option value="">{t`All clubs`}</option>
            {clubs.map((club) => (
              <option key={club.id} value={club.id}>
                {club.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field label={t`Room group`}>
        <Select value={value.group?.toString() ?? ''} onChange={(_, data) => onChange({ ...value, group: toId(data.value), room: undefined })}>
          <option value="">{t`All room groups`}</option>
          {clubGroups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Room`}>
        <Select value={value.room?.toString() ?? ''} onChange={(_, data) => onChange({ ...value, room: toId(data.value) })}>
          <option value="">{t`All rooms`}</option>
          {clubRooms.map((room) => (
            <option key={room.id} value={room.id}>
              {room.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Training type or search`}>
        <Input
          type="search"
          list={suggestionsId}
          value={text}
          onChange={(_, data) => {
            setText(data.value);
            onChange({ ...value, filter: data.value.trim() === '' ? undefined : data.value });
          }}
        />
      </Field>
      <datalist id={suggestionsId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </div>
  );
}
