import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../../features/home/home-screen.tsx';
import { UpcomingWorkouts } from '../../features/workouts/upcoming-workouts.tsx';
import { useWorkouts } from '../../features/workouts/use-workouts.ts';
import { MemberNoticesAndStatus } from '../../account/member-notices-and-status.tsx';

export const Route = createFileRoute('/_auth/')({
  component: HomeRoute,
});

/** Home composes the greeting screen with the member's upcoming workouts (one shared query). */
function HomeRoute() {
  const { query } = useWorkouts('future');
  return (
    <HomeScreen updatedAt={query.dataUpdatedAt} notice={<MemberNoticesAndStatus />}>
      <UpcomingWorkouts />
    </HomeScreen>
  );
}
