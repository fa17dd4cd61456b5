import { createFileRoute } from '@tanstack/react-router';
import { parseCalendarSearch, type CalendarSearch } from '../schedule/search-params.ts';
import { TimetablePage } from '../schedule/timetable-page.tsx';
import { DeferredRender } from '../shell/deferred-render.tsx';
import { BookingActions } from '../features/booking/booking-actions.tsx';

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
      <TimetablePage role="public" search={search} onSearchChange={setSearch} actions={BookingActions} />
    </DeferredRender>
  );
}
