import { useDeferredValue, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Training, TrainingType } from '../api/contract/schedule.ts';
import type { TimetableRole } from './queries.ts';
import { weekDays } from '../common/calendar.ts';
import { trainingTypeLabels } from './training-type-label.ts';
import { timetableFilterQueries } from './filter-queries.ts';
import type { CalendarSearch } from './search-params.ts';
import { groupByDay } from './week.ts';
import { shownWeek, weekScheduleQuery } from './timetable-data.ts';
import { matchesFilter } from './class-filter.ts';

/** The week on show: its days in the chosen club's zone, its classes (filtered) grouped by day. */
export function useTimetable(role: TimetableRole, search: CalendarSearch) {
  const { i18n } = useLingui();
  const settings = useQuery(timetableFilterQueries.settings());
  const clubs = settings.data?.clubs;
  // The same week and query as the route's loader started (timetable-data.ts).
  const { timeZone, today, day, weekStart } = shownWeek(clubs, search);
  const days = useMemo(() => weekDays(weekStart), [weekStart]);

  const query = weekScheduleQuery(role, weekStart, search);
  const schedule = useQuery(query);

  // Deferred: the search field answers each key at once; the list of a big week follows when React has time.
  const filter = useDeferredValue(search.filter ?? '');
  // Deferred: a week of classes arriving renders in the background, in slices, not in one long task. Until that
  // render has caught up with another week (or other filters), its classes are not shown: grouped under this
  // week's days they read as days without classes. Once it has, changes to that week (a booking, a refetch) show
  // at once: only the classes they changed render again (memoised cards, structurally shared answers), where
  // the background render drew them only after several frames (a booking tap's new state 250–350 ms after the
  // tap at 4× CPU). Query keys are arrays of plain values: as text, the same key built again is equal.
  const key = JSON.stringify(query.queryKey);
  const deferredKey = useDeferredValue(schedule.data === undefined ? null : key);
  const trainings = deferredKey === key ? schedule.data : undefined;
  /** Nothing to show yet: no answer, or one that the background render has not drawn. */
  const pending = schedule.isPending || (schedule.data !== undefined && trainings === undefined);
  const visible = useMemo(() => {
    if (!trainings) return [];
    const typeLabel = (type: TrainingType) => i18n._(trainingTypeLabels[type]);
    return trainings.filter((training) => matchesFilter(training, filter, typeLabel));
  }, [trainings, filter, i18n]);
  const byDay = useMemo(() => groupByDay<Training>(visible, days), [visible, days]);

  return { schedule, pending, clubs: clubs ?? [], timeZone, today, day, days, byDay, all: trainings ?? [] };
}
