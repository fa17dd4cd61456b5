import { createFileRoute } from '@tanstack/react-router';
import { parseCalendarSearch, type CalendarSearch } from '../../schedule/search-params.ts';
import { startTimetableData } from '../../schedule/timetable-data.ts';
import { TimetablePage } from '../../schedule/timetable-page.tsx';
import { BookingActions } from '../../features/booking/booking-actions.tsx';
import { MemberNoticesAndStatus } from '../../account/member-notices-and-status.tsx';
import { accountQueries } from '../../account/queries.ts';

export const Route = createFileRoute('/_auth/calendar')({
  validateSearch: parseCalendarSearch,
  // What of the search decides the data (not the open class, the text filter, the view); in the route tree, not
  // split (docs/first-visit.md#route-splits).
  loaderDeps: ({ search: { date, gym, group, room } }) => ({ date, gym, group, room }),
  loader: ({ context: { queryClient }, deps, preload }) => {
    startTimetableData(queryClient, 'user', deps, preload);
    void queryClient.prefetchQuery(accountQueries.status());
    void queryClient.prefetchQuery(accountQueries.notices());
  },
  component: CalendarRoute,
});

function CalendarRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const setSearch = (next: CalendarSearch) => void navigate({ search: next, replace: true });
  return (
    <TimetablePage
      role="user"
      search={search}
      onSearchChange={setSearch}
      actions={BookingActions}
      notice={<MemberNoticesAndStatus />}
    />
  );
}
