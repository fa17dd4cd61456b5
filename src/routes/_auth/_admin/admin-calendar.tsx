import { createFileRoute } from '@tanstack/react-router';
import { parseCalendarSearch, type CalendarSearch } from '../../../features/calendar/search-params.ts';
import { TimetablePage } from '../../../features/calendar/timetable-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin-calendar')({
  validateSearch: parseCalendarSearch,
  component: AdminCalendarRoute,
});

function AdminCalendarRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const setSearch = (next: CalendarSearch) => void navigate({ search: next, replace: true });
  return <TimetablePage role="admin" search={search} onSearchChange={setSearch} />;
}
