import type { Club } from '../../api/contract/settings.ts';
import type { RoomsWeekSearch } from '../../schedule/admin-search.ts';
import { todayInZone, weekDays } from '../../common/calendar.ts';
import type { ScheduleRange } from '../../schedule/queries.ts';
import { weekFetchRange } from '../../schedule/week.ts';

export type RoomsWeekView = { club: Club; days: string[]; range: ScheduleRange };

/** The club and week the page shows: the asked club (else the first), the asked day's week (else this week on the club clock). */
export function roomsWeekView(
  search: RoomsWeekSearch,
  clubs: readonly Club[],
  now = Date.now(),
): RoomsWeekView | undefined {
  const club = clubs.find((c) => c.id === search.gym) ?? clubs[0];
  if (!club) return undefined;
  const days = weekDays(search.date ?? todayInZone(club.timeZone, now));
  return { club, days, range: { ...weekFetchRange(days[0]!), gym: club.id } };
}
