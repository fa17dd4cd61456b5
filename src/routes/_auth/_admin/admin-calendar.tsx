import { createFileRoute } from '@tanstack/react-router';
import { parseCalendarSearch, type CalendarSearch } from '../../../schedule/search-params.ts';
import { startTimetableData } from '../../../schedule/timetable-data.ts';
import { TimetablePage } from '../../../schedule/timetable-page.tsx';
import { AdminClassActions } from '../../../features/admin/admin-class-actions.tsx';
import { AdminTimetableCommands } from '../../../features/admin/admin-timetable-commands.tsx';

export const Route = createFileRoute('/_auth/_admin/admin-calendar')({
  validateSearch: parseCalendarSearch,
  // What of the search decides the data (not the open class, the text filter, the view); in the route tree, not
  // split (docs/first-visit.md#route-splits).
  // The loader with the component: docs/first-visit.md#route-splits.
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search: { date, gym, group, room } }) => ({ date, gym, group, room }),
  loader: ({ context: { queryClient }, deps, preload }) => {
    startTimetableData(queryClient, 'admin', deps, preload);
  },
  component: AdminCalendarRoute,
});

// The club's view, without the admin's own places: booking belongs to the member timetable.
function AdminCalendarRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const setSearch = (next: CalendarSearch) => void navigate({ search: next, replace: true });
  return (
    <TimetablePage
      role="admin"
      search={search}
      onSearchChange={setSearch}
      actions={AdminClassActions}
      pageActions={<AdminTimetableCommands date={search.date} />}
    />
  );
}
