import { createFileRoute } from '@tanstack/react-router';
import { parseCalendarSearch, type CalendarSearch } from '../features/calendar/search-params.ts';
import { TimetablePage } from '../features/calendar/timetable-page.tsx';
import { DeferredRender } from '../shell/deferred-render.tsx';

export const Route = createFileRoute('/public/')({
  validateSearch: parseCalendarSearch,
  component: PublicTimetableRoute,
});

function PublicTimetableRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const setSearch = (next: CalendarSearch) => void navigate({ search: next, replace: true });
  return (
    <DeferredRender>
      <TimetablePage role="public" search={search} onSearchChange={setSearch} />
    </DeferredRender>
  );
}
