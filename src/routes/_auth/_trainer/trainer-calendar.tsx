import { createFileRoute } from '@tanstack/react-router';
import { parseCalendarSearch, type CalendarSearch } from '../../../schedule/search-params.ts';
import { startTimetableData } from '../../../schedule/timetable-data.ts';
import { TimetablePage } from '../../../schedule/timetable-page.tsx';
import type { ClassActionsProps } from '../../../schedule/class-actions.ts';
import { BookingActions } from '../../../features/booking/booking-actions.tsx';
import { ParticipantsLink } from '../../../features/trainer/participants-link.tsx';
import { OwnClassActions, useLeadsClass } from '../../../features/trainer/own-class-actions.tsx';

export const Route = createFileRoute('/_auth/_trainer/trainer-calendar')({
  validateSearch: parseCalendarSearch,
  // What of the search decides the data (not the open class, the text filter, the view); in the route tree, not
  // split (docs/first-visit.md#route-splits).
  // The loader with the component: docs/first-visit.md#route-splits.
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search: { date, gym, group, room } }) => ({ date, gym, group, room }),
  loader: ({ context: { queryClient }, deps, preload }) => {
    startTimetableData(queryClient, 'trainer', deps, preload);
  },
  component: TrainerCalendarRoute,
});

/** A class the trainer leads opens with its participants; another one has their own booking buttons and the way to its participants. */
function TrainerClassActions(props: ClassActionsProps) {
  const leads = useLeadsClass(props.training);
  if (leads) return <OwnClassActions {...props} />;
  return (
    <>
      <BookingActions {...props} />
      <ParticipantsLink {...props} />
    </>
  );
}

function TrainerCalendarRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const setSearch = (next: CalendarSearch) => void navigate({ search: next, replace: true });
  return <TimetablePage role="trainer" search={search} onSearchChange={setSearch} actions={TrainerClassActions} />;
}
