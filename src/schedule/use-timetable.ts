import { useDeferredValue, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Training, TrainingType } from '../api/contract/schedule.ts';
import { scheduleQueries, type TimetableRole } from './queries.ts';
import { todayInZone, weekDays } from '../api/contract/calendar.ts';
import { trainingTypeLabels } from './training-type-label.ts';
import { timetableFilterQueries } from './filter-queries.ts';
import type { CalendarSearch } from './search-params.ts';
import { groupByDay, weekFetchRange } from './week.ts';
import { matchesFilter } from './class-filter.ts';
import { deviceTimeZone } from '../lib/dates.ts';

/** The week on show: its days in the chosen club's zone, its classes (filtered) grouped by day. */
export function useTimetable(role: TimetableRole, search: CalendarSearch) {
  const { i18n } = useLingui();
  const settings = useQuery(timetableFilterQueries.settings());
  const clubs = settings.data?.clubs;
  const club = clubs?.find((c) => c.id === search.gym);
  const timeZone = club?.timeZone ?? clubs?.[0]?.timeZone ?? deviceTimeZone();
  const today = todayInZone(timeZone);
  const day = search.date ?? today;
  const weekStart = weekDays(day)[0] ?? day;
  const days = useMemo(() => weekDays(weekStart), [weekStart]);

  const schedule = useQuery(
    scheduleQueries.list(role, { ...weekFetchRange(weekStart), gym: search.gym, group: search.group, room: search.room }),
  );

  // Deferred: the search field answers each key at once; the list of a big week follows when React has time.
  const filter = useDeferredValue(search.filter ?? '');
  // Deferred: a week of classes arriving renders in the background, in slices, not in one long task.
  const trainings = useDeferredValue(schedule.data);
  const visible = useMemo(() => {
    if (!trainings) return [];
    const typeLabel = (type: TrainingType) => i18n._(trainingTypeLabels[type]);
    return trainings.filter((training) => matchesFilter(training, filter, typeLabel));
  }, [trainings, filter, i18n]);
  const byDay = useMemo(() => groupByDay<Training>(visible, days), [visible, days]);

  return { schedule, clubs: clubs ?? [], timeZone, today, day, days, byDay, all: trainings ?? [] };
}
