import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Club } from '../api/contract/settings.ts';
import type { Training } from '../api/contract/schedule.ts';
import { trainingTypes } from '../api/contract/schedule.ts';
import { trainingTypeLabels } from './training-type-label.ts';
import { timetableFilterQueries } from './filter-queries.ts';
import type { CalendarSearch } from './search-params.ts';
import { filterSuggestions } from './class-filter.ts';
import { SelectField } from '../shell/select-field.tsx';
import { TextField } from '../shell/text-field.tsx';
import { roomLabeller } from './room-label.ts';
import styles from './timetable-page.module.css';

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
  const { t, i18n } = useLingui();
  const suggestionsId = useId();
  const rooms = useQuery(timetableFilterQueries.rooms()).data ?? [];
  const groups = useQuery(timetableFilterQueries.roomGroups()).data ?? [];
  const [text, setText] = useState(value.filter ?? '');

  const clubGroups = groups.filter((g) => value.gym === undefined || g.clubId === value.gym);
  const clubRooms = rooms.filter(
    (r) =>
      (value.gym === undefined || r.clubId === value.gym) && (value.group === undefined || r.groupId === value.group),
  );
  const roomLabel = roomLabeller(clubRooms);
  const typeLabels = trainingTypes.map((type) => i18n._(trainingTypeLabels[type]));
  // A loop over one week's classes: cheap enough to run on the rare renders of this panel.
  const suggestions = filterSuggestions(trainings, typeLabels);

  return (
    <div id={id} className={styles.filters} role="search" aria-label={t`Timetable filters`}>
      {clubs.length > 1 && (
        <SelectField
          label={t`Club`}
          value={value.gym?.toString() ?? ''}
          onChange={(selected) => onChange({ ...value, gym: toId(selected), group: undefined, room: undefined })}
        >
          <option value="">{t`All clubs`}</option>
          {clubs.map((club) => (
            <option key={club.id} value={club.id}>
              {club.name}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField
        label={t`Room group`}
        value={value.group?.toString() ?? ''}
        onChange={(selected) => onChange({ ...value, group: toId(selected), room: undefined })}
      >
        <option value="">{t`All room groups`}</option>
        {clubGroups.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t`Room`}
        value={value.room?.toString() ?? ''}
        onChange={(selected) => onChange({ ...value, room: toId(selected) })}
      >
        <option value="">{t`All rooms`}</option>
        {clubRooms.map((room) => (
          <option key={room.id} value={room.id}>
            {roomLabel(room)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t`Training type or search`}
        type="search"
        list={suggestionsId}
        value={text}
        onValueChange={(typed) => {
          setText(typed);
          onChange({ ...value, filter: typed.trim() === '' ? undefined : typed });
        }}
      />
      <datalist id={suggestionsId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </div>
  );
}
