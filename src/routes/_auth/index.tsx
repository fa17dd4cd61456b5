import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { deviceDay } from '../../api/contract/calendar.ts';
import { loadDateDataWhenIdle } from '../../lib/dates.ts';
import { dateRangeState } from '../../state/date-range.ts';
import { accountQueries } from '../../account/queries.ts';
import { workoutsQuery } from '../../features/workouts/queries.ts';
import { HomeScreen } from '../../features/home/home-screen.tsx';
import { UpcomingWorkouts } from '../../features/workouts/upcoming-workouts.tsx';
import { useWorkouts } from '../../features/workouts/use-workouts.ts';
import { MemberNoticesAndStatus } from '../../account/member-notices-and-status.tsx';
import { useSession } from '../../state/auth.ts';

// The admin's today in a chunk of its own: a member's first visit to home does not carry it.
const AdminToday = lazy(() =>
  import('../../features/admin/admin-today.tsx').then((module) => ({ default: module.AdminToday })),
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
    void queryClient.prefetchQuery(accountQueries.status());
    void queryClient.prefetchQuery(accountQueries.notices());
    // The upcoming workouts show dates: Intl's data loads once home has painted, not in the list's render.
    loadDateDataWhenIdle();
  },
  component: HomeRoute,
});

/** Home composes the greeting screen with the member's next class and upcoming workouts (one shared query), or the admin's today at the club. */
function HomeRoute() {
  const { claims } = useSession();
  if (claims?.isAdmin) {
    return (
      <HomeScreen>
        <Suspense fallback={null}>
          <AdminToday />
        </Suspense>
      </HomeScreen>
    );
  }
  return <MemberHome />;
}

function MemberHome() {
  const { query } = useWorkouts('future');
  return (
    <HomeScreen updatedAt={query.dataUpdatedAt} notice={<MemberNoticesAndStatus />}>
      <UpcomingWorkouts />
    </HomeScreen>
  );
}
