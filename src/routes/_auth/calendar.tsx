import { createFileRoute } from '@tanstack/react-router';
import { parseCalendarSearch, type CalendarSearch } from '../../features/calendar/search-params.ts';
import { TimetablePage } from '../../features/calendar/timetable-page.tsx';

export const Route = createFileRoute('/_auth/calendar')({
  validateSearch: parseCalendarSearch,
  component: CalendarRoute,
});

function CalendarRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const setSearch = (next: CalendarSearch) => void navigate({ search: next, replace: true });
  return <TimetablePage role="user" search={search} onSearchChange={setSearch} />;
}
