import { createFileRoute } from '@tanstack/react-router';
import { deviceDay } from '../../common/calendar.ts';
import { dateRangeState } from '../../state/date-range.ts';
import { parseWorkoutsSearch, type WorkoutPeriod } from '../../features/workouts/workouts-search.ts';
import { workoutsQuery } from '../../features/workouts/queries.ts';
import { WorkoutsPage } from '../../features/workouts/workouts-page.tsx';
import { WorkoutBookingActions } from '../../features/booking/workout-booking-actions.tsx';
import { StandingList } from '../../features/booking/standing-list.tsx';

export const Route = createFileRoute('/_auth/workouts')({
  validateSearch: parseWorkoutsSearch,
  loaderDeps: ({ search }) => ({ period: search.period ?? 'future' }),
  // Not awaited: the page shows the cached list at once, or its own wait.
  loader: ({ context: { queryClient }, deps }) =>
    void queryClient.prefetchQuery(workoutsQuery(deps.period, deviceDay(), dateRangeState)),
  component: WorkoutsRoute,
});

function WorkoutsRoute() {
  const { period } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const setPeriod = (next: WorkoutPeriod) => void navigate({ search: { period: next }, replace: true });
  return (
    <WorkoutsPage period={period} onPeriodChange={setPeriod} actions={WorkoutBookingActions} weekly={StandingList} />
  );
}
