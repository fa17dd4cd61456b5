import { createFileRoute } from '@tanstack/react-router';
import { parseCalendarSearch, type CalendarSearch } from '../../schedule/search-params.ts';
import { TimetablePage } from '../../schedule/timetable-page.tsx';
import { BookingActions } from '../../features/booking/booking-actions.tsx';

export const Route = createFileRoute('/_auth/calendar')({
  validateSearch: parseCalendarSearch,
  component: CalendarRoute,
});

function CalendarRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const setSearch = (next: CalendarSearch) => void navigate({ search: next, replace: true });
  return <TimetablePage role="user" search={search} onSearchChange={setSearch} actions={BookingActions} />;
}
