import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Club } from '../api/contract/settings.ts';
import type { Training } from '../api/contract/schedule.ts';
import { trainingTypes } from '../api/contract/schedule.ts';
import { trainingTypeLabels } from './training-type-label.ts';
import { timetableFilterQueries } from './filter-queries.ts';
import type { CalendarSearch } from './search-params.ts';
import { filterSuggestions } from './class-filter.ts';
import controls from '../shell/controls.module.css';
import styles from './timetable-page.module.css';


type Filters = Pick<CalendarSearch, 'gym' | 'group' | 'room' | 'filter'>;

const toId = (value: string) => (value === '' ? undefined : Number(value));

/** A labelled native select (Fluent's Field and Select would bring Fluent into the public timetable). */
function SelectField({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className={controls.field}>
      <label htmlFor={id} className={controls.label}>
        {label}
      </label>
      <select id={id} className={controls.input} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

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
  const searchId = useId();
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
      <SelectField label={t`Room`} value={value.room?.toString() ?? ''} onChange={(selected) => onChange({ ...value, room: toId(selected) })}>
        <option value="">{t`All rooms`}</option>
        {clubRooms.map((room) => (
          <option key={room.id} value={room.id}>
            {room.name}
          </option>
        ))}
      </SelectField>
      <div className={controls.field}>
        <label htmlFor={searchId} className={controls.label}>
          {t`Training type or search`}
        </label>
        <input
          id={searchId}
          className={controls.input}
          type="search"
          list={suggestionsId}
          value={text}
          onChange={(event) => {
            const typed = event.target.value;
            setText(typed);
            onChange({ ...value, filter: typed.trim() === '' ? undefined : typed });
          }}
        />
      </div>
      <datalist id={suggestionsId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </div>
  );
}
