import { createFileRoute } from '@tanstack/react-router';
import { parseWorkoutsSearch, type WorkoutPeriod } from '../../features/workouts/workouts-search.ts';
import { WorkoutsPage } from '../../features/workouts/workouts-page.tsx';
import { WorkoutBookingActions } from '../../features/booking/workout-booking-actions.tsx';

export const Route = createFileRoute('/_auth/workouts')({
  validateSearch: parseWorkoutsSearch,
  component: WorkoutsRoute,
});

function WorkoutsRoute() {
  const { period = 'future' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const setPeriod = (next: WorkoutPeriod) => void navigate({ search: { period: next }, replace: true });
  return <WorkoutsPage period={period} onPeriodChange={setPeriod} actions={WorkoutBookingActions} />;
}
