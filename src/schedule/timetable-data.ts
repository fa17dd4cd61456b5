/** Which week a timetable shows and the queries of it: one reading for the route's loader and for the page. */
import type { QueryClient } from '@tanstack/react-query';
import type { Club } from '../api/contract/settings.ts';
import { addDays, todayInZone, weekDays } from '../common/calendar.ts';
import { deviceTimeZone } from '../lib/dates.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { scheduleQueries, type TimetableRole } from './queries.ts';
import { timetableFilterQueries } from './filter-queries.ts';
import type { CalendarSearch } from './search-params.ts';
import { weekFetchRange } from './week.ts';

/** What of the search decides the data (not the open class, the text filter or the view): the routes' loaderDeps. */
export type TimetableDataSearch = Pick<CalendarSearch, 'date' | 'gym' | 'group' | 'room'>;

/**
 * The day and week on show: the search's day, else today in the chosen club's zone (the first club's while none
 * is chosen, the device's while the clubs are not known yet).
 */
export function shownWeek(clubs: readonly Club[] | undefined, search: TimetableDataSearch) {
  const timeZone = clubs?.find((c) => c.id === search.gym)?.timeZone ?? clubs?.[0]?.timeZone ?? deviceTimeZone();
  const today = todayInZone(timeZone);
  const day = search.date ?? today;
  const weekStart = weekDays(day)[0] ?? day;
  return { timeZone, today, day, weekStart };
}

/** The classes of the week starting `weekStart`, with the search's club and room filters. */
export function weekScheduleQuery(role: TimetableRole, weekStart: string, search: TimetableDataSearch) {
  return scheduleQueries.list(role, {
    ...weekFetchRange(weekStart),
    gym: search.gym,
    group: search.group,
    room: search.room,
  });
}

/**
 * The route's loader: starts the clubs and the week on show, without waiting for them (the page shows the cached
 * week at once, offline too, or its own wait), and the next week once this one is in and the browser is idle, so
 * moving a week on shows it at once. A preload (a link's hover) starts the week on show only.
 */
export function startTimetableData(
  queryClient: QueryClient,
  role: TimetableRole,
  search: TimetableDataSearch,
  preload: boolean,
): void {
  const startWeek = (clubs: readonly Club[] | undefined) => {
    const { weekStart } = shownWeek(clubs, search);
    const week = weekScheduleQuery(role, weekStart, search);
    void queryClient.prefetchQuery(week).then(() => {
      // Not after a failure: offline, or with a server that does not answer, one more request only waits too.
      if (preload || queryClient.getQueryState(week.queryKey)?.status !== 'success') return;
      whenIdle(() => void queryClient.prefetchQuery(weekScheduleQuery(role, addDays(weekStart, 7), search)));
    });
  };
  const settings = timetableFilterQueries.settings();
  const known = queryClient.getQueryData(settings.queryKey);
  void queryClient.prefetchQuery(settings);
  if (known) startWeek(known.clubs);
  // The week depends on the clubs' time zone: it starts as soon as they are in (the page itself would wait for a render).
  else
    void queryClient.ensureQueryData(settings).then(
      ({ clubs }) => startWeek(clubs),
      () => undefined,
    );
}
