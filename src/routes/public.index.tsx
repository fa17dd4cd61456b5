import { createFileRoute } from '@tanstack/react-router';
import { parseCalendarSearch, type CalendarSearch } from '../schedule/search-params.ts';
import { startTimetableData } from '../schedule/timetable-data.ts';
import { TimetablePage } from '../schedule/timetable-page.tsx';
import { DeferredRender } from '../shell/deferred-render.tsx';
import { BookingActions } from '../features/booking/booking-actions.tsx';

export const Route = createFileRoute('/public/')({
  validateSearch: parseCalendarSearch,
  // What of the search decides the data (not the open class, the text filter, the view); in the route tree, not
  // split (docs/first-visit.md#route-splits).
  loaderDeps: ({ search: { date, gym, group, room } }) => ({ date, gym, group, room }),
  loader: ({ context: { queryClient }, deps, preload }) => {
    startTimetableData(queryClient, 'public', deps, preload);
  },
  component: PublicTimetableRoute,
});

function PublicTimetableRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const setSearch = (next: CalendarSearch) => void navigate({ search: next, replace: true });
  return (
    <DeferredRender>
      <TimetablePage role="public" search={search} onSearchChange={setSearch} actions={BookingActions} />
    </DeferredRender>
  );
}
