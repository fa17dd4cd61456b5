import { createFileRoute } from '@tanstack/react-router';
import { adminQueries } from '../../../features/admin/queries.ts';
import { RoomsWeekPage } from '../../../features/admin/rooms-week-page.tsx';
import { roomsWeekView } from '../../../features/admin/rooms-week-view.ts';
import { parseRoomsWeekSearch, type RoomsWeekSearch } from '../../../schedule/admin-search.ts';
import { dayInZone } from '../../../common/calendar.ts';
import { timetableFilterQueries } from '../../../schedule/filter-queries.ts';
import { scheduleQueries } from '../../../schedule/queries.ts';

export const Route = createFileRoute('/_auth/_admin/admin-rooms-week')({
  validateSearch: parseRoomsWeekSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const [settings] = await Promise.all([
      queryClient.ensureQueryData(timetableFilterQueries.settings()),
      queryClient.ensureQueryData(adminQueries.rooms()),
    ]);
    const view = roomsWeekView(deps, settings.clubs);
    if (view) await queryClient.ensureQueryData(scheduleQueries.list('admin', view.range));
  },
  component: RoomsWeekRoute,
});

function RoomsWeekRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RoomsWeekPage
      search={search}
      onSearchChange={(next: RoomsWeekSearch) => void navigate({ search: next, replace: true })}
      onFreeSlot={({ roomId, date, time }) =>
        void navigate({ to: '/admin-calendar/new', search: { date, room: roomId, time } })
      }
      onOpenClass={(training) =>
        void navigate({
          to: '/admin-calendar',
          search: { date: dayInZone(training.startDateTime, training.club.timeZone), id: training.id },
        })
      }
    />
  );
}
