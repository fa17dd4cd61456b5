import { createFileRoute } from '@tanstack/react-router';
import { parseCalendarSearch, type CalendarSearch } from '../../../schedule/search-params.ts';
import { TimetablePage } from '../../../schedule/timetable-page.tsx';
import { BookingActions } from '../../../features/booking/booking-actions.tsx';

export const Route = createFileRoute('/_auth/_trainer/trainer-calendar')({
  validateSearch: parseCalendarSearch,
  component: TrainerCalendarRoute,
});

function TrainerCalendarRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const setSearch = (next: CalendarSearch) => void navigate({ search: next, replace: true });
  return <TimetablePage role="trainer" search={search} onSearchChange={setSearch} actions={BookingActions} />;
}
