import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { deviceDay } from '../../common/calendar.ts';
import { loadDateDataWhenIdle } from '../../lib/dates.ts';
import { dateRangeState } from '../../state/date-range.ts';
import { authState, useSession } from '../../state/auth.ts';
import { accountQueries } from '../../account/queries.ts';
import { workoutsQuery } from '../../features/workouts/queries.ts';
import { HomeScreen } from '../../features/home/home-screen.tsx';
import { UpcomingWorkouts } from '../../features/workouts/upcoming-workouts.tsx';
import { useWorkouts } from '../../features/workouts/use-workouts.ts';
import { MemberNoticesAndStatus } from '../../account/member-notices-and-status.tsx';

// The admin's today in a chunk of its own: a member's first visit to home does not carry it.
const AdminToday = lazy(() => import('../../features/admin/load-admin-today.ts').then((m) => m.loadAdminToday()));

// A trainer's home loads in a chunk of its own: members' first visit never downloads it.
const TrainerHome = lazy(() =>
  import('../../features/trainer/home/load-trainer-home.ts').then((m) => m.loadTrainerHome()),
);

export const Route = createFileRoute('/_auth/')({
  /*
   * The loader stays in the route tree (not split as elsewhere): what it reads is on every first visit anyway, and a
   * chunk of its own (one more request, one more preload entry) kept the first visit over its budget.
   */
  codeSplitGroupings: [['component']],
  // Not awaited: home shows the cached data at once (offline too), or its own wait.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(workoutsQuery('future', deviceDay(), dateRangeState));
    if (authState.userClaims?.trainerId != null) {
      void import('../../features/trainer/home/trainer-day-data.ts').then((data) =>
        data.startTrainerDayData(queryClient),
      );
    } else {
      void queryClient.prefetchQuery(accountQueries.status());
      void queryClient.prefetchQuery(accountQueries.notices());
    }
    // The upcoming workouts show dates: Intl's data loads once home has painted, not in the list's render.
    loadDateDataWhenIdle();
  },
  component: HomeRoute,
});

/**
 * Home is built for the role: an admin's today at the club, a trainer's day, else the member's greeting screen
 * with their next class and upcoming workouts (one shared query).
 */
function HomeRoute() {
  const { claims, isTrainer } = useSession();
  if (claims?.isAdmin) {
    return (
      <HomeScreen>
        <Suspense fallback={null}>
          <AdminToday />
        </Suspense>
      </HomeScreen>
    );
  }
  return isTrainer ? <TrainerHomeRoute /> : <MemberHomeRoute />;
}

function MemberHomeRoute() {
  const { query } = useWorkouts('future');
  return (
    <HomeScreen updatedAt={query.dataUpdatedAt} notice={<MemberNoticesAndStatus />}>
      <UpcomingWorkouts />
    </HomeScreen>
  );
}

/** A trainer who also books classes sees those below their own day, and nothing when they have none. */
function TrainerHomeRoute() {
  const { workouts } = useWorkouts('future');
  return (
    <Suspense fallback={null}>
      <TrainerHome>{workouts.length > 0 && <UpcomingWorkouts />}</TrainerHome>
    </Suspense>
  );
}
